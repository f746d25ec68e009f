import { z } from 'zod/mini';

/**
 * The media library (issue 23 point 3): every uploaded picture, audio and lyric file, its resized variants and
 * where it is used. Calls follow DESIGN.md's convention (`<area>/<verb>_<noun>.php`, envelope, `tokenid`).
 *
 * | call | input | data |
 * |---|---|---|
 * | POST media/upload_media.php | multipart/form-data: text field `tokenid` first, then one file field `file` | MediaUploadAnswer (401 `not_logged_in`/`invalid_token`…, 403 `forbidden`, 413 `too_large`, 415 `unsupported_type`, 400 `invalid_input` naming the field) |
 *
 * The upload's kind is decided by the file's bytes, never by its name or declared type: a PNG, JPEG, WebP or GIF
 * is an `image`; WAV, MP3, OGG, FLAC or M4A is `audio`; UTF-8 text named `.lrc`/`.ttml`/`.yrc`/`.qrc`/`.txt` is a
 * `lyric`. A file whose name or declared type claims a picture (`.png`, `image/*`) but whose bytes are not one is
 * refused with 415, and so is anything else the library does not keep. A refused upload leaves nothing behind
 * (no file, no row).
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
