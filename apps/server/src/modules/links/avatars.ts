import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pictureType } from '../../profiles/picture-type.ts';
import { FetchError, type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

/**
 * Other sites' avatars, fetched by the server through the safe fetcher and kept under `<media>/links/` as
 * `<sha-256 of the address>.<ext>`, so pages show `/media/links/…` from our origin (served by the media files with
 * nosniff and a sandbox CSP) and a visitor's browser never calls a third-party host for them. Only raster pictures
 * recognised by their magic bytes (PNG, JPEG, WebP, GIF: the media rules' cover types) are kept, never SVG
 * (which may carry script), whatever the answer's Content-Type says.
 */

/** Largest avatar in bytes: 512 KiB (an avatar is shown at 64 px; a real one is a few KiB). */
export const avatarMaxBytes = 512 * 1024;

/** The picture type of `bytes` by its magic bytes (`profiles/picture-type.ts`), as a file extension, or undefined. */
export const avatarType = pictureType;

/**
 * Fetches the avatar at `source` and stores it in `<mediaDir>/links/`; answers its path on our origin
 * (`/media/links/<hash>.<ext>`). Throws `FetchError` (the fetch's errors; `http_status` with "not a PNG, JPEG, WebP
 * or GIF picture" for anything else). The file is written under a dot name first and renamed when complete.
 */
export async function cacheAvatar(
  source: string,
  mediaDir: string,
  fetchOptions: Omit<SafeFetchOptions, 'maxBytes'>,
): Promise<string> {
  const answer = await safeFetch(source, { ...fetchOptions, maxBytes: avatarMaxBytes, accept: 'image/*' });
  const ext = avatarType(answer.body);
  if (!ext) throw new FetchError('http_status', 'not a PNG, JPEG, WebP or GIF picture');
  const dir = join(mediaDir, 'links');
  await mkdir(dir, { recursive: true });
  const name = `${createHash('sha256').update(source).digest('hex').slice(0, 32)}.${ext}`;
  const temporary = join(dir, `.${name}.${process.pid}`);
  await writeFile(temporary, answer.body);
  await rename(temporary, join(dir, name));
  return `/media/links/${name}`;
}
