/** Options of a `TtlCache`: its bounds and clock. */
export type TtlCacheOptions<T> = {
  /** Entries kept at most (default 500). */
  maxEntries?: number;
  /** Bytes kept at most, as `sizeOf` measures them (default 16 MiB); a larger value is never kept. */
  maxBytes?: number;
  /** A value's size in bytes (default `approximateBytes`). */
  sizeOf?: (value: T) => number;
  /** The clock in milliseconds (tests). */
  now?: () => number;
};

/** The default byte bound of a `TtlCache`: 16 MiB. */
export const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The memory a value holds, estimated as 2 bytes per UTF-16 code unit of its JSON text (of the string itself
 * for a string): what the upstream wrote, as V8 keeps two-byte strings. An estimate for a bound, not a count.
 *
 * @example approximateBytes('abc') // 6
 */
export function approximateBytes(value: unknown): number {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (text?.length ?? 0) * 2;
}

/**
 * A small in-memory cache with a time to live, for upstream answers that rarely change (lyrics, playlists).
 * Per process (DESIGN.md "Data": nothing here is state a second process needs). Bounded in entries and in bytes
 * (an upstream chooses how large its answers are, issue 15): the oldest entries go until both bounds hold, and a
 * value larger than the byte bound is not stored at all. Every operation is O(1) amortised (a `Map` in
 * insertion order, which is also expiry order since every entry lives `ttl_ms`).
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires_ms: number; bytes: number }>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: T) => number;
  private readonly now: () => number;
  private totalBytes = 0;

  constructor(
    private readonly ttl_ms: number,
    options: TtlCacheOptions<T> = {},
  ) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? DEFAULT_CACHE_BYTES;
    this.sizeOf = options.sizeOf ?? approximateBytes;
    this.now = options.now ?? Date.now;
  }

  /** The bytes held now, as `sizeOf` measured them. */
  get bytes(): number {
    return this.totalBytes;
  }

  /** The entries held now (expired ones included until they are read or pushed out). */
  get size(): number {
    return this.entries.size;
  }

  /** The value stored under `key`, or undefined when absent or expired. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires_ms <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores `value` under `key` for `ttl_ms`, pushing out the oldest entries to stay within both bounds. */
  set(key: string, value: T): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    const now = this.now();
    for (const [oldest, entry] of this.entries) {
      const full = this.entries.size >= this.maxEntries || this.totalBytes + bytes > this.maxBytes;
      if (!full && entry.expires_ms > now) break;
      this.delete(oldest);
    }
    this.entries.set(key, { value, expires_ms: now + this.ttl_ms, bytes });
    this.totalBytes += bytes;
  }

  /** `get(key)`, else `load()` stored when `keep` accepts it. */
  async through(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (keep(value)) this.set(key, value);
    return value;
  }

  /** Forgets every entry. */
  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
