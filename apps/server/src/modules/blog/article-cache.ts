import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AnswerCache } from '../../http/answer-cache.ts';

/** The blog's cache of `get_article` answers, keyed by article id (see `AnswerCache`). */
export const ArticleCache = AnswerCache;
export type ArticleCache = AnswerCache;

const caches = new WeakMap<Kysely<Database>, ArticleCache>();

/** The cache belonging to database handle `db` (tests open several databases in one process). */
export function articleCacheFor(db: Kysely<Database>): ArticleCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ArticleCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets every cached article of `db`; every article or category write of this process calls it. */
export function clearArticleCache(db: Kysely<Database>): void {
  caches.get(db)?.clear();
}
