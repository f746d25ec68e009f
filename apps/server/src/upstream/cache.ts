/**
 * A small in-memory cache with a time to live, for upstream answers that rarely change (lyrics, playlists).
 * Per process (DESIGN.md "Data": nothing here is state a second process needs); the oldest entry goes when
 * `maxEntries` is reached.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires_ms: number }>();

  constructor(
    private readonly ttl_ms: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  /** The value stored under `key`, or undefined when absent or expired. */
  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires_ms <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires_ms: this.now() + this.ttl_ms });
  }

  /** `get(key)`, else `load()` stored when `keep` accepts it. */
  async through(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    if (keep(value)) this.set(key, value);
    return value;
  }
}
