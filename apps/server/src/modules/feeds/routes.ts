import { feedPaths } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { buildFeed } from './service.ts';

/** RSS 2.0 at `/feed/rss.xml` and Atom 1.0 at `/feed/atom.xml` (contracts `feedPaths`), cached 10 minutes. */
export function registerFeedRoutes(app: FastifyInstance, { config, db: { db } }: AppDeps): void {
  app.get(feedPaths.rss, async (_request, reply) => {
    const feed = await buildFeed(db, config.siteUrl);
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/rss+xml; charset=utf-8')
      .send(feed.rss2());
  });
  app.get(feedPaths.atom, async (_request, reply) => {
    const feed = await buildFeed(db, config.siteUrl);
    return reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/atom+xml; charset=utf-8')
      .send(feed.atom1());
  });
}
