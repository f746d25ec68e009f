import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AnswerCache } from '../../http/answer-cache.ts';

const caches = new WeakMap<Kysely<Database>, AnswerCache>();

/**
 * The cache of current `get_item` answers of database handle `db`, keyed by the id asked for (see `AnswerCache`:
 * up to 10 s stale in another process). Any wiki write can change any page's answer (backlinks, red links,
 * embeds), so every write of this process clears it whole (`clearWikiItemCache`).
 */
export function wikiItemCacheFor(db: Kysely<Database>): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets every cached wiki item of `db`; every wiki write of this process calls it. */
export function clearWikiItemCache(db: Kysely<Database>): void {
  caches.get(db)?.clear();
}
