import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, type EncodedBody, negotiateCoding } from './compression.ts';

/**
 * The strong entity tag of `body` sent in `coding` (RFC 9110 §8.8.3): the hash of its bytes, and for an encoded form
 * the coding after a dash, since a brotli and a plain answer are different representations of the page:
 * `"Xyz…"`, `"Xyz…-br"`, `"Xyz…-gzip"`.
 */
export function entityTag(body: EncodedBody, coding: ContentCoding): string {
  return coding === 'identity' ? `"${body.hash}"` : `"${body.hash}-${coding}"`;
}

const listedTag = /(?:W\/)?"([^"]*)"|\*/g;

/**
 * Whether the `If-None-Match` header `header` names `body` (RFC 9110 §13.1.2): `*`, or a listed tag equal to one
 * of `body`'s tags in any coding, compared weakly (`W/` ignored), as the RFC asks for this header. A client that got
 * the brotli form and asks again with its tag has the same bytes once decoded, whatever it accepts now. A header
 * that lists no quoted tag (malformed) names nothing.
 */
export function namesBody(header: string | string[] | undefined, body: EncodedBody): boolean {
  if (header === undefined) return false;
  for (const match of (Array.isArray(header) ? header.join(',') : header).matchAll(listedTag)) {
    const tag = match[1];
    if (tag === undefined) return true; // `*`
    if (tag === body.hash || tag === `${body.hash}-br` || tag === `${body.hash}-gzip`) return true;
  }
  return false;
}

/**
 * Sends `body` (of media type `type`) in the best coding `request` accepts, with its entity tag and `Vary:
 * Accept-Encoding` beside the `vary` given; or, when the request's `If-None-Match` names it, HTTP 304 with the same
 * headers and no body (RFC 9110 §15.4.5). Only a 200 answer is conditional: `status` 404 goes out whole, untagged
 * (§13.2.1: preconditions apply to 2xx answers only). `cacheControl` is sent in both cases.
 */
export function sendConditional(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  options: { type: string; status?: 200 | 404; cacheControl: string; vary?: string },
): FastifyReply {
  const { coding, bytes } = body.in(negotiateCoding(request));
  const status = options.status ?? 200;
  reply
    .header('Cache-Control', options.cacheControl)
    .header('Vary', options.vary ? `${options.vary}, Accept-Encoding` : 'Accept-Encoding');
  if (status === 200) {
    reply.header('ETag', entityTag(body, coding));
    if (namesBody(request.headers['if-none-match'], body)) return reply.status(304).send();
  }
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  return reply.status(status).type(options.type).send(bytes);
}
