import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AnswerCache } from '../../http/answer-cache.ts';

const caches = new WeakMap<Kysely<Database>, AnswerCache>();
const countCaches = new WeakMap<Kysely<Database>, AnswerCache<number>>();

/**
 * The cache of the archive's read answers (list pages, items, overviews) of database handle `db`, keyed by the
 * request's path and query as sent (see `AnswerCache`: at most 200, up to 10 s stale in another process). A write
 * can change any list page and the overview, so every archive write of this process clears it whole
 * (`clearArchiveReadCache`).
 */
export function archiveReadCacheFor(db: Kysely<Database>): AnswerCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * The cache of list totals of `db`, keyed by the filters alone: every page and sort of one filter shares its
 * count, the costliest statement of a list page. Cleared with the answers.
 */
export function archiveCountCacheFor(db: Kysely<Database>): AnswerCache<number> {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new AnswerCache<number>();
    countCaches.set(db, cache);
  }
  return cache;
}

/** Forgets every cached archive answer and count of `db`; every archive write of this process calls it. */
export function clearArchiveReadCache(db: Kysely<Database>): void {
  caches.get(db)?.clear();
  countCaches.get(db)?.clear();
}
