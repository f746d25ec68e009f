import type { LinkRefreshSummary } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { cacheAvatar } from './avatars.ts';
import { readFeed } from './feed-read.ts';
import { type SafeFetchOptions, safeFetch } from './safe-fetch.ts';
import { type EntryRow, linksReadCacheFor } from './store.ts';

/**
 * One refresh round of the links section (decision 0025): every entry's feed is read (conditionally: ETag /
 * Last-Modified; a 304 stores nothing), its new posts stored; every entry's link is checked; missing avatars are
 * fetched. Each entry's work is isolated: one bad feed, link or avatar is recorded on its entry and never stops the
 * others. At most `concurrency` entries are worked on at once.
 */

type Db = Kysely<Database>;

export type RefreshOptions = Config['links'] & {
  mediaDir: string;
  /** The clock (ms). */
  now: () => number;
  /** Stops the round's fetches (the scheduler's stop). */
  signal?: AbortSignal;
  /** Entries worked on at once (default 4). */
  concurrency?: number;
};

const fetchOptions = (o: RefreshOptions): Omit<SafeFetchOptions, 'maxBytes'> => ({
  timeoutMs: o.fetchTimeoutMs,
  maxRedirects: o.maxRedirects,
  allowPrivate: o.allowPrivateAddresses,
  ...(o.signal && { signal: o.signal }),
});

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Reads `entry`'s feed and stores its new posts (a post already stored under its guid or link keeps its row).
 * Records the outcome on the entry: success time and validators, or the error and its time. Never throws.
 * Answers whether it succeeded.
 */
export async function refreshFeed(db: Db, entry: EntryRow, o: RefreshOptions): Promise<boolean> {
  const at = new Date(o.now()).toISOString();
  try {
    const answer = await safeFetch(entry.feed_url, {
      ...fetchOptions(o),
      maxBytes: o.fetchMaxBytes,
      etag: entry.feed_etag,
      lastModified: entry.feed_last_modified,
      accept: 'application/atom+xml, application/rss+xml, application/feed+json, application/xml;q=0.9, */*;q=0.5',
    });
    if (answer.status !== 304) {
      const posts = readFeed(answer.body.toString('utf8'), answer.url);
      await db.transaction().execute(async (trx) => {
        for (const post of posts) {
          const published = post.publishedAt;
          await trx
            .insertInto('link_posts')
            .values({
              entry_id: entry.id,
              post_key: post.key,
              title: post.title,
              url: post.url,
              excerpt: post.excerpt,
              published_at: published,
              // A date in the future would pin a post at the river's top: it sorts as fetched.
              sort_date: published !== null && published < at ? published : at,
              fetched_at: at,
            })
            .onConflict((oc) => oc.columns(['entry_id', 'post_key']).doNothing())
            .execute();
        }
      });
    }
    const etag = answer.headers.etag;
    const lastModified = answer.headers['last-modified'];
    await db
      .updateTable('link_entries')
      .set({
        feed_checked_at: at,
        feed_success_at: at,
        ...(answer.status !== 304 && {
          feed_etag: typeof etag === 'string' ? etag.slice(0, 500) : null,
          feed_last_modified: typeof lastModified === 'string' ? lastModified.slice(0, 100) : null,
        }),
      })
      .where('id', '=', entry.id)
      .execute();
    return true;
  } catch (error) {
    await db
      .updateTable('link_entries')
      .set({ feed_checked_at: at, feed_error: message(error), feed_error_at: at })
      .where('id', '=', entry.id)
      .execute();
    return false;
  }
}

/**
 * Checks that `entry`'s link answers (status and headers only; redirects followed within the cap). A success
 * clears the run of failures; a failure starts one (`link_failing_since`) or continues it. Never throws. Answers
 * whether it succeeded.
 */
export async function checkLink(db: Db, entry: EntryRow, o: RefreshOptions): Promise<boolean> {
  const at = new Date(o.now()).toISOString();
  let okay = true;
  try {
    await safeFetch(entry.link, { ...fetchOptions(o), maxBytes: o.fetchMaxBytes, headOnly: true });
  } catch {
    // A stop is no verdict on the site.
    if (o.signal?.aborted) return false;
    okay = false;
  }
  await db
    .updateTable('link_entries')
    .set(
      okay
        ? { link_checked_at: at, link_ok_at: at, link_failing_since: null }
        : { link_checked_at: at, link_failing_since: entry.link_failing_since ?? at },
    )
    .where('id', '=', entry.id)
    .execute();
  return okay;
}

/** Fetches `entry`'s avatar when it has a source and no stored copy yet. Never throws. */
export async function refreshAvatar(db: Db, entry: EntryRow, o: RefreshOptions): Promise<void> {
  if (entry.avatar_source === '' || entry.avatar !== '') return;
  try {
    const path = await cacheAvatar(entry.avatar_source, o.mediaDir, fetchOptions(o));
    // Only when the source is still the one fetched (an edit during the fetch wins).
    await db
      .updateTable('link_entries')
      .set({ avatar: path })
      .where('id', '=', entry.id)
      .where('avatar_source', '=', entry.avatar_source)
      .execute();
  } catch {
    // The card shows its fallback initial; the next round tries again.
  }
}

/** Runs `work` over `items` with at most `limit` at once. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/** One round over every entry (see the file's comment). Answers how many feeds and links were tried and failed. */
export async function refreshLinks(db: Db, o: RefreshOptions): Promise<LinkRefreshSummary> {
  const rows = await db.selectFrom('link_entries').selectAll().orderBy('id').execute();
  const summary: LinkRefreshSummary = { feeds: 0, feed_errors: 0, links: 0, link_errors: 0 };
  await eachLimited(rows, o.concurrency ?? 4, async (entry) => {
    if (o.signal?.aborted) return;
    if (entry.feed_url !== '') {
      summary.feeds += 1;
      if (!(await refreshFeed(db, entry, o))) summary.feed_errors += 1;
    }
    summary.links += 1;
    if (!(await checkLink(db, entry, o))) summary.link_errors += 1;
    await refreshAvatar(db, entry, o);
  });
  linksReadCacheFor(db).clear();
  return summary;
}

const rounds = new WeakMap<Db, Promise<LinkRefreshSummary>>();

/**
 * `refreshLinks`, once at a time per database handle: while a round runs (the schedule's or the admin's), another
 * call joins it instead of fetching every site a second time.
 */
export function refreshLinksOnce(db: Db, o: RefreshOptions): Promise<LinkRefreshSummary> {
  const running = rounds.get(db);
  if (running) return running;
  const round = refreshLinks(db, o).finally(() => rounds.delete(db));
  rounds.set(db, round);
  return round;
}

/**
 * Starts the refresh schedule: a first round after a random 0–`refreshJitterMs` wait (so several servers started
 * together do not call a site at once), then one every `refreshIntervalMs` plus a random 0–`refreshJitterMs`.
 * Rounds never overlap. A failing round is logged and the schedule goes on. Answers `stop`, which cancels the
 * wait and the fetches in flight and resolves once the current round has ended.
 */
export function startLinksScheduler(
  db: Db,
  o: Omit<RefreshOptions, 'signal'>,
  log: { error: (data: unknown, text: string) => void },
): () => Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const wait = (ms: number) => {
    timer = setTimeout(() => {
      running = refreshLinksOnce(db, { ...o, signal: controller.signal })
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, 'Links refresh round failed; the next round tries again'),
        )
        .finally(() => {
          if (!controller.signal.aborted) wait(o.refreshIntervalMs + Math.random() * o.refreshJitterMs);
        });
    }, ms);
    timer.unref();
  };
  wait(Math.random() * o.refreshJitterMs);
  return async () => {
    controller.abort();
    clearTimeout(timer);
    await running;
  };
}
