// Plain JavaScript on purpose: a worker thread is loaded by Node itself, outside the TypeScript loader (tsx) the
// server and its tests run under, so this file must run as it is.
import { parentPort } from 'node:worker_threads';
import { Jimp } from 'jimp';

/**
 * The picture-variant worker (issue 23 point 3, decision 0035): decodes one picture with jimp (which applies the
 * EXIF orientation while decoding), and answers each requested width narrower than the picture as a re-encoded
 * file in the picture's own format (JPEG at `quality`, PNG as PNG), with no EXIF or other metadata.
 *
 * Message in: `{ id, bytes: Uint8Array, mime: 'image/jpeg' | 'image/png', widths: number[], quality: number,
 * keepOriginal: boolean }`. Answer: `{ id, width, height, original?: Uint8Array, variants: [{ width, height,
 * bytes }] }` with the oriented size in pixels; `original` is the whole picture re-encoded (orientation applied)
 * when `keepOriginal` is false; or `{ id, error }` when the picture cannot be decoded.
 */
parentPort.on('message', async (job) => {
  try {
    const image = await Jimp.fromBuffer(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength));
    const width = image.bitmap.width;
    const height = image.bitmap.height;
    const options = job.mime === 'image/jpeg' ? { quality: job.quality } : {};
    const original = job.keepOriginal ? undefined : await image.getBuffer(job.mime, options);
    const variants = [];
    // Widest first, each from the original decode (a chain of halvings would blur the small ones).
    for (const target of [...job.widths].sort((a, b) => b - a)) {
      if (target >= width) continue;
      const copy = image.clone();
      copy.resize({ w: target });
      const bytes = await copy.getBuffer(job.mime, options);
      variants.push({ width: copy.bitmap.width, height: copy.bitmap.height, bytes });
    }
    parentPort.postMessage({ id: job.id, width, height, original, variants });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String(error?.message ?? error) });
  }
});
