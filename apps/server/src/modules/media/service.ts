import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type MediaItem,
  type MediaKind,
  type MediaLibrary,
  type MediaUploadAnswer,
  type MediaUsage,
  type MediaVariant,
  mediaMaxPixels,
  mediaUploadCapsBytes,
  mediaVariantWidths,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database, MediaTable } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { mediaTypeOf } from '../../http/media.ts';
import type { PictureSources } from '../../markdown/picture-srcset.ts';
import { pictureType } from '../../profiles/picture-type.ts';
import { receiveUpload } from '../../uploads/receive.ts';
import { sniffMedia } from '../../uploads/sniff.ts';
import {
  jpegOrientation,
  lyricExtensions,
  nameExtension,
  pictureSize,
  type SniffedMedia,
  sniffUpload,
  stripJpegMetadata,
} from './sniff.ts';
import { makeVariants } from './variants.ts';

type Db = Kysely<Database>;

/** The library's own folder under the media folder: `/media/library/`. */
export const libraryFolder = 'library';
/** The song uploads' folders the library lists too (decision 0035), and the library kind of each. */
export const musicFolders: Readonly<Record<string, MediaKind>> = { audio: 'audio', cover: 'image', lyric: 'lyric' };

/** The JPEG quality of variants (and of a picture re-encoded upright), 0-100. */
export const variantQuality = 80;

/**
 * The largest upload of `kind` in bytes under the server's `UPLOAD_MAX_BYTES` (`uploadMaxBytes`): audio up to it,
 * pictures and lyrics up to their own caps (`mediaUploadCapsBytes`) as well; with no kind yet (the first bytes not
 * read), the largest of them.
 */
export function mediaLimitBytes(kind: MediaKind | undefined, uploadMaxBytes: number): number {
  if (kind === 'audio' || kind === undefined) return uploadMaxBytes;
  return Math.min(mediaUploadCapsBytes[kind], uploadMaxBytes);
}

/** The file name as uploaded, kept for display: control characters dropped, at most 200 characters, trimmed. */
export function displayName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
  return [...filename.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 200).join('');
}

/**
 * Stores one upload of the media library (issue 23 point 3, upload_media.php): streams `file` into a dot file under
 * `<mediaDir>/library/` while counting its bytes, tells its kind from its bytes (`sniffUpload`), and for a picture
 * checks its pixel count from the header before decoding anything, strips a JPEG's metadata (turning it upright
 * first when EXIF says it is turned) and makes its variants (`makeVariants`, in a worker). Only then are the files
 * renamed to their final names and the row written; any failure removes every file it wrote. Throws:
 * - 413 `too_large` past the kind's cap (`mediaLimitBytes`), a `truncated` stream, or a picture above
 *   `mediaMaxPixels`;
 * - 415 `unsupported_type` for a file the library does not keep, a picture in name only, or one that cannot be
 *   decoded;
 * - 400 `invalid_input` naming `file` for an empty file or a body that breaks off.
 */
export async function storeMediaUpload(
  db: Db,
  mediaDir: string,
  file: AsyncIterable<Uint8Array>,
  {
    filename,
    declaredType,
    uploadMaxBytes,
    uid,
    now,
    truncated = () => false,
  }: {
    filename: string;
    declaredType: string;
    uploadMaxBytes: number;
    uid: string;
    /** Milliseconds since the epoch. */
    now: number;
    truncated?: () => boolean;
  },
): Promise<MediaUploadAnswer> {
  const dir = join(mediaDir, libraryFolder);
  mkdirSync(dir, { recursive: true });
  const id = randomBytes(16).toString('hex');
  const temp = join(dir, `.upload-${id}`);
  const written: string[] = [temp];
  let done = false;
  try {
    const { bytes, head, text } = await receiveUpload(file, temp, {
      // Once the bytes say what it is, its own cap applies while it streams (a 30 MiB "picture" stops at 20).
      limitFor: (first) => (first && limitForHead(first, uploadMaxBytes)) ?? mediaLimitBytes(undefined, uploadMaxBytes),
      // Small enough to be a lyric: kept whole for the UTF-8 check.
      keepTextBytes: mediaUploadCapsBytes.lyric,
      truncated,
    });
    const sniffed = sniffUpload(head, filename, declaredType, text);
    // A "lyric" past the lyric cap was not kept in memory to be checked: too large for what it claims to be.
    const claimsLyric = (lyricExtensions as readonly string[]).includes(nameExtension(filename));
    if (!sniffed && text === undefined && claimsLyric) throw new ApiError('too_large');
    if (!sniffed) throw new ApiError('unsupported_type');
    if (bytes > mediaLimitBytes(sniffed.kind, uploadMaxBytes)) throw new ApiError('too_large');
    const final = join(dir, `${id}.${sniffed.ext}`);
    const url = `/media/${libraryFolder}/${id}.${sniffed.ext}`;
    let size = bytes;
    let width: number | null = null;
    let height: number | null = null;
    let variants: MediaVariant[] = [];
    if (sniffed.kind === 'image') {
      const picture = await preparePicture(temp, sniffed, id, dir, written);
      ({ width, height, variants } = picture);
      size = picture.size;
    }
    written.push(final);
    await rename(temp, final);
    const row: MediaTable = {
      id,
      url,
      kind: sniffed.kind,
      mime: sniffed.mime,
      size,
      width,
      height,
      variants: JSON.stringify(variants),
      name: displayName(filename),
      origin: 'library',
      uploaded_by: uid,
      created_at: new Date(now).toISOString(),
    };
    await db.insertInto('media').values(row).execute();
    done = true;
    return { id, url, kind: sniffed.kind, mime: sniffed.mime, size, width, height };
  } finally {
    if (!done) await Promise.all(written.map((path) => unlink(path).catch(() => {})));
  }
}

function limitForHead(head: Uint8Array, uploadMaxBytes: number): number | undefined {
  if (pictureType(head)) return mediaLimitBytes('image', uploadMaxBytes);
  if (sniffMedia('audio', head)) return mediaLimitBytes('audio', uploadMaxBytes);
  return undefined;
}

/**
 * Checks a received picture (`temp`) and makes its variants beside it (`<id>.<width>w.<ext>`, each path pushed on
 * `written` before it is written, so a later failure removes it). A JPEG loses its metadata: losslessly when it is
 * upright, re-encoded upright (at `variantQuality`) when EXIF turns it. GIF (maybe animated) and WebP (which jimp
 * cannot write) are kept as they are, without variants. Answers the upright size, the stored file's size in bytes
 * and the variants. Throws 413 above `mediaMaxPixels`, 415 for a header that cannot be read or a picture that does
 * not decode.
 */
async function preparePicture(
  temp: string,
  sniffed: SniffedMedia,
  id: string,
  dir: string,
  written: string[],
): Promise<{ width: number; height: number; size: number; variants: MediaVariant[] }> {
  let bytes: Uint8Array = await readFile(temp);
  const stored = pictureSize(sniffed.ext, bytes);
  if (!stored) throw new ApiError('unsupported_type');
  if (stored.width * stored.height > mediaMaxPixels) throw new ApiError('too_large');
  if (sniffed.ext !== 'jpg' && sniffed.ext !== 'png') {
    return { width: stored.width, height: stored.height, size: bytes.length, variants: [] };
  }
  const turned = sniffed.ext === 'jpg' && jpegOrientation(bytes) !== 1;
  let made: Awaited<ReturnType<typeof makeVariants>>;
  try {
    made = await makeVariants(bytes, sniffed.mime as 'image/jpeg' | 'image/png', mediaVariantWidths, {
      quality: variantQuality,
      keepOriginal: !turned,
    });
  } catch {
    throw new ApiError('unsupported_type');
  }
  if (made.original) bytes = made.original;
  else if (sniffed.ext === 'jpg') bytes = stripJpegMetadata(bytes);
  await writeFile(temp, bytes);
  const variants: MediaVariant[] = [];
  for (const variant of made.variants) {
    const name = `${id}.${variant.width}w.${sniffed.ext}`;
    const path = join(dir, name);
    written.push(path);
    await writeFile(path, variant.bytes, { flag: 'wx' });
    variants.push({
      url: `/media/${libraryFolder}/${name}`,
      width: variant.width,
      height: variant.height,
      size: variant.bytes.byteLength,
    });
  }
  return { width: made.width, height: made.height, size: bytes.length, variants };
}

/**
 * Registers the song uploads found in `<mediaDir>/audio|cover|lyric/` that have no row yet (origin `music`; dot
 * files, unknown extensions and folders skipped), reading a cover's size in pixels from its header. Two listings at
 * once keep one row per file (`url` is unique). Answers how many rows it added. A missing folder counts as empty.
 */
export async function registerMusicUploads(db: Db, mediaDir: string, now: number): Promise<number> {
  const known = new Set(
    (await db.selectFrom('media').select('url').where('origin', '=', 'music').execute()).map((r) => r.url),
  );
  let added = 0;
  for (const [folder, kind] of Object.entries(musicFolders)) {
    const names = await readdir(join(mediaDir, folder)).catch(() => [] as string[]);
    for (const name of names) {
      const url = `/media/${folder}/${name}`;
      const mime = mediaTypeOf(name);
      if (name.startsWith('.') || known.has(url) || !mime) continue;
      const path = join(mediaDir, folder, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) continue;
      let size: { width: number; height: number } | undefined;
      if (kind === 'image') {
        const head = await readHead(path, 64 * 1024);
        const type = pictureType(head);
        size = type ? pictureSize(type, head) : undefined;
      }
      const result = await db
        .insertInto('media')
        .values({
          id: randomBytes(16).toString('hex'),
          url,
          kind,
          mime,
          size: info.size,
          width: size?.width ?? null,
          height: size?.height ?? null,
          variants: '[]',
          name,
          origin: 'music',
          uploaded_by: null,
          created_at: new Date(Math.min(info.mtimeMs, now)).toISOString(),
        })
        .onConflict((oc) => oc.column('url').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) added += 1;
    }
  }
  return added;
}

async function readHead(path: string, length: number): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A `/media/...` address in stored text: up to a quote, bracket, space or query. */
const mediaUrlPattern = /\/media\/[A-Za-z0-9._~%-]+(?:\/[A-Za-z0-9._~%-]+)*/g;

/**
 * The key a file's address and its variants' addresses share: `/media/library/<id>` for a library file (so an
 * article using a variant counts as using the picture), the address itself for a song upload.
 */
export function usageKey(url: string): string {
  const library = /^(\/media\/library\/[0-9a-f]{32})\./.exec(url);
  return library?.[1] ?? url;
}

/**
 * Where each of the library's files is used (issue 23 point 3), by the usage key (`usageKey`) of every `/media/`
 * address in the stored texts: articles (Markdown source, HTML and first picture), wiki pages (source), songs,
 * archive items (every column) and site settings (values). Reads one table at a time. Answers key -> usages, each
 * place once.
 */
export async function findUsages(db: Db): Promise<Map<string, MediaUsage[]>> {
  const usages = new Map<string, MediaUsage[]>();
  const note = (text: string, usage: MediaUsage) => {
    for (const match of text.matchAll(mediaUrlPattern)) {
      const key = usageKey(match[0]);
      const list = usages.get(key) ?? [];
      if (!list.some((u) => u.type === usage.type && u.id === usage.id)) list.push(usage);
      usages.set(key, list);
    }
  };
  for (const row of await db.selectFrom('articles').select(['id', 'title', 'source', 'html', 'image']).execute()) {
    note(`${row.source}\n${row.html}\n${row.image ?? ''}`, { type: 'article', id: row.id, title: row.title });
  }
  for (const row of await db.selectFrom('wiki_pages').select(['id', 'title', 'source']).execute()) {
    note(row.source, { type: 'wiki', id: row.id, title: row.title });
  }
  for (const row of await db.selectFrom('songs').selectAll().execute()) {
    note(Object.values(row).join('\n'), { type: 'song', id: row.song_id, title: row.title });
  }
  for (const row of await db.selectFrom('archive_items').selectAll().execute()) {
    note(Object.values(row).join('\n'), { type: 'archive', id: row.id, title: row.title });
  }
  for (const row of await db.selectFrom('site_settings').select(['key', 'value']).execute()) {
    note(row.value, { type: 'setting', id: row.key, title: row.key });
  }
  return usages;
}

function itemOf(row: MediaTable, usages: Map<string, MediaUsage[]>): MediaItem {
  return {
    id: row.id,
    url: row.url,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    name: row.name,
    origin: row.origin,
    created_at: row.created_at,
    variants: JSON.parse(row.variants) as MediaVariant[],
    used_by: usages.get(usageKey(row.url)) ?? [],
  };
}

/**
 * The whole library for the admin (get_media.php): first the song uploads not yet registered
 * (`registerMusicUploads`), then every row, newest first, with where it is used, and the total bytes on disk
 * (variants included).
 */
export async function listMedia(db: Db, mediaDir: string, now: number): Promise<MediaLibrary> {
  await registerMusicUploads(db, mediaDir, now);
  await sweepStaleLibraryUploads(mediaDir, now);
  const rows = await db.selectFrom('media').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const usages = await findUsages(db);
  const items = rows.map((row) => itemOf(row, usages));
  const total = items.reduce((sum, item) => sum + item.size + item.variants.reduce((s, v) => s + v.size, 0), 0);
  return { items, total_bytes: total };
}

/**
 * Deletes one file of the library (delete_media.php) and its variants. While it is used (`findUsages`) it is
 * refused with 409 `media_in_use` (`data.used_by`) unless `force`. The row goes first, in a transaction that
 * re-reads it; the files after (a missing one is not an error). Answers how many files left the disk. Throws 404
 * `media_not_found` for an unknown id.
 */
export async function deleteMedia(
  db: Db,
  mediaDir: string,
  id: string,
  force: boolean,
): Promise<{ deleted: string; files: number }> {
  const row = await db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('media_not_found');
  if (!force) {
    const used = (await findUsages(db)).get(usageKey(row.url)) ?? [];
    if (used.length > 0) throw new ApiError('media_in_use', { used_by: used });
  }
  const removed = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) throw new ApiError('media_not_found');
  const urls = [row.url, ...(JSON.parse(row.variants) as MediaVariant[]).map((v) => v.url)];
  let files = 0;
  for (const url of urls) {
    const path = join(mediaDir, url.slice('/media/'.length));
    if (
      await unlink(path).then(
        () => true,
        () => false,
      )
    )
      files += 1;
  }
  return { deleted: id, files };
}

/** How old an unfinished library upload (`.upload-*`) must be before a listing removes it, in ms. */
const staleUploadAgeMs = 60 * 60 * 1000;

async function sweepStaleLibraryUploads(mediaDir: string, now: number): Promise<void> {
  const dir = join(mediaDir, libraryFolder);
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith('.upload-')) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    if (info && now - info.mtimeMs > staleUploadAgeMs) await unlink(join(dir, name)).catch(() => {});
  }
}

/**
 * The library pictures among `urls` that have variants, by address (issue 23 point 3: the articles' and wiki pages'
 * `srcset`). One query; addresses that are not library pictures are simply absent.
 */
export async function pictureSourcesOf(db: Db, urls: readonly string[]): Promise<Map<string, PictureSources>> {
  const found = new Map<string, PictureSources>();
  const wanted = [...new Set(urls.filter((url) => url.startsWith(`/media/${libraryFolder}/`)))];
  if (wanted.length === 0) return found;
  const rows = await db
    .selectFrom('media')
    .select(['url', 'width', 'height', 'variants'])
    .where('kind', '=', 'image')
    .where('url', 'in', wanted)
    .execute();
  for (const row of rows) {
    const variants = JSON.parse(row.variants) as MediaVariant[];
    if (row.width === null || row.height === null) continue;
    found.set(row.url, {
      width: row.width,
      height: row.height,
      variants: variants.map((v) => ({ url: v.url, width: v.width })),
    });
  }
  return found;
}
