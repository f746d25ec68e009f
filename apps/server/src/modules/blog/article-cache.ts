import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { EncodedBody } from '../../http/compression.ts';

/** At most this many serialised articles are kept per database. */
const maxEntries = 200;
/** How long a cached answer may be served, in ms. */
const ttlMs = 10_000;

type Entry = { body: EncodedBody; expiresAt: number };

/**
 * An in-process LRU of serialised `get_article` answers (UTF-8 bytes ready to send, with their brotli and gzip
 * forms once asked for: `EncodedBody`), keyed by article id, one per database handle.
 *
 * Why: an article read is a join plus two neighbour queries; the bench budget for it is ≥ 0.4× a bare Fastify
 * route, which Kysely alone does not reach (DESIGN.md "Toolchain facts"). Articles change rarely.
 * Trade-off: writes made by THIS process clear the cache at once (`clearArticleCache`), but with several
 * processes on one PostgreSQL another process may serve an article up to `ttlMs` (10 s) stale after an edit.
 * A short TTL keeps that window small without any cross-process messaging.
 */
export class ArticleCache {
  private readonly entries = new Map<string, Entry>();
  private clears = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The cached JSON body for `id`, or undefined when absent or older than the TTL. */
  get(id: string): EncodedBody | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    // Re-insert so Map order is least-recently-used first.
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.body;
  }

  /**
   * A token to take before reading an article from the database and to hand to `set` with the answer: a write
   * that clears the cache while the read is in flight makes that answer possibly older than the write, and
   * `set` then drops it instead of serving it for `ttlMs`.
   */
  readToken(): number {
    return this.clears;
  }

  /**
   * Stores `body`, the encoded answer for `id`, for `ttlMs`, unless the cache was cleared since `token` was
   * taken (`readToken`); evicts the least recently used beyond `maxEntries`.
   */
  set(id: string, body: EncodedBody, token: number = this.clears): void {
    if (token !== this.clears) return;
    this.entries.delete(id);
    this.entries.set(id, { body, expiresAt: this.now() + ttlMs });
    while (this.entries.size > maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets every answer, and every read still in flight (see `readToken`). */
  clear(): void {
    this.clears += 1;
    this.entries.clear();
  }
}

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
