/**
 * The picture type of `bytes` by its magic bytes, as a file extension, or undefined: only raster pictures (PNG,
 * JPEG, WebP, GIF: the media rules' cover types), never SVG (which may carry script), whatever a Content-Type says.
 * Shared by the links' avatars and the commenters' avatars (`modules/avatars`).
 */
export function pictureType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | 'gif' | undefined {
  const at = (offset: number, text: string) =>
    bytes.length >= offset + text.length && [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0));
  if (at(0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return 'gif';
  return undefined;
}
