import { articleSchema, envelopeSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../cli/import/import-folder.ts';
import {
  markdownRendererKey,
  markdownRendererVersion,
  rerenderStaleArticles,
  upsertArticle,
} from '../modules/blog/write-service.ts';
import { getSetting } from '../settings/site-settings.ts';
import { createTestApp, createTestDb, type TestDb } from '../test/db.ts';
import { demoArticles } from './demo-articles.ts';
import { seedIfNeeded } from './seed.ts';

const count = async (db: TestDb, table: 'articles' | 'categories' | 'backgrounds' | 'site_settings') =>
  Number(
    (
      await db.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('seed', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it('seeds after an import (it keys on seeded_at, not on an empty articles table) and only once', async () => {
    await importFolder(db, '/work/shared/fixtures/blog');
    expect(await seedIfNeeded(db)).toBe(true);
    const counts = [await count(db, 'articles'), await count(db, 'categories'), await count(db, 'backgrounds')];
    expect(counts).toEqual([15 + demoArticles.length, 4, 4]);
    expect(await seedIfNeeded(db)).toBe(false);
    expect([await count(db, 'articles'), await count(db, 'categories'), await count(db, 'backgrounds')]).toEqual(
      counts,
    );
  });

  it('the demo articles have a table, highlighted code, a footnote and an outline', async () => {
    const rows = await db.db
      .selectFrom('articles')
      .selectAll()
      .where(
        'id',
        'in',
        demoArticles.map((a) => a.id),
      )
      .execute();
    for (const row of rows) {
      expect(row.html, row.id).toContain('<table>');
      expect(row.html, row.id).toContain('data-footnotes');
      expect(JSON.parse(row.toc).length, row.id).toBeGreaterThanOrEqual(2);
    }
    expect(rows.filter((r) => r.html.includes('hljs')).length).toBeGreaterThanOrEqual(5);
  });
});

describe('seed and the Markdown renderer version', () => {
  it('a seed of an empty database records the version it rendered with: the start does not render them again', async () => {
    const db = await createTestDb();
    try {
      expect(await seedIfNeeded(db)).toBe(true);
      expect(await getSetting(db.db, markdownRendererKey)).toBe(markdownRendererVersion);
      expect(await rerenderStaleArticles(db.db)).toBe(0);
    } finally {
      await db.cleanup();
    }
  });

  it('a seed beside imported articles records nothing: their renderer is not known', async () => {
    const db = await createTestDb();
    try {
      const [demo] = demoArticles;
      if (!demo) throw new Error('the seed has no demo article');
      await upsertArticle(db.db, { ...demo, id: 'imported/one', category_id: null });
      expect(await seedIfNeeded(db)).toBe(true);
      expect(await getSetting(db.db, markdownRendererKey)).toBeUndefined();
    } finally {
      await db.cleanup();
    }
  });
});

describe('seed and the article cache', () => {
  it('a seed clears the article cache of the database it fills, though it writes in a transaction', async () => {
    const { app, db, close } = await createTestApp();
    try {
      await upsertArticle(db.db, {
        id: 'old/first',
        title: 'First',
        date: '2000-01-01T00:00:00.000Z',
        updated: null,
        category_id: null,
        tags: [],
        source: 'The oldest post.',
      });
      const read = async () =>
        envelopeSchema(articleSchema).parse(
          (await app.inject({ method: 'GET', url: '/api/blog/get_article.php?id=old/first' })).json(),
        ).data;
      expect((await read()).next).toBeNull(); // cached now
      await seedIfNeeded(db);
      // The demo articles are newer, so the cached answer's "next" link is out of date.
      expect((await read()).next).not.toBeNull();
    } finally {
      await close();
    }
  });
});
