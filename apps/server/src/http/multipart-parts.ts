import { ApiError } from './envelope.ts';

/**
 * Room for the multipart boundaries and the small fields around an uploaded file, in bytes: a Content-Length above
 * the file cap plus this cannot fit and is refused before reading (the song uploads and the media library).
 */
export const multipartOverheadBytes = 64 * 1024;

/**
 * The parts of a multipart request, with a malformed body (no boundary, a broken part header, a body that ends
 * early) answered as the client's mistake, 400 naming `file`, not as a 500. The multipart plugin's own 4xx
 * (too many parts or fields) pass through.
 */
export async function* multipartParts<T>(parts: () => AsyncIterable<T>): AsyncGenerator<T> {
  let iterator: AsyncIterator<T>;
  const malformed = (error: unknown) =>
    error instanceof ApiError || (error as { statusCode?: number }).statusCode !== undefined
      ? error
      : new ApiError(
          'invalid_input',
          { field: 'file', issues: [{ field: 'file', message: 'malformed multipart body' }] },
          400,
        );
  try {
    iterator = parts()[Symbol.asyncIterator]();
  } catch (error) {
    throw malformed(error);
  }
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw malformed(error);
    }
    if (next.done) return;
    yield next.value;
  }
}
