import { mediaMaxPixels } from '@site/contracts';
import { imageSize } from 'image-size';

/**
 * Reading a picture the user picked or dropped, in the browser only (the laboratory's makers: stickers, chat
 * mock-ups; issue 25 "Bad input"). The type is told by the file's bytes, never by its name or declared type, and
 * the size by its header, before anything decodes it: a non-picture or a picture over 40 megapixels (the media
 * library's own cap, `mediaMaxPixels`) is refused without the browser ever allocating its pixels.
 */

/** The picture types accepted, by their magic bytes (the same four the server's media library takes). */
export type PictureType = 'png' | 'jpg' | 'webp' | 'gif';

/** Why a file was refused: not one of the four picture types, too many pixels, or too many bytes. */
export type PictureFileErrorCode = 'not_picture' | 'too_many_pixels' | 'too_large';

/** A refused file; `code` picks the message a page shows (`picture_file:<code>`, a namespace the page loads). */
export class PictureFileError extends Error {
  constructor(
    readonly code: PictureFileErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PictureFileError';
  }
}

/** A picture that passed the checks: its type, its size in pixels and its bytes as a `data:` URL. */
export type PictureFile = { type: PictureType; width: number; height: number; dataUrl: string };

const mimeOf: Record<PictureType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The picture type of `head` (the file's first bytes, 12 are enough) by its magic bytes, else undefined. */
export function sniffPicture(head: Uint8Array): PictureType | undefined {
  const ascii = (at: number, text: string) => [...text].every((c, i) => head[at + i] === c.charCodeAt(0));
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  return undefined;
}

/**
 * Checks `bytes` as a picture and answers its type and size in pixels (the EXIF orientation is not applied:
 * a turned JPEG answers its stored size, whose product is the same).
 * @throws PictureFileError `not_picture` when the bytes are not PNG, JPEG, WebP or GIF or their header is broken;
 *   `too_many_pixels` when width × height exceeds `maxPixels` (default 40 megapixels).
 */
export function inspectPicture(
  bytes: Uint8Array,
  maxPixels: number = mediaMaxPixels,
): { type: PictureType; width: number; height: number } {
  const type = sniffPicture(bytes.subarray(0, 12));
  if (!type) throw new PictureFileError('not_picture', 'The file is not a PNG, JPEG, WebP or GIF picture.');
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new PictureFileError('not_picture', 'The picture is damaged: its size cannot be read.');
  }
  const width = size.width ?? 0;
  const height = size.height ?? 0;
  if (width < 1 || height < 1)
    throw new PictureFileError('not_picture', 'The picture is damaged: its size cannot be read.');
  if (width * height > maxPixels) {
    throw new PictureFileError(
      'too_many_pixels',
      `The picture has ${width}×${height} pixels, more than ${Math.round(maxPixels / 1e6)} megapixels.`,
    );
  }
  return { type, width, height };
}

/**
 * Reads a picked or dropped `file` (at most `maxBytes`, default 20 MB) and answers it checked, as a `data:` URL
 * that can be drawn on a canvas, kept in localStorage or written into an export.
 * @throws PictureFileError `too_large`, `not_picture` or `too_many_pixels` (see `inspectPicture`).
 */
export async function readPictureFile(
  file: Blob,
  { maxBytes = 20 * 1024 * 1024, maxPixels = mediaMaxPixels }: { maxBytes?: number; maxPixels?: number } = {},
): Promise<PictureFile> {
  if (file.size > maxBytes) {
    throw new PictureFileError('too_large', `The file has ${file.size} bytes, more than ${maxBytes}.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { type, width, height } = inspectPicture(bytes, maxPixels);
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    // The declared type is ignored: the URL carries the type the bytes showed.
    reader.readAsDataURL(new Blob([bytes], { type: mimeOf[type] }));
  });
  return { type, width, height, dataUrl };
}
