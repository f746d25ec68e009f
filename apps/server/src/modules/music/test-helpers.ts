import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** A part of a multipart body: a plain field, or a file with its name, bytes and declared type. */
export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

/** A multipart/form-data body of `parts`, in order, and its content type. */
export function multipartBody(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----site-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs `parts` to upload_media.php; answers `{status, body}`. */
export async function upload(app: FastifyInstance, parts: Part[]) {
  const { payload, contentType } = multipartBody(parts);
  const res = await app.inject({
    method: 'POST',
    url: '/api/archive/music/upload_media.php',
    headers: { 'content-type': contentType },
    payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked with the contracts where it matters.
  return { status: res.statusCode, body: res.json() as any };
}

/** Smallest byte heads of each accepted format, padded to `size` bytes (magic bytes only, not playable). */
export const samples = {
  wav: (size = 64) => pad(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]), size),
  mp3Id3: (size = 64) => pad(Buffer.from('ID3\x04\x00\x00', 'latin1'), size),
  mp3Frame: (size = 64) => pad(Buffer.from([0xff, 0xfb, 0x90, 0x64]), size),
  ogg: (size = 64) => pad(Buffer.from('OggS\x00\x02', 'latin1'), size),
  flac: (size = 64) => pad(Buffer.from('fLaC\x00\x00\x00\x22', 'latin1'), size),
  m4a: (size = 64) =>
    pad(Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A \x00\x00\x02\x00', 'latin1')]), size),
  png: (size = 64) => pad(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), size),
  jpg: (size = 64) => pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), size),
  webp: (size = 64) => pad(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]), size),
  gif: (size = 64) => pad(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), size),
};

function pad(head: Buffer, size: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x55)]);
}
