import type { Background } from '@site/contracts';
import { type ApiWrite, areaOf } from './api-writes.ts';
import type { EncodedBody } from './compression.ts';

/**
 * The server-rendered pages' HTML, cached (issue 21 point 5; docs/decisions/0030). A render costs ~50–200 ms of
 * the one JS thread (several React passes); a cached page is sent like a cached API answer.
 */

/** A page as sent: its HTML (with its compressed forms and hash), its status, and the areas it was made from. */
export type CachedPage = {
  body: EncodedBody;
  /**
   * 200; 404 for a route's page that names nothing (an unknown article) or an address of no route; 301 for an
   * address that moved (`location`, with an empty body).
   */
  status: 200 | 301 | 404;
  /** Where a 301 sends the client. */
  location?: string;
  /** The API areas (api-writes.ts) whose answers the page shows: a write to one of them makes it stale. */
  areas: ReadonlySet<string>;
  /** The addresses of the API calls its render made (page-render.ts), for a write that names what it changed. */
  reads: readonly string[];
};

/** What a page's HTML depends on besides the database: the visitor's settings the server knows (0029). */
export type PageVariant = {
  /** Path and query as asked. */
  url: string;
  language: string;
  appearance: string;
  /** The theme colour of the `color` cookie (`#rrggbb`), undefined for the default [THEME-07]. */
  color?: string;
  /** The home page's background picked for this visit [SITE-02]: one HTML per picture of the pool. */
  background?: Background;
};

/** The cache key of `variant`: every part that changes the HTML, separated by a character no part holds. */
export function pageKey(variant: PageVariant): string {
  const background = variant.background ? JSON.stringify(variant.background) : '';
  return `${variant.language}\n${variant.appearance}\n${variant.color ?? ''}\n${background}\n${variant.url}`;
}

/**
 * The areas a page at `path` rendered from the API calls `reads` (page-render.ts) shows: each call's area, and the
 * area its own address names (`/blog/…` → `blog`), which its head was read from (spa.ts `pageHead`).
 * @example pageAreas('/blog/articles/a', ['/api/blog/get_article.php?id=a', '/api/comments/get_comments.php?target=x'])
 *   → Set {'blog', 'comments'}
 */
export function pageAreas(path: string, reads: readonly string[]): Set<string> {
  const areas = new Set<string>();
  const own = /^\/([^/?]+)/.exec(path)?.[1];
  if (own !== undefined) areas.add(own);
  for (const read of reads) {
    const area = areaOf(read);
    if (area !== undefined) areas.add(area);
  }
  return areas;
}

/** The cache's bounds and clock. */
export type PageCacheOptions = {
  /** At most this many pages (default 500). */
  maxEntries?: number;
  /** At most this many bytes of HTML, uncompressed (default 64 MiB). */
  maxBytes?: number;
  /**
   * How long a page may be served, in ms (default 10 s): the bound on how stale a page is after a write this
   * process does not see (the import CLI, another server process on the same PostgreSQL, the links' feed rounds),
   * and on how far a cached page's clocks are behind before they tick on.
   */
  ttlMs?: number;
  now?: () => number;
};

type Entry = { page: CachedPage; expiresAt: number };

/**
 * An LRU of rendered pages by `pageKey`, bounded by count and bytes, each served for `ttlMs`. `take` renders a
 * missing page once however many requests ask for it at the same time (a render is ~100 ms; twenty visitors on a
 * cold page would otherwise queue twenty renders). `forget` drops the pages a write made stale, by area; a page
 * whose render was under way when any write landed is handed to its requests but not kept (it may show the data
 * from before the write).
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly making = new Map<string, Promise<CachedPage>>();
  private bytes = 0;
  private writes = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** The page cached under `key`, unless absent or older than the TTL. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    // Re-inserted: the Map's order is least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /**
   * The page under `key`: the cached one, else the one `make` makes, kept when `make` says so (not a page whose
   * render failed) and no write landed while it was made. Concurrent calls for one key share one `make`.
   */
  async take(key: string, make: () => Promise<{ page: CachedPage; keep: boolean }>): Promise<CachedPage> {
    const cached = this.get(key);
    if (cached) return cached;
    const pending = this.making.get(key);
    if (pending) return pending;
    const writes = this.writes;
    const making = make().then(({ page, keep }) => {
      if (keep && writes === this.writes) this.set(key, page);
      return page;
    });
    this.making.set(key, making);
    try {
      return await making;
    } finally {
      this.making.delete(key);
    }
  }

  /**
   * Drops every page `write` made stale: all for `all`; else those showing one of its areas, and when it names the
   * answers it changed (`write.changes`), only those that read one of them. Every page being made is not kept.
   */
  forget(write: ApiWrite): void {
    this.writes += 1;
    const { areas, changes } = write;
    for (const [key, entry] of this.entries) {
      const { page } = entry;
      const stale =
        areas === 'all' ||
        (changes
          ? page.reads.some((read) => areas.includes(areaOf(read) ?? '') && changes(read))
          : areas.some((area) => page.areas.has(area)));
      if (stale) this.remove(key, entry);
    }
  }

  /** How many pages are kept (tests, the bench's report). */
  get size(): number {
    return this.entries.size;
  }

  private set(key: string, page: CachedPage): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const size = page.body.identity.length;
    if (size > this.maxBytes) return;
    this.entries.set(key, { page, expiresAt: this.now() + this.ttlMs });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.page.body.identity.length;
  }
}
