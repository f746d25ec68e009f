import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type UploadAnswer, type UploadKind, uploadCapsBytes, uploadKindSchema } from '@site/contracts';
import { ApiError } from '../../http/envelope.ts';
import { receiveUpload } from '../../uploads/receive.ts';
import { isUtf8Text, sniffBytes, sniffMedia } from '../../uploads/sniff.ts';

export { isUtf8Text, sniffBytes, sniffMedia };

/**
 * Admin media uploads (DESIGN.md "Security"): the content is checked by its magic bytes, never by the name or
 * the declared type; the size is capped while streaming; the file is written under a server-made name in
 * `<mediaDir>/<kind>/`, first as a dot file (never served) and renamed only once it is complete and valid,
 * so a refused upload (413, 415) leaves nothing behind.
 */

/**
 * The largest upload of `kind` in bytes under the configured maximum (`UPLOAD_MAX_BYTES`, whose default is the
 * contract's audio cap): audio up to that maximum, cover and lyric up to their contract caps as well.
 */
export function uploadLimitBytes(kind: UploadKind, maxBytes: number): number {
  return kind === 'audio' ? maxBytes : Math.min(uploadCapsBytes[kind], maxBytes);
}

/** The stored extension of a lyric file: the uploaded name's own if it is a lyric format, else `txt`. */
export function lyricExtension(filename: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return ext && ['lrc', 'ttml', 'yrc', 'qrc', 'txt'].includes(ext) ? ext : 'txt';
}

/**
 * Streams `file` (chunks of bytes) into `<mediaDir>/<kind>/<random>.<ext>` and answers its address
 * (`/media/<kind>/<name>`) and size. Throws, leaving nothing on disk:
 * - 413 `too_large` past `limitBytes`, or when `file` fails with a 413 or was `truncated` at the multipart limit;
 * - 415 `unsupported_type` when the magic bytes (or, for a lyric, the UTF-8 check) do not match `kind`;
 * - 400 `invalid_input` naming `file` for an empty file or one whose bytes stop coming (the client broke off).
 */
export async function storeUpload(
  mediaDir: string,
  kind: UploadKind,
  file: AsyncIterable<Uint8Array>,
  {
    filename,
    limitBytes,
    truncated = () => false,
  }: {
    filename: string;
    limitBytes: number;
    /** Whether the source cut the file short at its own limit (busboy's `file.truncated`): 413 too. */
    truncated?: () => boolean;
  },
): Promise<UploadAnswer> {
  const dir = join(mediaDir, kind);
  mkdirSync(dir, { recursive: true });
  const name = randomBytes(16).toString('hex');
  const temp = join(dir, `.upload-${name}`);
  let ext: string | undefined;
  let complete = false;
  try {
    const { bytes, head, text } = await receiveUpload(file, temp, {
      // The type is decided as soon as the first bytes are in: a non-audio "song" stops there with 415.
      limitFor: (first) => {
        if (first) ext = decide(kind, first);
        return limitBytes;
      },
      // A lyric is kept whole for the UTF-8 check (its cap is small).
      keepTextBytes: kind === 'lyric' ? limitBytes : 0,
      truncated,
    });
    ext ??= decide(kind, head);
    if (kind === 'lyric') {
      if (!text || !isUtf8Text(text)) throw new ApiError('unsupported_type');
      ext = lyricExtension(filename);
    }
    const final = `${name}.${ext}`;
    await rename(temp, join(dir, final));
    complete = true;
    return { url: `/media/${kind}/${final}`, bytes };
  } finally {
    if (!complete) await unlink(temp).catch(() => {});
  }
}

function decide(kind: UploadKind, head: Uint8Array): string {
  const ext = sniffMedia(kind, head);
  if (ext === undefined) throw new ApiError('unsupported_type');
  return ext;
}

/** How old an unfinished upload (`.upload-*`) must be before `sweepStaleUploads` removes it, in ms. */
export const STALE_UPLOAD_AGE_MS = 60 * 60 * 1000;

/**
 * Removes unfinished uploads (`<mediaDir>/<kind>/.upload-*`) older than `maxAgeMs`, left by a process that
 * stopped in the middle of one. Younger ones may belong to another server process on the same folder.
 * Answers how many files it removed; a missing folder counts as empty.
 */
export async function sweepStaleUploads(
  mediaDir: string,
  now: number,
  maxAgeMs = STALE_UPLOAD_AGE_MS,
): Promise<number> {
  let removed = 0;
  for (const kind of uploadKindSchema.options) {
    const dir = join(mediaDir, kind);
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.startsWith('.upload-')) continue;
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (info && now - info.mtimeMs > maxAgeMs) {
        await unlink(path).catch(() => {});
        removed++;
      }
    }
  }
  return removed;
}
