import { z } from 'zod/mini';
import { tokenidSchema } from './account.ts';

/**
 * The laboratory's upload playground (issue 24 point 2, ROUTE-42, decision 0040): any signed-in user may upload
 * pictures, audio and plain text, up to a quota per user; every file is deleted 24 hours after its upload. Calls
 * follow DESIGN.md's convention (`<area>/<verb>_<noun>.php`, envelope, `tokenid`).
 *
 * | call | input | data |
 * |---|---|---|
 * | POST lab/upload_file.php | multipart/form-data: text field `tokenid` first, then one file field `file` | LabUpload (401 `not_logged_in`…, 413 `too_large`, 413 `quota_exceeded` with LabQuotaExceeded, 415 `unsupported_type`, 400 `invalid_input` naming `file`) |
 * | POST lab/get_my_uploads.php | tokenid | LabUploads: one's own files (never another user's), newest first, and the quota |
 * | POST lab/delete_upload.php | tokenid, id | LabDeleteAnswer (404 `lab_upload_not_found`, 403 `forbidden` for another user's file) |
 *
 * The kind is decided by the file's bytes, never by its name or declared type: PNG, JPEG, WebP or GIF is an
 * `image`; WAV, MP3, OGG, FLAC or M4A is `audio`; valid UTF-8 text without control characters (notes, lyrics) is
 * `text`, stored as `.txt`. Anything else (a PDF included) is refused with 415, and so is a file named `.png` (or
 * declared `image/*`, `audio/*`) whose bytes are no picture or audio, text included. A refused or broken-off upload leaves nothing behind (no file, no row).
 *
 * A stored file is served at `/media/lab/<32 hex>.<ext>`: the random name is the only key (whoever has the address
 * may fetch it, as with a shared link), never derived from the name given.
 */

const MiB = 1024 * 1024;

/** What the playground keeps. */
export const labUploadKindSchema = z.enum(['image', 'audio', 'text']);
export type LabUploadKind = z.infer<typeof labUploadKindSchema>;

/** The bytes each user may keep at once (all their unexpired files together): 50 MiB. */
export const labQuotaBytes = 50 * MiB;

/**
 * The largest file of each kind, in bytes: pictures 20 MiB, audio 50 MiB (the server's `UPLOAD_MAX_BYTES` lowers
 * it), text 2 MiB. Larger answers 413 `too_large`.
 */
export const labUploadCapsBytes: Readonly<Record<LabUploadKind, number>> = {
  image: 20 * MiB,
  audio: 50 * MiB,
  text: 2 * MiB,
};

/** How long a file is kept after its upload: 24 hours, in milliseconds. */
export const labUploadLifetimeMs = 24 * 60 * 60 * 1000;

/** The path of the upload call under the api base (`/api`). */
export const labUploadPath = 'lab/upload_file.php';

/**
 * One stored file: `id` (32 hex), `url` (`/media/lab/<id>.<ext>`), `name` as uploaded (plain text, shown only),
 * `kind`, `mime` (the sniffed type), `size` in bytes, `created_at` and `expires_at` (ISO 8601).
 */
export const labUploadSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  kind: labUploadKindSchema,
  mime: z.string(),
  size: z.int(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type LabUpload = z.infer<typeof labUploadSchema>;

/** A user's use of the quota, in bytes: `used` + `remaining` = `quota`. */
export const labQuotaSchema = z.object({ quota: z.int(), used: z.int(), remaining: z.int() });
export type LabQuota = z.infer<typeof labQuotaSchema>;

/** get_my_uploads.php's `data`: one's own unexpired files, newest first, and the quota. */
export const labUploadsSchema = z.object({ items: z.array(labUploadSchema), quota: labQuotaSchema });
export type LabUploads = z.infer<typeof labUploadsSchema>;

/**
 * The 413 `quota_exceeded` answer's `data`, in bytes: the quota, used and remaining, and `size`, the bytes received
 * when the file was refused (the server stops reading once it cannot fit, so at least `remaining` + 1, not always
 * the whole file).
 */
export const labQuotaExceededSchema = z.object({ ...labQuotaSchema.shape, size: z.int() });
export type LabQuotaExceeded = z.infer<typeof labQuotaExceededSchema>;

/** get_my_uploads.php's body: the user's token. */
export const labUploadsBodySchema = z.object({ tokenid: tokenidSchema });

/** delete_upload.php's body: the user's token and the file's `id`. */
export const labDeleteBodySchema = z.object({
  tokenid: tokenidSchema,
  id: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'is not an upload id')),
});

/** delete_upload.php's `data`: the deleted file's id and the quota after it. */
export const labDeleteAnswerSchema = z.object({ deleted: z.string(), quota: labQuotaSchema });
export type LabDeleteAnswer = z.infer<typeof labDeleteAnswerSchema>;
