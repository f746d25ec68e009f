import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { robotsTxt, sitemapEntries, sitemapXml } from './service.ts';

/**
 * `/sitemap.xml`, every page search engines should know of (cached 10 minutes, like the feeds), and
 * `/robots.txt`, which points at it: crawlers find new articles without following links.
 */
export function registerSitemapRoutes(app: FastifyInstance, { config, db: { db } }: AppDeps): void {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(await sitemapEntries(db, config.siteUrl))),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(config.siteUrl)),
  );
}
