import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The content codings the server sends, best first (RFC 9110 §8.4.1); `identity` is the body as it is. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Bodies below this many bytes are sent as they are: a smaller body gains less than the coding's framing. */
export const compressThreshold = 1024;

/**
 * What is worth compressing: text, JSON, XML (RSS, Atom, sitemap), JavaScript and SVG. Never audio, images other
 * than SVG or fonts (already compressed), and never a ranged answer (the plugin skips 206 itself).
 */
const compressibleTypes =
  /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|javascript|manifest\+json)|image\/svg\+xml)/;

/**
 * Compresses every answer of `app` that is compressible (`compressibleTypes`) and at least `compressThreshold`
 * bytes with brotli or gzip, as the request's `Accept-Encoding` allows (@fastify/compress, brotli quality 4), and
 * sets `Vary: Accept-Encoding`. Answers that are already encoded (the built app's precompressed files, the
 * article cache's `EncodedBody`) pass untouched. Request bodies are not decompressed: no call takes an encoded
 * body, and a decompressed body could outgrow the body limit it was checked against.
 * Register before the routes: the plugin hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: compressThreshold,
    customTypes: compressibleTypes,
    globalDecompression: false,
  });
}

const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'], cache: new Map() });

/**
 * The coding to answer `request` with: the best of brotli and gzip its `Accept-Encoding` accepts (q-values
 * honoured), else `identity`.
 */
export function negotiateCoding(request: FastifyRequest): ContentCoding {
  const header = request.headers['accept-encoding'];
  return (typeof header === 'string' && negotiator.negotiate(header)) || 'identity';
}

/**
 * A body sent many times (a cached answer), with its brotli and gzip forms made on first use and kept: a hot
 * answer is compressed once, not on every send. Brotli at quality 6 (about 1 ms for a 20 KB article: denser than
 * the plugin's per-answer quality 4, and paid once per cache entry).
 */
export class EncodedBody {
  private readonly codings: Partial<Record<'br' | 'gzip', Buffer>> = {};
  private digest: string | undefined;

  /** `identity`: the body's bytes as they are. */
  constructor(readonly identity: Buffer) {}

  /**
   * The body's identity for entity tags (conditional.ts): 27 characters of base64url of the SHA-256 of its bytes
   * (162 bits), computed on first use and kept.
   */
  get hash(): string {
    this.digest ??= createHash('sha256').update(this.identity).digest('base64url').slice(0, 27);
    return this.digest;
  }

  /** The body in `coding`; `identity` below `compressThreshold` bytes, whatever was asked. */
  in(coding: ContentCoding): { coding: ContentCoding; bytes: Buffer } {
    if (coding === 'identity' || this.identity.length < compressThreshold) {
      return { coding: 'identity', bytes: this.identity };
    }
    this.codings[coding] ??=
      coding === 'br'
        ? brotliCompressSync(this.identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 6,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(this.identity);
    return { coding, bytes: this.codings[coding] };
  }
}

/**
 * Sends `body` as JSON in the best coding `request` accepts, with `Vary: Accept-Encoding` (a shared cache must
 * not hand a brotli answer to a client that cannot read it).
 */
export function sendEncodedJson(request: FastifyRequest, reply: FastifyReply, body: EncodedBody): void {
  const { coding, bytes } = body.in(negotiateCoding(request));
  reply.header('Vary', 'Accept-Encoding');
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  reply.type('application/json; charset=utf-8').send(bytes);
}
