import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type LabQuota,
  type LabUpload,
  type LabUploadKind,
  type LabUploads,
  labQuotaBytes,
  labUploadCapsBytes,
  labUploadLifetimeMs,
} from '@site/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/index.ts';
import type { Database, LabUploadsTable } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { mediaTypeOf } from '../../http/media.ts';
import { receiveUpload } from '../../uploads/receive.ts';
import { isUtf8Text, sniffBytes, sniffMedia } from '../../uploads/sniff.ts';

/**
 * The laboratory's upload playground (issue 24 point 2, decision 0040): storing a user's file under the quota,
 * listing and deleting one's own files, and the sweep that deletes files 24 hours after their upload.
 */

type Db = Kysely<Database>;

/** The playground's folder under the media folder: `/media/lab/`. */
export const labFolder = 'lab';

/** The largest upload of `kind` in bytes, under the server's `UPLOAD_MAX_BYTES` too; with no kind yet, the largest. */
export function labLimitBytes(kind: LabUploadKind | undefined, uploadMaxBytes: number): number {
  const cap = kind === undefined ? Math.max(...Object.values(labUploadCapsBytes)) : labUploadCapsBytes[kind];
  return Math.min(cap, uploadMaxBytes);
}

/** The file name as uploaded, kept for display: control characters dropped, at most 200 characters, trimmed. */
export function labDisplayName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
  return [...filename.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 200).join('');
}

/** The kind and extension a file's first bytes say (`head`: `sniffBytes` bytes or the whole file), else undefined. */
function sniffHead(head: Uint8Array): { kind: 'image' | 'audio'; ext: string } | undefined {
  const picture = sniffMedia('cover', head);
  if (picture) return { kind: 'image', ext: picture };
  const audio = sniffMedia('audio', head);
  if (audio) return { kind: 'audio', ext: audio };
  return undefined;
}

/** Extensions of the pictures and audio the playground keeps (and a few common ones), lower case. */
const mediaExtensions = new Set([
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
  'avif',
  'bmp',
  'svg',
  'wav',
  'mp3',
  'ogg',
  'flac',
  'm4a',
  'aac',
]);

/** Whether a file's name or declared type claims a picture or audio (a text file so named is refused, 415). */
export function claimsMedia(filename: string, declaredType: string): boolean {
  const ext = /\.([^./\\]+)$/.exec(filename.trim())?.[1]?.toLowerCase() ?? '';
  return mediaExtensions.has(ext) || /^(image|audio)\//i.test(declaredType.trim());
}

/** `uid`'s use of the quota at `now` (ms): the bytes of their unexpired files. */
export async function quotaOf(db: Db, uid: string, now: number): Promise<LabQuota> {
  const row = await db
    .selectFrom('lab_uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('used'))
    .where('owner_uid', '=', uid)
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  const used = Number(row?.used ?? 0);
  return { quota: labQuotaBytes, used, remaining: Math.max(0, labQuotaBytes - used) };
}

const toUpload = (row: LabUploadsTable): LabUpload => ({
  id: row.id,
  url: row.url,
  name: row.name,
  kind: row.kind,
  mime: row.mime,
  size: Number(row.size),
  created_at: row.created_at,
  expires_at: row.expires_at,
});

/** 413 `quota_exceeded`, its `data` naming the quota, what is used and left (bytes) and the refused `size`. */
function quotaExceeded(quota: LabQuota, size: number): ApiError {
  return new ApiError('quota_exceeded', { ...quota, size });
}

/**
 * Stores one upload of `uid` (upload_file.php): streams `file` into a dot file under `<mediaDir>/lab/` while counting
 * its bytes (stopping at the kind's cap or at what is left of the quota, whichever is lower), tells its kind from
 * its bytes, then, in one transaction that holds the user's quota (a PostgreSQL advisory lock; SQLite has one
 * writer), checks the quota again, renames the file to `<id>.<ext>` and writes the row. Any failure removes the
 * file. `now` is milliseconds since the epoch. Throws:
 * - 413 `too_large` past the kind's cap (`labLimitBytes`) or a `truncated` stream;
 * - 413 `quota_exceeded` (data `LabQuotaExceeded`) when the file does not fit in what is left of the quota;
 * - 415 `unsupported_type` for anything but a picture, audio or UTF-8 text, and for text whose name or declared
 *   type claims a picture or audio (`claimsMedia`: a "photo.png" of plain text);
 * - 400 `invalid_input` naming `file` for an empty file or a body that breaks off.
 */
export async function storeLabUpload(
  db: Db,
  dialect: DialectName,
  mediaDir: string,
  file: AsyncIterable<Uint8Array>,
  o: {
    filename: string;
    /** The part's declared content type (only ever used to refuse, never to accept). */
    declaredType: string;
    uid: string;
    now: number;
    uploadMaxBytes: number;
    truncated?: () => boolean;
  },
): Promise<LabUpload> {
  const dir = join(mediaDir, labFolder);
  mkdirSync(dir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const temp = join(dir, `.upload-${id}`);
  const written = [temp];
  let done = false;
  try {
    const before = await quotaOf(db, o.uid, o.now);
    const received = await receiveUpload(file, temp, {
      // Not a picture nor audio: text or nothing the playground keeps.
      limitFor: (head) => labLimitBytes(head && (sniffHead(head)?.kind ?? 'text'), o.uploadMaxBytes),
      keepTextBytes: labUploadCapsBytes.text,
      truncated: o.truncated,
      // A "text" past the text cap is refused as what it is not: too large if it could be text, else unsupported.
      overLimit: (head, text) =>
        new ApiError(
          head.length >= sniffBytes && !sniffHead(head) && text && !isUtf8Text(text) ? 'unsupported_type' : 'too_large',
        ),
      afterChunk: (bytes) => {
        if (bytes > before.remaining) throw quotaExceeded(before, bytes);
      },
    });
    // Text is kept only when nothing claims it is a picture or audio: a "photo.png" of plain text is refused.
    const sniffed =
      sniffHead(received.head) ??
      (received.text && isUtf8Text(received.text) && !claimsMedia(o.filename, o.declaredType)
        ? { kind: 'text' as const, ext: 'txt' }
        : undefined);
    if (!sniffed) throw new ApiError('unsupported_type');
    if (received.bytes > labLimitBytes(sniffed.kind, o.uploadMaxBytes)) throw new ApiError('too_large');
    const final = join(dir, `${id}.${sniffed.ext}`);
    const created = new Date(o.now);
    const row: LabUploadsTable = {
      id,
      owner_uid: o.uid,
      url: `/media/${labFolder}/${id}.${sniffed.ext}`,
      name: labDisplayName(o.filename),
      kind: sniffed.kind,
      mime: mediaTypeOf(final) ?? 'application/octet-stream',
      size: received.bytes,
      created_at: created.toISOString(),
      expires_at: new Date(o.now + labUploadLifetimeMs).toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres')
        await sql`select pg_advisory_xact_lock(hashtext(${`lab_uploads:${o.uid}`}))`.execute(trx);
      const quota = await quotaOf(trx, o.uid, o.now);
      if (received.bytes > quota.remaining) throw quotaExceeded(quota, received.bytes);
      await trx.insertInto('lab_uploads').values(row).execute();
      written.push(final);
      await rename(temp, final);
    });
    done = true;
    return toUpload(row);
  } finally {
    if (!done) await Promise.all(written.map((path) => unlink(path).catch(() => {})));
  }
}

/** `uid`'s unexpired files at `now` (ms), newest first, and their quota (get_my_uploads.php). */
export async function listLabUploads(db: Db, uid: string, now: number): Promise<LabUploads> {
  const rows = await db
    .selectFrom('lab_uploads')
    .selectAll()
    .where('owner_uid', '=', uid)
    .where('expires_at', '>', new Date(now).toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { items: rows.map(toUpload), quota: await quotaOf(db, uid, now) };
}

/**
 * Deletes `uid`'s file `id` (delete_upload.php): its row, then its file. Throws 404 `lab_upload_not_found` for no
 * such file (or one already expired) and 403 `forbidden` for another user's. Answers the quota after it.
 */
export async function deleteLabUpload(db: Db, mediaDir: string, uid: string, id: string, now: number) {
  const row = await db
    .selectFrom('lab_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
  if (!row) throw new ApiError('lab_upload_not_found');
  if (row.owner_uid !== uid) throw new ApiError('forbidden');
  const deleted = await db.deleteFrom('lab_uploads').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new ApiError('lab_upload_not_found');
  await removeFile(mediaDir, row.url);
  return { deleted: id, quota: await quotaOf(db, uid, now) };
}

async function removeFile(mediaDir: string, url: string) {
  await unlink(join(mediaDir, url.slice('/media/'.length))).catch(() => {});
}

/** How old a dot file (an upload in progress) must be before the sweep counts it as left over by a crash: 1 hour. */
const strayAgeMs = 60 * 60 * 1000;

/**
 * One sweep (at `now`, ms): deletes every expired file, its row first, then its file; each row is deleted by its
 * own statement and only the process whose statement removed it unlinks the file, so several processes sweeping at
 * once never trip on each other. Also removes upload dot files older than an hour (a crash mid-upload). Answers
 * how many files it deleted.
 */
export async function sweepLabUploads(db: Db, mediaDir: string, now: number): Promise<number> {
  const expired = await db
    .selectFrom('lab_uploads')
    .select(['id', 'url'])
    .where('expires_at', '<=', new Date(now).toISOString())
    .execute();
  let count = 0;
  for (const row of expired) {
    const deleted = await db.deleteFrom('lab_uploads').where('id', '=', row.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) continue;
    await removeFile(mediaDir, row.url);
    count++;
  }
  const dir = join(mediaDir, labFolder);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.startsWith('.upload-'))) {
    const info = await stat(join(dir, name)).catch(() => undefined);
    if (info && now - info.mtimeMs > strayAgeMs) await unlink(join(dir, name)).catch(() => {});
  }
  return count;
}

/** How often the sweep runs after the one on start: every 10 minutes (ms). */
export const sweepIntervalMs = 10 * 60 * 1000;

/**
 * Starts the sweep: one round at once (the sweep on start), then one every `sweepIntervalMs`; rounds never overlap,
 * a failing round is reported to `onError` and the next one tries again. The timer is `unref`'d. Answers `started`
 * (settles after the first round) and `stop` (awaits a running round).
 */
export function startLabSweeper(
  db: Db,
  mediaDir: string,
  o: { now: () => number; onError: (error: unknown) => void; intervalMs?: number },
): { started: Promise<void>; stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const round = () => {
    running = sweepLabUploads(db, mediaDir, o.now()).then(
      () => undefined,
      (error: unknown) => {
        if (!stopped) o.onError(error);
      },
    );
    running.then(() => {
      if (stopped) return;
      timer = setTimeout(round, o.intervalMs ?? sweepIntervalMs);
      timer.unref();
    });
    return running;
  };
  const started = round();
  return {
    started,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
