import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../http/media.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { feeds, serve, startFakeSite, testLinksConfig } from './links-test-helpers.ts';
import { startLinksScheduler } from './refresh.ts';
import { saveEntry } from './write-service.ts';

type Site = Awaited<ReturnType<typeof startFakeSite>>;

/** The refresh schedule: rounds repeat at the interval, and stop ends them (no request after it). */
describe('links scheduler', () => {
  let db: TestDb;
  let site: Site;
  beforeAll(async () => {
    db = await createTestDb();
    site = await startFakeSite({
      '/': serve('text/html', 'home'),
      '/rss.xml': serve('application/rss+xml', feeds.rss),
    });
    const now = '2026-03-01T12:00:00.000Z';
    await saveEntry(
      db.db,
      {
        name: 'Ana',
        avatar: '',
        colour: '',
        description: '',
        link: site.url('/'),
        kind: 'following',
        class_id: null,
        feed_url: site.url('/rss.xml'),
      },
      now,
      Date.parse(now),
    );
  });
  afterAll(async () => {
    await site.close();
    await db.cleanup();
  });

  it('runs a round, then one per interval, and none after stop', async () => {
    const errors: unknown[] = [];
    const stop = startLinksScheduler(
      db.db,
      {
        ...testLinksConfig,
        refreshIntervalMs: 100,
        refreshJitterMs: 20,
        mediaDir: mediaDirOf(db.config),
        now: Date.now,
      },
      { error: (data) => errors.push(data) },
    );
    const feedReads = () => site.requests.filter((r) => r.path === '/rss.xml').length;
    for (let waited = 0; feedReads() < 2 && waited < 5000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    await stop();
    const reads = feedReads();
    expect(reads).toBeGreaterThanOrEqual(2);
    const posts = await db.db.selectFrom('link_posts').select('id').execute();
    expect(posts).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 300));
    expect(feedReads()).toBe(reads);
    expect(errors).toEqual([]);
  });
});
