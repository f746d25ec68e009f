import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { type UploadAnswer, type UploadKind, uploadCapsBytes, uploadKindSchema } from '@site/contracts';
import { ApiError } from '../../http/envelope.ts';

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

/** How many leading bytes `sniffMedia` needs to decide. */
export const sniffBytes = 12;

const ascii = (head: Uint8Array, at: number, text: string) =>
  head.length >= at + text.length && [...text].every((c, i) => head[at + i] === c.charCodeAt(0));

/** ISO base media brands of audio-only and general MP4 files (an `.m4a` is one of these). */
const mp4Brands = ['M4A ', 'M4B ', 'M4P ', 'mp41', 'mp42', 'isom', 'iso2', 'iso5', 'iso6', 'dash', 'f4a '];

/**
 * The file extension for `head` (the first `sniffBytes` bytes, or the whole file when shorter) if it is a
 * `kind` this site accepts, else undefined:
 * audio = WAV (`RIFF....WAVE`), MP3 (`ID3` tag or an MPEG layer II/III frame sync), OGG (`OggS`), FLAC
 * (`fLaC`), M4A (`....ftyp` with an MP4 audio brand); cover = PNG, JPEG, WebP (`RIFF....WEBP`), GIF.
 * Lyric files are text and are checked whole (`isUtf8Text`), so `lyric` answers `txt` here.
 */
export function sniffMedia(kind: UploadKind, head: Uint8Array): string | undefined {
  if (kind === 'audio') {
    if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
    if (ascii(head, 0, 'ID3')) return 'mp3';
    // MPEG audio frame: 11 sync bits, a known version, layer III or II (layer I and AAC's ADTS are refused,
    // and so is a UTF-16 byte-order mark, which looks like a layer I header).
    const b1 = head[1] ?? 0;
    const b2 = head[2] ?? 0;
    const layer = (b1 >> 1) & 3;
    if (head[0] === 0xff && (b1 & 0xe0) === 0xe0 && ((b1 >> 3) & 3) !== 1 && (layer === 1 || layer === 2)) {
      if (b2 >> 4 !== 15 && ((b2 >> 2) & 3) !== 3) return 'mp3';
    }
    if (ascii(head, 0, 'OggS')) return 'ogg';
    if (ascii(head, 0, 'fLaC')) return 'flac';
    if (ascii(head, 4, 'ftyp') && mp4Brands.some((brand) => ascii(head, 8, brand))) return 'm4a';
    return undefined;
  }
  if (kind === 'cover') {
    if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'png';
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
    if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
    if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
    return undefined;
  }
  return 'txt';
}

/** Whether `bytes` is UTF-8 text: valid UTF-8 (a BOM allowed) and no NUL or other C0 control but tab/CR/LF/FF. */
export function isUtf8Text(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
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
  const handle = await open(temp, 'wx');
  let bytes = 0;
  let ext: string | undefined;
  let head = Buffer.alloc(0);
  const lyricChunks: Buffer[] = [];
  let complete = false;
  try {
    const source = file[Symbol.asyncIterator]();
    for (;;) {
      const next = await readNext(source);
      if (next.done) break;
      const chunk = next.value;
      const data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      bytes += data.length;
      if (bytes > limitBytes) throw new ApiError('too_large');
      if (ext === undefined && head.length < sniffBytes) {
        head = Buffer.concat([head, data.subarray(0, sniffBytes - head.length)]);
        if (head.length >= sniffBytes) ext = decide(kind, head);
      }
      if (kind === 'lyric') lyricChunks.push(data);
      await handle.write(data);
    }
    if (truncated()) throw new ApiError('too_large');
    if (bytes === 0) {
      throw new ApiError('invalid_input', { field: 'file', issues: [{ field: 'file', message: 'is empty' }] }, 400);
    }
    ext ??= decide(kind, head);
    if (kind === 'lyric') {
      if (!isUtf8Text(Buffer.concat(lyricChunks))) throw new ApiError('unsupported_type');
      ext = lyricExtension(filename);
    }
    await handle.close();
    const final = `${name}.${ext}`;
    await rename(temp, join(dir, final));
    complete = true;
    return { url: `/media/${kind}/${final}`, bytes };
  } finally {
    if (!complete) {
      await handle.close().catch(() => {});
      await unlink(temp).catch(() => {});
    }
  }
}

/**
 * The next chunk of an upload. A source failing with a 413 (the multipart limit) becomes `too_large`; any other
 * failure of the source (the client broke off, a malformed body) is the client's: 400 naming `file`.
 */
async function readNext(source: AsyncIterator<Uint8Array>): Promise<IteratorResult<Uint8Array>> {
  try {
    return await source.next();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new ApiError('too_large');
    throw new ApiError(
      'invalid_input',
      { field: 'file', issues: [{ field: 'file', message: 'the upload broke off' }] },
      400,
    );
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
