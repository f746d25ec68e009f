import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inspectPicture, PictureFileError, readPictureFile, sniffPicture } from './picture-file.ts';

/** A real PNG of `width` × `height` (one grey row repeated), built by the PNG specification's chunk layout. */
function png(width: number, height: number, { withData = true } = {}): Uint8Array<ArrayBuffer> {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = withData ? deflateSync(new Uint8Array((width + 1) * height).fill(0x80)) : new Uint8Array();
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof PictureFileError ? error.code : `not a PictureFileError: ${String(error)}`;
  }
  return 'accepted';
};

describe('client-side picture checks (issue 25 "Bad input")', () => {
  it('tells the four picture types by their magic bytes, whatever the name says', () => {
    expect(sniffPicture(png(2, 2))).toBe('png');
    expect(sniffPicture(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffPicture(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffPicture(new TextEncoder().encode('GIF89a'))).toBe('gif');
    expect(sniffPicture(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffPicture(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
  });

  it('answers the size of a real PNG', () => {
    expect(inspectPicture(png(3, 2))).toEqual({ type: 'png', width: 3, height: 2 });
  });

  it('refuses a picture over 40 megapixels from its header alone, and takes one just under', () => {
    // 8000 × 5001 = 40,008,000 pixels: over the 40 megapixels; the header is enough to know it.
    expect(codeOf(() => inspectPicture(png(8000, 5001, { withData: false })))).toBe('too_many_pixels');
    expect(codeOf(() => inspectPicture(png(8000, 5000, { withData: false })))).toBe('accepted');
  });

  it('refuses text, an SVG (it can carry script) and a PNG signature with a broken header', () => {
    expect(codeOf(() => inspectPicture(new TextEncoder().encode('<script>alert(1)</script>')))).toBe('not_picture');
    expect(codeOf(() => inspectPicture(new TextEncoder().encode('<svg onload="alert(1)"/>')))).toBe('not_picture');
    expect(codeOf(() => inspectPicture(png(2, 2).subarray(0, 14)))).toBe('not_picture');
  });

  it('reads a picked file as a data URL typed by its bytes, not by its declared type', async () => {
    const file = new File([png(4, 4)], 'photo.jpg', { type: 'image/jpeg' });
    const picture = await readPictureFile(file);
    expect(picture).toMatchObject({ type: 'png', width: 4, height: 4 });
    expect(picture.dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('refuses a file over the byte cap before reading it', async () => {
    const file = new File([new Uint8Array(2048)], 'big.png');
    await expect(readPictureFile(file, { maxBytes: 1024 })).rejects.toMatchObject({ code: 'too_large' });
  });
});
