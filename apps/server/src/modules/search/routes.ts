import { searchInstantQuerySchema, searchQuerySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { AnswerCache, registerCachedRead } from '../../http/answer-cache.ts';
import { EncodedBody } from '../../http/compression.ts';
import { sendConditional } from '../../http/conditional.ts';
import type { AppDeps } from '../../http/deps.ts';
import { parseInput } from '../../http/envelope.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { openSearchDescription, openSearchType } from './opensearch.ts';
import { searchRunnerFor } from './runner.ts';

/**
 * The site search's calls under `/api/search/` (contracts `search.ts`, issue 22): `search.php` and `instant.php`,
 * for everyone. Bad input (contracts' schemas): a 400 envelope naming the field. Answers are cached per address
 * (`AnswerCache`, 10 s) and the cache is cleared by every API write of this process (a write to any area may
 * change what a search finds); the index itself is in step with each write's transaction (search-index/sync.ts).
 */
export function registerSearchRoutes(api: FastifyInstance, { config, db, writes }: AppDeps): void {
  const runner = searchRunnerFor(db, config, (message) => api.log.error(message));
  api.addHook('onClose', async () => runner.close());
  // A listening server loads the search worker at once, so the first visitor's search does not wait for it (tests
  // that only inject never listen, and start it on their first search).
  api.addHook('onListen', async () => runner.warm());
  const cache = new AnswerCache(() => config.now());
  writes.listen(() => cache.clear());
  const now = () => new Date(config.now());

  const cachedRead = (path: string, load: (query: unknown) => Promise<unknown>) =>
    registerCachedRead(api, cache, path, load);

  cachedRead('/search/search.php', async (query) => runner.page(parseInput(searchQuerySchema, query), now()));
  cachedRead('/search/instant.php', async (query) =>
    runner.instant(parseInput(searchInstantQuerySchema, query).q, now()),
  );
}

/** `GET /opensearch.xml`: the OpenSearch 1.1 description (opensearch.ts), with the site's name from the settings. */
export function registerOpenSearchRoute(app: FastifyInstance, { config, db: { db } }: AppDeps): void {
  app.get('/opensearch.xml', async (request, reply) => {
    const { name } = await getSiteInfo(db);
    const body = new EncodedBody(Buffer.from(openSearchDescription(name, config.siteUrl)));
    return sendConditional(request, reply, body, { type: openSearchType, cacheControl: 'public, max-age=3600' });
  });
}
