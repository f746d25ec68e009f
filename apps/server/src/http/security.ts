import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { timeThemeScriptHash } from './theme-script.ts';

/**
 * The security headers' options (DESIGN.md "Security"): a Content-Security-Policy without inline script,
 * `object-src 'none'`, `base-uri 'none'`, plus helmet's defaults (nosniff, frame and referrer policies).
 * Styles may be inline (React style attributes, widget positioning); scripts never, except the one whose hash is
 * listed: the appearance `time`'s first-paint script (`theme-script.ts`, docs/decisions/0029).
 */
const securityOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", timeThemeScriptHash],
      'style-src': ["'self'", "'unsafe-inline'"],
      // Covers: /media/ uploads, blob: for a local file's embedded art, https: for NCM/Meting covers.
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      // The player plays /media/ audio ('self'), a visitor's own local files (blob: URLs) and NCM/Meting
      // audio, which those services hand out as https addresses on CDNs that change (so https:, not a list).
      'media-src': ["'self'", 'blob:', 'https:'],
      'connect-src': ["'self'", 'https:'],
      'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets for `options`, as `{lower-case name: value}`. Computed once by running helmet's
 * middleware on a response that only records headers: none of our values depend on the request (no nonces,
 * no function directives), so every answer gets the same set. Throws when helmet reports a bad option or does
 * not finish synchronously (a directive that would need the request).
 */
export function securityHeadersFor(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not compute the security headers synchronously');
  return Object.freeze(headers);
}

/** The site's security headers (see `securityOptions`), computed once at start. */
export const securityHeaders = securityHeadersFor(securityOptions);

/**
 * The headers that still mean something on a hashed static asset (`/assets/*`: the app's scripts, styles,
 * fonts): `nosniff` (a script or style must be served as one), the resource policy (no other site embeds our
 * files) and the referrer policy (a stylesheet's own `url()` requests follow its response's policy). The rest
 * of `securityHeaders` only acts on documents: a CSP, frame and opener policies, `origin-agent-cluster` are read
 * from the page, never from a script or a stylesheet (we start no workers, whose script's CSP would apply).
 * Leaving them off saves ~0.8 KB on each of the 15-20 asset answers a first visit loads.
 */
export const assetSecurityHeaders: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'].map((name) => [
      name,
      securityHeaders[name] ?? '',
    ]),
  ),
);

/** The path prefix of the built app's hashed, immutable files (Vite's `assets/`). */
export const assetPathPrefix = '/assets/';

/**
 * Adds `securityHeaders` to every answer: API envelopes, pages, static files, media, 404s and errors (a later
 * hook may override one, as `/media/` does with its own sandboxing CSP); a hashed asset under `/assets/` gets
 * `assetSecurityHeaders`, the ones that act on a subresource. A path under `/assets/` that names no file is
 * answered by the page fallback, which sets the full table again (`registerSpa`).
 *
 * Why not `@fastify/helmet`: it rebuilds helmet's middleware on every request (re-parsing the CSP, ~15% of the
 * server's CPU under the article-read bench) and runs two hooks; the values never change, so one synchronous
 * hook copies a frozen table into the reply.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(assetPathPrefix) ? assetSecurityHeaders : securityHeaders);
    done();
  });
}
