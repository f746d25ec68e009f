import { feedPaths, feedQuerySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { atomWithEntryLanguages, atomWithLanguage } from '../../feeds/language.ts';
import type { AppDeps } from '../../http/deps.ts';
import { found, parseInput } from '../../http/envelope.ts';
import { buildFeed } from './feeds.ts';

/**
 * RSS 2.0 at `/feed/rss.xml` and Atom 1.0 at `/feed/atom.xml` (contracts `feedPaths`, `feedPath`), cached 10
 * minutes, declaring the language of its articles (`BlogFeed`; the site's, config SITE_LANGUAGE, where unknown): the
 * whole blog's, or a category's (`?category=<id>`, with its descendants) or a tag's (`?tag=<tag>`).
 * A bad query answers a 400 envelope naming the field; an unknown category 404 `category_not_found`, a tag no
 * article carries 404 `not_found`.
 */
export function registerFeedRoutes(app: FastifyInstance, { config, db: { db } }: AppDeps): void {
  for (const [path, format] of [
    [feedPaths.rss, 'rss'],
    [feedPaths.atom, 'atom'],
  ] as const) {
    app.get(path, async (request, reply) => {
      const query = parseInput(feedQuerySchema, request.query);
      const { feed, language, itemLanguages } = found(
        await buildFeed(db, config.siteUrl, query, config.siteLanguage),
        query.category !== undefined ? 'category_not_found' : 'not_found',
      );
      return reply
        .header('Cache-Control', 'public, max-age=600')
        .type(format === 'rss' ? 'application/rss+xml; charset=utf-8' : 'application/atom+xml; charset=utf-8')
        .send(
          format === 'rss'
            ? feed.rss2()
            : atomWithEntryLanguages(atomWithLanguage(feed.atom1(), language), language, itemLanguages),
        );
    });
  }
}
