import { open } from 'node:fs/promises';
import { ApiError } from '../http/envelope.ts';
import { sniffBytes } from './sniff.ts';

/**
 * Receiving an uploaded file's bytes (DESIGN.md "Security"), shared by the song uploads (`modules/music`), the media
 * library (`modules/media`, issue 23 point 3) and the laboratory's playground (`modules/lab-uploads`, issue 24 point
 * 2): the bytes stream into a dot file (never served) under a cap that tightens as soon as the first bytes tell what
 * the file is, so a 30 MiB "picture" stops at the picture cap, not after 30 MiB.
 */

/** What `receiveUpload` read: the size in bytes, the first `sniffBytes` bytes, and the whole bytes when kept. */
export type ReceivedUpload = { bytes: number; head: Buffer; text: Buffer | undefined };

/** How `receiveUpload` checks the bytes as they come. */
export type ReceiveRules = {
  /**
   * The cap in bytes: asked once with `undefined` before any byte, then once with the first `sniffBytes` bytes when
   * they are in (never for a shorter file). It may throw (an `ApiError`) to refuse the file from its first bytes.
   */
  limitFor: (head: Buffer | undefined) => number;
  /** The whole bytes are kept (`text`) while the file is at most this many bytes; 0 keeps none. */
  keepTextBytes: number;
  /** Whether the source cut the file short at its own limit (busboy's `file.truncated`): then 413 too. */
  truncated?: () => boolean;
  /** What a file past its cap is refused as, from its first bytes and the bytes kept so far; default 413 `too_large`. */
  overLimit?: (head: Buffer, text: Buffer | undefined) => ApiError;
  /** A check after each chunk with the bytes received so far (e.g. a quota); throws to refuse. */
  afterChunk?: (bytes: number) => void;
};

/**
 * Streams `file` (chunks of bytes) into `temp`, which it creates (it must not exist), and answers what it read. The
 * caller decides the file's type from the answer, renames `temp` when it keeps the file, and removes `temp` whatever
 * this throws.
 * @throws ApiError 413 `too_large` past the cap or when the source fails with a 413 or was `truncated` (or what
 *   `overLimit` answers); 400 `invalid_input` naming `file` when the file is empty or its bytes stop coming (the
 *   client broke off, a malformed body); whatever `limitFor` or `afterChunk` throw.
 */
export async function receiveUpload(
  file: AsyncIterable<Uint8Array>,
  temp: string,
  { limitFor, keepTextBytes, truncated = () => false, overLimit, afterChunk }: ReceiveRules,
): Promise<ReceivedUpload> {
  const handle = await open(temp, 'wx');
  let bytes = 0;
  let head = Buffer.alloc(0);
  let textChunks: Buffer[] | undefined = keepTextBytes > 0 ? [] : undefined;
  let limit = limitFor(undefined);
  try {
    const source = file[Symbol.asyncIterator]();
    for (;;) {
      const next = await readNext(source);
      if (next.done) break;
      const data = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
      bytes += data.length;
      if (head.length < sniffBytes) {
        head = Buffer.concat([head, data.subarray(0, sniffBytes - head.length)]);
        if (head.length >= sniffBytes) limit = limitFor(head);
      }
      if (bytes > limit) {
        throw overLimit ? overLimit(head, textChunks && Buffer.concat(textChunks)) : new ApiError('too_large');
      }
      afterChunk?.(bytes);
      if (textChunks) {
        textChunks.push(data);
        if (bytes > keepTextBytes) textChunks = undefined;
      }
      await handle.write(data);
    }
  } finally {
    await handle.close();
  }
  if (truncated()) throw new ApiError('too_large');
  if (bytes === 0) {
    throw new ApiError('invalid_input', { field: 'file', issues: [{ field: 'file', message: 'is empty' }] }, 400);
  }
  return { bytes, head, text: textChunks ? Buffer.concat(textChunks) : undefined };
}

/**
 * The next chunk of an upload. A source failing with a 413 (the multipart limit) becomes `too_large`; any other
 * failure of the source (the client broke off, a malformed body) is the client's: 400 naming `file`.
 */
async function readNext(source: AsyncIterator<Uint8Array>): Promise<IteratorResult<Uint8Array>> {
  try {
    return await source.next();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw new ApiError('too_large');
    throw new ApiError(
      'invalid_input',
      { field: 'file', issues: [{ field: 'file', message: 'the upload broke off' }] },
      400,
    );
  }
}
