import { z } from 'zod/mini';
import { formBooleanSchema, tokenidSchema } from './account.ts';

/**
 * The media library (issue 23 point 3): every uploaded picture, audio and lyric file, its resized variants and
 * where it is used. Calls follow DESIGN.md's convention (`<area>/<verb>_<noun>.php`, envelope, `tokenid`).
 *
 * | call | input | data |
 * |---|---|---|
 * | POST media/upload_media.php | multipart/form-data: text field `tokenid` first, then one file field `file` | MediaUploadAnswer (401 `not_logged_in`/`invalid_token`…, 403 `forbidden`, 413 `too_large`, 415 `unsupported_type`, 400 `invalid_input` naming the field) |
 * | POST media/get_media.php | tokenid (admin) | MediaLibrary: every file with its variants and where it is used (403 `forbidden`) |
 * | POST media/delete_media.php | tokenid (admin), id, force? | DeleteMediaAnswer (404 `media_not_found`, 409 `media_in_use` with `{used_by}` unless `force`) |
 *
 * The upload's kind is decided by the file's bytes, never by its name or declared type: a PNG, JPEG, WebP or GIF
 * is an `image`; WAV, MP3, OGG, FLAC or M4A is `audio`; UTF-8 text named `.lrc`/`.ttml`/`.yrc`/`.qrc`/`.txt` is a
 * `lyric`. A file whose name or declared type claims a picture (`.png`, `image/*`) but whose bytes are not one is
 * refused with 415, and so is anything else the library does not keep. A refused upload leaves nothing behind
 * (no file, no row).
 *
 * Files live under `/media/library/<id>.<ext>`; a picture's variants beside it as `/media/library/<id>.<width>w.<ext>`
 * (never changed once written: served with a year's immutable caching). An `<img>` of an article or wiki page whose
 * `src` is a library picture with variants is served with `srcset`, `sizes`, `width` and `height`.
 */

/** What the library keeps: pictures, audio and lyric text. */
export const mediaKindSchema = z.enum(['image', 'audio', 'lyric']);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/**
 * upload_media.php's `data`: the stored file.
 * - `id`: the library's id of the file (for the list and delete calls);
 * - `url`: its root-relative address under `/media/` (e.g. `/media/library/ab12….jpg`), to put in an article;
 * - `kind`, `mime` (the sniffed type, e.g. `image/jpeg`), `size` in bytes;
 * - `width`/`height` in pixels for a picture, `null` for audio and lyrics.
 */
export const mediaUploadAnswerSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: mediaKindSchema,
  mime: z.string(),
  size: z.int(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
});
export type MediaUploadAnswer = z.infer<typeof mediaUploadAnswerSchema>;

/** The path of the upload call under the api base (`/api`). */
export const mediaUploadPath = 'media/upload_media.php';

const MiB = 1024 * 1024;

/**
 * The largest file of each kind upload_media.php keeps, in bytes: pictures 20 MiB, audio 64 MiB (the server's
 * `UPLOAD_MAX_BYTES` lowers it), lyrics 2 MiB. Pictures are also refused above `mediaMaxPixels` (413), whatever
 * their size in bytes: a small file may decode to gigabytes.
 */
export const mediaUploadCapsBytes: Readonly<Record<MediaKind, number>> = {
  image: 20 * MiB,
  audio: 64 * MiB,
  lyric: 2 * MiB,
};

/** The most pixels (width × height) a picture may have: 40 megapixels (a 12 MP phone photo is well under). */
export const mediaMaxPixels = 40_000_000;

/** The widths in pixels of a picture's resized variants; a picture gets those narrower than itself. */
export const mediaVariantWidths = [480, 960, 1200, 1600] as const;

/** A resized copy of a library picture: its address, size in pixels and in bytes. */
export const mediaVariantSchema = z.object({
  url: z.string(),
  width: z.int(),
  height: z.int(),
  size: z.int(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** Where a file is used: an article, a wiki page, a song, an archive item or a site setting (by key). */
export const mediaUsageSchema = z.object({
  type: z.enum(['article', 'wiki', 'song', 'archive', 'setting']),
  id: z.string(),
  title: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

/**
 * A file of the library as get_media.php lists it: the upload answer's fields, the file's name as uploaded (plain
 * text, shown only), `origin` (`library`: uploaded here; `music`: a song upload found in `/media/audio|cover|lyric`),
 * `created_at` (ISO 8601), its variants (widest first, [] for anything but a JPEG or PNG) and where it is used.
 */
export const mediaItemSchema = z.object({
  ...mediaUploadAnswerSchema.shape,
  name: z.string(),
  origin: z.enum(['library', 'music']),
  created_at: z.string(),
  variants: z.array(mediaVariantSchema),
  used_by: z.array(mediaUsageSchema),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** get_media.php's `data`: every file, newest first, and their total size in bytes (variants included). */
export const mediaLibrarySchema = z.object({ items: z.array(mediaItemSchema), total_bytes: z.int() });
export type MediaLibrary = z.infer<typeof mediaLibrarySchema>;

/** get_media.php's body: the admin's token. */
export const getMediaBodySchema = z.object({ tokenid: tokenidSchema });

/**
 * delete_media.php's body: the admin's token, the file's `id` and `force` (`1`/`true`: delete even while it is
 * used). Without `force`, a file in use is refused with 409 `media_in_use`, its `data` `{ used_by: MediaUsage[] }`.
 */
export const deleteMediaBodySchema = z.object({
  tokenid: tokenidSchema,
  id: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'is not a media id')),
  force: z.optional(formBooleanSchema),
});

/** delete_media.php's `data`: the deleted file's id and how many files left the disk (itself and its variants). */
export const deleteMediaAnswerSchema = z.object({ deleted: z.string(), files: z.int() });
export type DeleteMediaAnswer = z.infer<typeof deleteMediaAnswerSchema>;

/** The 409 answer's `data` of delete_media.php for a file in use. */
export const mediaInUseSchema = z.object({ used_by: z.array(mediaUsageSchema) });
