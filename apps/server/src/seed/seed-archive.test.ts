import type { ArchiveItem } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveArchiveItem } from '../modules/archive/write-service.ts';
import { createTestApp, createTestDb, type TestDb } from '../test/db.ts';
import { seedIfNeeded } from './seed.ts';

const itemIds = async (db: TestDb) =>
  (await db.db.selectFrom('archive_items').select('id').orderBy('id').execute()).map((r) => r.id);

describe('seed: the demo archive', () => {
  it('a fresh site gets real films, series, games and products, readable through the API', async () => {
    const { app, db, close } = await createTestApp();
    try {
      const now = new Date('2026-06-15T12:00:00Z');
      expect(await seedIfNeeded(db, now)).toBe(true);
      const ids = await itemIds(db);
      expect(ids.length).toBeGreaterThanOrEqual(6);
      const res = await app.inject({ method: 'GET', url: '/api/archive/get_item.php?id=demo-spirited-away' });
      const body = res.json() as { status: string; data: ArchiveItem };
      expect(body.status).toBe('success');
      expect(body.data).toMatchObject({
        kind: 'movie',
        titles: { en: 'Spirited Away' },
        year: 2001,
        regions: ['JP'],
        movie: { type: 'anime_movie', directors: ['Hayao Miyazaki'], runtime_minutes: 125 },
      });
      // Finished 400 and 12 days before the seed: the later one is a rewatch, and the latest is "finished on".
      expect(body.data.viewings).toEqual([
        { date: '2025-05-11', rewatch: false },
        { date: '2026-06-03', rewatch: true },
      ]);
      expect(body.data.finished_on).toBe('2026-06-03');
      expect(body.data.review_html).toContain('<details');
      const kinds = await db.db.selectFrom('archive_items').select('kind').distinct().orderBy('kind').execute();
      expect(kinds.map((k) => k.kind)).toEqual(['game', 'movie', 'product']);
    } finally {
      await close();
    }
  });

  describe('beside an archive imported before the first start', () => {
    let db: TestDb;
    beforeAll(async () => {
      db = await createTestDb();
    });
    afterAll(async () => db.cleanup());

    it('adds no demo item to it', async () => {
      const own = await saveArchiveItem(
        db.db,
        {
          kind: 'game',
          title: 'Outer Wilds',
          titles: {},
          year: 2019,
          release_date: null,
          cover_url: '',
          regions: [],
          tags: [],
          links: [],
          status: 'done',
          viewings: [],
          level: 6,
          source_rating: null,
          comment: '',
          review: '',
          game: {
            genres: ['avg'],
            platforms: [],
            developer: 'Mobius Digital',
            publisher: 'Annapurna Interactive',
            play_hours: 20,
          },
        },
        '2026-01-01T00:00:00.000Z',
      );
      expect(await seedIfNeeded(db)).toBe(true);
      expect(await itemIds(db)).toEqual([own.id]);
    });
  });
});
