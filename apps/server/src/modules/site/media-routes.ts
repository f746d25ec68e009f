import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { serverRoot } from '../../server-root.ts';

/** The project-made background artworks shipped with the server (no network needed to show them). */
export const backgroundsDir = resolve(serverRoot, 'assets/backgrounds');

/** URL prefix under which the shipped backgrounds are served. */
export const backgroundsUrlPrefix = '/media/backgrounds/';

/**
 * Serves the shipped SVG backgrounds at `/media/backgrounds/<file>.svg` from memory (they are a few KB
 * each), as `image/svg+xml` with a day of caching. SVG can carry script, so each answer gets its own
 * `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'` and nosniff: opened directly,
 * nothing in it runs. Unknown names get the 404 envelope-free plain 404.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  const files = new Map<string, Buffer>();
  for (const name of readdirSync(backgroundsDir)) {
    if (name.endsWith('.svg')) files.set(name, readFileSync(resolve(backgroundsDir, name)));
  }
  app.get<{ Params: { name: string } }>(`${backgroundsUrlPrefix}:name`, async (request, reply) => {
    const file = files.get(request.params.name);
    if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml')
      .send(file);
  });
}

/** File names of the shipped backgrounds, sorted (the seed's pool). */
export function shippedBackgrounds(): string[] {
  return readdirSync(backgroundsDir)
    .filter((name) => name.endsWith('.svg'))
    .sort();
}
