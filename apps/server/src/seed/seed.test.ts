import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../cli/import/import-folder.ts';
import { createTestDb, type TestDb } from '../test/db.ts';
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
