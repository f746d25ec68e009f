import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from './envelope.ts';

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

/** The file part of a multipart body, as `@fastify/multipart` gives it: its bytes, names, and whether it was cut. */
export type UploadedFilePart = MultipartFile;

/** How `registerFileUpload` takes a file. */
export type FileUploadRoute<T> = {
  /** The route's address under the API prefix, e.g. `/media/upload_media.php`. */
  url: string;
  /** The file cap in bytes: a Content-Length above it (plus `multipartOverheadBytes`) is refused unread. */
  maxFileBytes: number;
  /** How many text fields may come before the file (the identity `tokenid` and the call's own). */
  maxFields: number;
  /**
   * Stores the first part named `file`, given the text fields that came before it (FormData keeps the order they
   * were appended in, so the identity is checked before a byte is stored). Throws an `ApiError` to refuse.
   */
  store: (file: UploadedFilePart, fields: Record<string, string>) => Promise<T>;
  /**
   * Checks the fields of a body without a file before the 400 `file is required` (so a guest gets the identity's
   * error, 401 or 403, not a hint about the form).
   */
  checkFields: (fields: Record<string, string>) => Promise<void>;
};

/**
 * Registers a POST route taking one file in a `multipart/form-data` body (the song uploads, the media library and the
 * laboratory's playground), in a scope of its own so that no other call accepts multipart bodies. Answers 200 with
 * `store`'s answer and the message `uploaded`; 413 `too_large` for a declared Content-Length that cannot fit; 400
 * naming `file` for a body that is not multipart, is malformed, or has no file; other parts are drained unread.
 */
export async function registerFileUpload<T>(api: FastifyInstance, route: FileUploadRoute<T>): Promise<void> {
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: route.maxFileBytes,
        files: 1,
        fields: route.maxFields,
        fieldSize: 1024,
        parts: route.maxFields + 2,
      },
    });
    scope.post(route.url, async (request, reply) => {
      // An honest Content-Length already says the file cannot fit: refuse before reading it.
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > route.maxFileBytes + multipartOverheadBytes) throw new ApiError('too_large');
      if (!request.isMultipart()) {
        throw new ApiError(
          'invalid_input',
          { field: 'file', issues: [{ field: 'file', message: 'must be multipart/form-data' }] },
          400,
        );
      }
      const fields: Record<string, string> = {};
      let stored: { answer: T } | undefined;
      for await (const part of multipartParts(() => request.parts())) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (stored !== undefined || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        stored = { answer: await route.store(part, fields) };
      }
      if (stored === undefined) {
        await route.checkFields(fields);
        throw new ApiError(
          'invalid_input',
          { field: 'file', issues: [{ field: 'file', message: 'is required' }] },
          400,
        );
      }
      return reply.send(ok(stored.answer, 'uploaded'));
    });
  });
}
