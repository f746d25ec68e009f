import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { createTestDb, type TestDb, testDialect } from '../../test/db.ts';
import { listArticles } from './service.ts';

/**
 * The blog list's statements as SQLite plans them (migration 0020; decision 0036's update): since issue 23 every
 * list reads `status = 'published'`, and with the scheduler's index alone SQLite sorted every published article for
 * each page (55 ms a page at 45,000 articles). SQLite plans without statistics here, as on a site that never ran
 * ANALYZE, so the plan is the same with 6 articles as with 45,000.
 */
describe.skipIf(testDialect !== 'sqlite')('blog list query plans (SQLite)', () => {
  let made: TestDb;
  let sqlite: SQLite.Database;
  let captured: CompiledQuery[];
  let db: Kysely<Database>;

  beforeAll(async () => {
    made = await createTestDb();
    sqlite = new SQLite(join(made.config.dataDir, 'site.db'));
    captured = [];
    db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      log: (event) => {
        if (event.level === 'query') captured.push(event.query);
      },
    });
  });
  afterAll(async () => {
    await db.destroy();
    await made.cleanup();
  });

  /** The plan of each statement `listArticles` ran for `query`, as SQLite's EXPLAIN QUERY PLAN lines joined. */
  async function plans(query: Parameters<typeof listArticles>[1]): Promise<{ rows: string; count: string }> {
    captured.length = 0;
    await listArticles(db, query);
    const planOf = (compiled: CompiledQuery) =>
      (sqlite.prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`).all(...compiled.parameters) as { detail: string }[])
        .map((row) => row.detail)
        .join('\n');
    const count = captured.find((q) => /count\(\*\)/i.test(q.sql));
    const rows = captured.find((q) => q !== count);
    if (!rows || !count) throw new Error('listArticles ran other statements than a page and a count');
    return { rows: planOf(rows), count: planOf(count) };
  }

  it('reads a page of published articles in date order from articles_status_date, with no sort', async () => {
    const { rows } = await plans({ page: 3, page_size: 10 });
    expect(rows).toContain('articles_status_date');
    expect(rows).not.toContain('TEMP B-TREE FOR ORDER BY');
  });

  it('counts the published articles from an index, without reading the categories', async () => {
    const { count } = await plans({ page: 1, page_size: 10 });
    expect(count).toMatch(/COVERING INDEX articles_status_/);
    expect(count).not.toContain('categories');
  });
});
