import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers (DESIGN.md "Security"): a Content-Security-Policy without inline script,
 * `object-src 'none'`, `base-uri 'none'`, plus helmet's defaults (nosniff, frame and referrer policies).
 * Styles may be inline (React style attributes, widget positioning); scripts never.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
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
  });
}
