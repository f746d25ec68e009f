import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The content type of each file extension served from `DATA_DIR/media` (lower case, no dot). Anything else is
 * never served (404), so a stray `.html` or `.db` in the folder cannot become a page or a download. Lyric
 * files are always plain text (a TTML file is XML, which a browser would otherwise render as a document).
 */
export const mediaTypes: Readonly<Record<string, string>> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  webp: 'image/webp',
  gif: 'image/gif',
  // Only the seed writes SVG covers (uploads are raster only); the sandbox CSP below keeps any script inert.
  svg: 'image/svg+xml',
  lrc: 'text/plain; charset=utf-8',
  ttml: 'text/plain; charset=utf-8',
  yrc: 'text/plain; charset=utf-8',
  qrc: 'text/plain; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The content type for a media path (`audio/x.wav`), or undefined when such files are not served. */
export function mediaTypeOf(path: string): string | undefined {
  const match = /\.([a-z0-9]+)$/i.exec(path);
  return match?.[1] ? mediaTypes[match[1].toLowerCase()] : undefined;
}

/** The media folder of a configuration: `<dataDir>/media`. */
export function mediaDirOf(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'media');
}

/** How long browsers may reuse a media answer before revalidating it with ETag / Last-Modified (seconds). */
const mediaMaxAgeS = 86400;

/**
 * The media library's files (issue 23 point 3): a name is never reused for other bytes (a random id, a variant's
 * width), so browsers keep them a year without asking again.
 */
const libraryPrefix = '/media/library/';
const immutableCache = 'public, max-age=31536000, immutable';

/**
 * Serves `DATA_DIR/media/**` at `/media/**` (DESIGN.md "Data", "Security") through @fastify/static:
 * - HTTP Range: one range answers 206 with `Content-Range: bytes start-end/size` (suffix `bytes=-n` and
 *   open-ended `bytes=n-` included); an unsatisfiable range answers 416 with `Content-Range: bytes *\/size`;
 *   an invalid ranges-set (`bytes=abc`, `bytes=500-100`: `isValidBytesRangeSet`), another unit or several ranges are ignored and the whole file is sent (RFC 9110 §14.2);
 * - `Accept-Ranges`, a weak ETag, `Last-Modified`, `Cache-Control: public, max-age=86400` (a year and
 *   `immutable` under `/media/library/`); 304 on a match;
 * - the content type from the extension (`mediaTypes`), `X-Content-Type-Options: nosniff` and a
 *   `Content-Security-Policy` of `default-src 'none'; sandbox` so nothing opened from here runs as a page;
 * - `Cross-Origin-Resource-Policy: cross-origin`, so a web app served from another origin can use them;
 * - dot files (uploads in progress), folders, unknown extensions and paths leaving the folder answer a plain
 *   404, never the single-page app.
 * The backgrounds shipped with the server keep their own route (`/media/backgrounds/:name`).
 */
export async function registerMediaFiles(app: FastifyInstance, { config }: { config: Pick<Config, 'dataDir'> }) {
  const root = mediaDirOf(config);
  mkdirSync(root, { recursive: true });
  await app.register(
    async (scope) => {
      const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      scope.setNotFoundHandler((_request, reply) => notFound(reply));
      scope.setErrorHandler((error: FastifyError & { headers?: Record<string, string> }, request, reply) => {
        const status = error.statusCode ?? 500;
        if (status === 416 || status === 412) {
          if (error.headers) reply.headers(error.headers);
          return reply
            .status(status)
            .type('text/plain; charset=utf-8')
            .send(status === 416 ? 'Range Not Satisfiable' : 'Precondition Failed');
        }
        // send answers 403 for a path that tries to leave the folder and 400 for a malformed one.
        if (status < 500) return notFound(reply);
        request.log.error({ err: error }, 'media file error');
        return reply.status(500).type('text/plain; charset=utf-8').send('Internal error');
      });
      scope.addHook('onRequest', async (request, reply) => {
        // RFC 9110 §14.2: an invalid ranges-set may be ignored; @fastify/send would answer it 416 like an
        // unsatisfiable one, so it is dropped here and the whole file is sent.
        const range = request.headers.range;
        if (range !== undefined && /^\s*bytes\s*=/i.test(range) && !isValidBytesRangeSet(range)) {
          delete request.headers.range;
        }
        const path = request.url.split('?')[0] ?? '';
        const type = mediaTypeOf(path);
        if (type) reply.type(type);
        reply
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('Cache-Control', path.startsWith(libraryPrefix) ? immutableCache : `public, max-age=${mediaMaxAgeS}`)
          // Public files: a front end on another origin (the api_address setting) may show and play them.
          .header('Cross-Origin-Resource-Policy', 'cross-origin');
      });
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        wildcard: true,
        index: false,
        list: false,
        redirect: false,
        dotfiles: 'ignore',
        acceptRanges: true,
        etag: true,
        lastModified: true,
        cacheControl: false,
        contentType: false,
        preCompressed: false,
        allowedPath: (pathname) => mediaTypeOf(pathname) !== undefined,
      });
    },
    { prefix: '/media' },
  );
}

/**
 * Whether `header` is a valid `Range: bytes=` ranges-set of RFC 9110 §14.1.1: one or more comma-separated
 * `first-last`, `first-` or `-suffix` specs of decimal digits, with `last` not below `first`. Satisfiability
 * (whether a range overlaps the file) is not judged here.
 *
 * @example isValidBytesRangeSet('bytes=0-99, -50') // true
 * @example isValidBytesRangeSet('bytes=abc') // false
 */
export function isValidBytesRangeSet(header: string): boolean {
  const match = /^\s*bytes\s*=\s*(.+?)\s*$/i.exec(header);
  if (!match?.[1]) return false;
  return match[1].split(',').every((part) => {
    const spec = /^\s*(?:(\d+)-(\d*)|-(\d+))\s*$/.exec(part);
    if (!spec) return false;
    const [, first, last] = spec;
    return first === undefined || last === undefined || last === '' || BigInt(last) >= BigInt(first);
  });
}
