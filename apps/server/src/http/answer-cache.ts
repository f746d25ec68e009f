import type { FastifyInstance } from 'fastify';
import { EncodedBody, sendEncodedJson } from './compression.ts';
import { ok } from './envelope.ts';

/** At most this many answers are kept per cache. */
const maxEntries = 200;
/** How long a cached answer may be served, in ms. */
const ttlMs = 10_000;

type Entry<T> = { body: T; expiresAt: number };

/**
 * An in-process LRU of serialised answers (UTF-8 bytes ready to send, with their brotli and gzip forms once asked
 * for: `EncodedBody`), keyed by a string (an article's or a wiki page's id). Used by the blog's `get_article` and
 * the wiki's `get_item`; the archive also keeps its list counts in one (`T` = number).
 *
 * Why: a read is several queries; the bench budget for article and wiki reads is a share of a bare Fastify route,
 * which Kysely alone does not reach (DESIGN.md "Toolchain facts"). Pages change rarely.
 * Trade-off: writes made by THIS process clear the cache at once, but with several processes on one PostgreSQL
 * another process may serve an answer up to `ttlMs` (10 s) stale after an edit. A short TTL keeps that window
 * small without any cross-process messaging.
 */
export class AnswerCache<T = EncodedBody> {
  private readonly entries = new Map<string, Entry<T>>();
  private clears = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The cached body for `id`, or undefined when absent or older than the TTL. */
  get(id: string): T | undefined {
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
   * A token to take before reading from the database and to hand to `set` with the answer: a write
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
  set(id: string, body: T, token: number = this.clears): void {
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

/**
 * Registers `GET path` on `api` answered through `cache`, keyed by the whole address asked for (path and query):
 * a hit is sent as it was stored; a miss runs `load` with the request's query (which validates it: a bad query
 * throws its 400 envelope and is never stored), stores the `ok` envelope of its answer, unless the cache was
 * cleared while it read (`readToken`), and sends it. Used by the archive's, the links' and the search's reads.
 */
export function registerCachedRead(
  api: FastifyInstance,
  cache: AnswerCache,
  path: string,
  load: (query: unknown) => Promise<unknown>,
): void {
  api.get(path, async (request, reply) => {
    const hit = cache.get(request.url);
    if (hit !== undefined) return sendEncodedJson(request, reply, hit);
    const token = cache.readToken();
    const body = new EncodedBody(Buffer.from(JSON.stringify(ok(await load(request.query)))));
    cache.set(request.url, body, token);
    return sendEncodedJson(request, reply, body);
  });
}
