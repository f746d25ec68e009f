import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { clearArticleCache } from './article-cache.ts';

type Db = Kysely<Database>;

/**
 * Publishes every scheduled article whose `publish_at` (ISO 8601, UTC) is at or before `now` (ms since the epoch):
 * its status becomes `published`, its date the time it was scheduled for, and it enters the search index, in one
 * transaction per article. Safe with several processes on one PostgreSQL: each article is published by an UPDATE
 * that still requires `status = 'scheduled' AND publish_at <= now`, so only one process wins it and the others
 * change nothing. Answers the ids this call published (issue 23 point 2). Throws on a database error (the articles
 * published before it stay published).
 */
export async function publishDueArticles(db: Db, now: number): Promise<string[]> {
  const at = new Date(now).toISOString();
  const due = await db
    .selectFrom('articles')
    .select(['id', 'publish_at'])
    .where('status', '=', 'scheduled')
    .where('publish_at', '<=', at)
    .orderBy('publish_at')
    .execute();
  const published: string[] = [];
  for (const { id, publish_at } of due) {
    const won = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('articles')
        .set({ status: 'published', date: publish_at ?? at, publish_at: null, modified_at: at })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .where('publish_at', '<=', at)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await syncSearchDocuments(trx, 'article', [id]);
      return true;
    });
    if (won) published.push(id);
  }
  if (published.length > 0) clearArticleCache(db);
  return published;
}

/** When the next scheduled article is due, in ms since the epoch, or undefined when none is scheduled. */
export async function nextPublishTime(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('articles')
    .select('publish_at')
    .where('status', '=', 'scheduled')
    .where('publish_at', 'is not', null)
    .orderBy('publish_at')
    .limit(1)
    .executeTakeFirst();
  return row?.publish_at ? Date.parse(row.publish_at) : undefined;
}

/**
 * The longest the scheduler sleeps, in ms: another process on the same PostgreSQL may schedule an article this
 * one did not see, so it looks again at least this often.
 */
export const schedulerMaxSleepMs = 30_000;

/** Options of `startArticleScheduler`. */
export type SchedulerOptions = {
  /** The clock, ms since the epoch (config.now). */
  now: () => number;
  /** Told the ids published by each round that published any (to forget cached pages and answers). */
  onPublished: (ids: string[]) => void;
  /** Told a round's database error; the next round tries again. */
  onError: (error: unknown) => void;
};

/**
 * A running scheduler: `started` settles after the first round (the check on start), `poke` re-reads the schedule
 * now (after a save), `stop` ends it (awaits a running round).
 */
export type ArticleScheduler = { started: Promise<void>; poke: () => void; stop: () => Promise<void> };

/**
 * Publishes scheduled articles at their time (issue 23 point 2): a round at once (the check on start: a post due
 * while the server was down goes out now), then a timer set to the next `publish_at`, never longer than
 * `schedulerMaxSleepMs`. Rounds never overlap; `poke` (a save that schedules or unschedules) runs a round now.
 * Timers are `unref`'d: the scheduler never keeps the process alive.
 */
export function startArticleScheduler(db: Db, options: SchedulerOptions): ArticleScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const round = async () => {
    try {
      const ids = await publishDueArticles(db, options.now());
      if (ids.length > 0) options.onPublished(ids);
      const next = await nextPublishTime(db);
      return next === undefined
        ? schedulerMaxSleepMs
        : Math.min(Math.max(next - options.now(), 0), schedulerMaxSleepMs);
    } catch (error) {
      if (!stopped) options.onError(error);
      return schedulerMaxSleepMs;
    }
  };
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = undefined;
    running = round().then((sleepMs) => {
      running = undefined;
      if (stopped) return;
      if (again) {
        again = false;
        run();
        return;
      }
      // A due time a few ms ahead: wake just after it, so the UPDATE's `publish_at <= now` holds.
      timer = setTimeout(run, sleepMs + 5);
      timer.unref();
    });
  };
  run();
  const started = running ?? Promise.resolve();
  return {
    started,
    poke: run,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
