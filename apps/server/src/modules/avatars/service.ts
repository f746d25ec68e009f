import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pictureType } from '../../profiles/picture-type.ts';

/**
 * Commenters' avatars (issue 19 point 9): the server fetches a Gravatar picture once and keeps it under
 * `<mediaDir>/avatars/<hash>.<ext>`, so a visitor's browser asks only this site (`/api/avatar/<hash>`) and the
 * e-mail hash never leaves the server in a visitor's request. Only PNG, JPEG, WebP or GIF pictures (magic bytes) of
 * at most `avatarMaxBytes` are kept.
 */

/** Largest avatar in bytes: 256 KiB (shown at 40-64 px; Gravatar's 80 px pictures are a few KiB). */
export const avatarMaxBytes = 256 * 1024;
/** A kept avatar is fetched again after 7 days (a commenter may change theirs); until then it is served as kept. */
export const avatarMaxAgeMs = 7 * 24 * 3_600_000;
/** After a failed fetch, the same hash is not asked again for 10 minutes (offline, or no such picture). */
export const avatarRetryAfterMs = 10 * 60_000;
/** Hashes remembered as failed at most (the oldest is forgotten first). */
const failedMax = 10_000;

export type AvatarSettings = {
  /** The Gravatar-compatible service (config AVATAR_BASE, no trailing slash): `<base>/<hash>?s=80&d=identicon`. */
  base: string;
  /** One fetch's whole time in ms (config AVATAR_FETCH_TIMEOUT_MS). */
  fetchTimeoutMs: number;
  /** The media folder (`<DATA_DIR>/media`): avatars go to its `avatars/`. */
  mediaDir: string;
  /** Milliseconds since the epoch (config `now`). */
  now: () => number;
};

/** An avatar as kept: its bytes and media type. */
export type Avatar = { body: Buffer; type: string };

/** A sha-256 hex identifier (`profiles/avatar.ts` `gravatarHash`). */
export const avatarHashPattern = /^[0-9a-f]{64}$/;

/** The avatar cache of one configuration: `get(hash)` answers the picture, or undefined when none can be had. */
export function avatarStore(settings: AvatarSettings) {
  const dir = join(settings.mediaDir, 'avatars');
  const failed = new Map<string, number>();
  const pending = new Map<string, Promise<Avatar | undefined>>();

  /** The kept file of `hash` and its age in ms, or undefined. */
  async function kept(hash: string): Promise<{ avatar: Avatar; ageMs: number } | undefined> {
    for (const kind of Object.keys(mediaTypes)) {
      const file = join(dir, `${hash}.${kind}`);
      const info = await stat(file).catch(() => undefined);
      if (!info) continue;
      const body = await readFile(file);
      const ext = pictureType(body);
      return ext && { avatar: { body, type: mediaTypes[ext] }, ageMs: settings.now() - info.mtimeMs };
    }
    return undefined;
  }

  /** Fetches `hash`'s picture and keeps it; undefined when the service is unreachable, slow or answers no picture. */
  async function fetchAndKeep(hash: string): Promise<Avatar | undefined> {
    const body = await fetchCapped(`${settings.base}/${hash}?s=80&d=identicon`, settings.fetchTimeoutMs);
    const ext = body && pictureType(body);
    if (!body || !ext) return undefined;
    await mkdir(dir, { recursive: true });
    const temporary = join(dir, `.${hash}.${process.pid}`);
    await writeFile(temporary, body);
    await rename(temporary, join(dir, `${hash}.${ext}`));
    // A picture whose type changed leaves no older copy of another type behind.
    for (const other of Object.keys(mediaTypes))
      if (other !== ext) await rm(join(dir, `${hash}.${other}`), { force: true });
    return { body, type: mediaTypes[ext] };
  }

  async function load(hash: string): Promise<Avatar | undefined> {
    const old = await kept(hash);
    if (old && old.ageMs < avatarMaxAgeMs) return old.avatar;
    if ((failed.get(hash) ?? 0) > settings.now()) return old?.avatar;
    const fresh = await fetchAndKeep(hash);
    if (fresh) return fresh;
    failed.delete(hash);
    failed.set(hash, settings.now() + avatarRetryAfterMs);
    if (failed.size > failedMax) failed.delete(failed.keys().next().value as string);
    // A kept picture older than 7 days is still better than none while the service is away.
    return old?.avatar;
  }

  /** The avatar of `hash` (a sha-256 hex), fetched at most once at a time per hash. Throws on a disk error. */
  function get(hash: string): Promise<Avatar | undefined> {
    let running = pending.get(hash);
    if (!running) {
      running = load(hash).finally(() => pending.delete(hash));
      pending.set(hash, running);
    }
    return running;
  }

  return { get };
}

const mediaTypes = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;

/**
 * GETs `url` within `timeoutMs` (the whole fetch, redirects included) and reads its body up to `avatarMaxBytes`;
 * undefined for a network error, a timeout, a status other than 200 or a longer body.
 */
async function fetchCapped(url: string, timeoutMs: number): Promise<Buffer | undefined> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const answer = await fetch(url, { signal, headers: { accept: 'image/*' }, redirect: 'follow' });
    if (answer.status !== 200 || !answer.body) {
      await answer.body?.cancel();
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of answer.body) {
      size += chunk.byteLength;
      if (size > avatarMaxBytes) {
        await answer.body.cancel().catch(() => {});
        return undefined;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch {
    return undefined;
  }
}
