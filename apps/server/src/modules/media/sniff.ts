import type { MediaKind } from '@site/contracts';
import { pictureType } from '../../profiles/picture-type.ts';
import { isUtf8Text, sniffMedia } from '../../uploads/sniff.ts';

/**
 * What a media-library upload is, by its bytes (issue 23 point 3): the library's kind, the stored extension and the
 * content type. The name and the declared type only ever make a refusal stricter: a file named or declared as a
 * picture must be one.
 */
export type SniffedMedia = { kind: MediaKind; ext: string; mime: string };

const pictureMimes = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;
const audioMimes: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
};
/** The extensions a lyric file may keep (anything else that is text is refused: the library is not a file dump). */
export const lyricExtensions = ['lrc', 'ttml', 'yrc', 'qrc', 'txt'] as const;
const pictureNameExtensions = /\.(png|jpe?g|jfif|gif|webp|avif|bmp|svg|tiff?|heic|ico)$/i;

/** The lower-case extension of an uploaded file's name (its last `.part`), or '' when it has none. */
export function nameExtension(filename: string): string {
  return /\.([a-z0-9]{1,10})$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
}

/**
 * The kind of an uploaded file from its first bytes (`head`, at least 12 when the file is that long) and, for text,
 * the whole file (`whole`, given only when the file is small enough to be a lyric). Undefined when the library does
 * not keep such a file, or when `filename`/`declaredType` claim a picture and the bytes are none (415 either way).
 */
export function sniffUpload(
  head: Uint8Array,
  filename: string,
  declaredType: string,
  whole: Uint8Array | undefined,
): SniffedMedia | undefined {
  const picture = pictureType(head);
  if (picture) return { kind: 'image', ext: picture, mime: pictureMimes[picture] };
  if (pictureNameExtensions.test(filename) || /^image\//i.test(declaredType)) return undefined;
  const audio = sniffMedia('audio', head);
  if (audio) return { kind: 'audio', ext: audio, mime: audioMimes[audio] ?? 'application/octet-stream' };
  const ext = nameExtension(filename);
  if ((lyricExtensions as readonly string[]).includes(ext) && whole && isUtf8Text(whole)) {
    return { kind: 'lyric', ext, mime: 'text/plain; charset=utf-8' };
  }
  return undefined;
}

/**
 * The pixel size of a PNG, JPEG, GIF or WebP from its header, without decoding it (so a decompression bomb is
 * refused before a byte of it is inflated), or undefined when the header is missing or broken. For a JPEG, the size
 * is the frame's as stored (an EXIF rotation by 90° swaps it later). `ext` is `pictureType`'s answer.
 */
export function pictureSize(ext: string, bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined);
  try {
    if (ext === 'png') {
      // Signature (8), IHDR length (4), "IHDR" (4), width (4), height (4), big-endian.
      if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
      return size(view.getUint32(16), view.getUint32(20));
    }
    if (ext === 'gif') return size(view.getUint16(6, true), view.getUint16(8, true));
    if (ext === 'webp') {
      const chunk = String.fromCharCode(...bytes.subarray(12, 16));
      if (chunk === 'VP8 ') return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
      if (chunk === 'VP8L') {
        const bits = view.getUint32(21, true);
        return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
      }
      if (chunk === 'VP8X') {
        const w = (bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16);
        const h = (bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16);
        return size(w + 1, h + 1);
      }
      return undefined;
    }
    if (ext === 'jpg') {
      let at = 2;
      while (at + 9 < bytes.length) {
        if (bytes[at] !== 0xff) return undefined;
        const marker = bytes[at + 1] ?? 0;
        if (marker === 0xff) {
          at += 1;
          continue;
        }
        // Start-of-frame markers (baseline, progressive, lossless...), not DHT (c4), JPG (c8) or DAC (cc).
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return size(view.getUint16(at + 7), view.getUint16(at + 5));
        }
        if (marker === 0xd9 || marker === 0xda) return undefined;
        at += 2 + view.getUint16(at + 2);
      }
      return undefined;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The EXIF orientation (1-8) of a JPEG, 1 when it has none or it cannot be read: whether the stored frame must be
 * turned to be seen upright (5-8 swap width and height).
 */
export function jpegOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    let at = 2;
    while (at + 4 < bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1] ?? 0;
      const length = view.getUint16(at + 2);
      if (marker === 0xda || marker === 0xd9) return 1;
      if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(at + 4, at + 10)) === 'Exif\0\0') {
        const tiff = at + 10;
        const little = bytes[tiff] === 0x49;
        const ifd = tiff + view.getUint32(tiff + 4, little);
        const count = view.getUint16(ifd, little);
        for (let i = 0; i < count; i++) {
          const entry = ifd + 2 + i * 12;
          if (view.getUint16(entry, little) === 0x0112) {
            const value = view.getUint16(entry + 8, little);
            return value >= 1 && value <= 8 ? value : 1;
          }
        }
        return 1;
      }
      at += 2 + length;
    }
  } catch {
    return 1;
  }
  return 1;
}

/**
 * A JPEG without its metadata segments (APP1 EXIF/XMP with camera, time and GPS position, APP13 IPTC, comments),
 * the picture data byte for byte the same (no re-encoding). Call it only on a picture whose orientation is 1: the
 * orientation lives in the EXIF segment being removed. Answers the bytes unchanged when they cannot be walked.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  try {
    while (at + 4 <= bytes.length) {
      if (bytes[at] !== 0xff) return bytes;
      const marker = bytes[at + 1] ?? 0;
      if (marker === 0xda) {
        kept.push(bytes.subarray(at));
        return Buffer.concat(kept);
      }
      const end = at + 2 + view.getUint16(at + 2);
      if (end > bytes.length) return bytes;
      const metadata = marker === 0xe1 || marker === 0xed || marker === 0xfe;
      if (!metadata) kept.push(bytes.subarray(at, end));
      at = end;
    }
  } catch {
    return bytes;
  }
  return bytes;
}
