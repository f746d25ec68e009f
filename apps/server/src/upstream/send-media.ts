import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../http/envelope.ts';

/** Headers of an upstream media answer passed on to the browser (Range answers keep working). */
const passedHeaders = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'cache-control',
  'etag',
  'last-modified',
];

/** Media the proxies pass on: audio and images only, so an upstream can never serve a page on our origin. */
const mediaType = /^(audio\/|image\/|video\/|application\/octet-stream\b)/i;

/**
 * Streams an upstream media answer (the ncm/audio/ and meting/ url/pic calls) with its status (200, 206,
 * 416...) and media headers. The answer is sandboxed by its own CSP (an SVG cover cannot run script).
 *
 * @throws ApiError 502 `upstream_error` when the upstream answers with something that is not media.
 */
export function sendMedia(reply: FastifyReply, response: Response): FastifyReply {
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  const hasBody = response.status !== 204 && response.status !== 304 && response.status !== 416;
  if (hasBody && !mediaType.test(type)) {
    void response.body?.cancel().catch(() => {});
    throw new ApiError('upstream_error', { reason: 'not_media' }, 502);
  }
  reply.status(response.status);
  for (const name of passedHeaders) {
    const value = response.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
