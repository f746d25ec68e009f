import type { UploadKind } from '@site/contracts';

/**
 * Telling an uploaded file's type from its bytes, never from its name or declared type (DESIGN.md "Security"):
 * shared by the song uploads (`modules/music`) and the media library (`modules/media`, issue 23 point 3).
 */

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
