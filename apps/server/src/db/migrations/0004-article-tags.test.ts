import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { migration0004 } from './0004-article-tags.ts';

describe('migration 0004: article tags', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it("fills article_tags from the articles' stored tags: trimmed, without repeats, skipping what is not a tag", async () => {
    // The state before 0004: articles with their tags as JSON, no article_tags table.
    await db.db.schema.dropTable('article_tags').execute();
    const article = (id: string, tags: string) => ({
      id,
      title: id,
      category_id: null,
      date: '2024-01-01T00:00:00.000Z',
      updated: null,
      tags,
      source: '',
      html: '',
      toc: '[]',
      summary: '',
      word_count: 0,
      reading_minutes: 1,
      created_at: '2024-01-01T00:00:00.000Z',
      modified_at: '2024-01-01T00:00:00.000Z',
    });
    await db.db
      .insertInto('articles')
      .values([
        article('a', JSON.stringify(['秋天', ' walk ', 'walk', '', 3])),
        article('b', JSON.stringify(['walk'])),
        article('c', 'not json'),
        article('d', '{"a":1}'),
      ])
      .execute();
    await migration0004().up(db.db as unknown as Kysely<unknown>);
    const rows = await db.db.selectFrom('article_tags').selectAll().execute();
    expect(rows.map((r) => `${r.article_id}:${r.tag}`).sort()).toEqual(['a:walk', 'a:秋天', 'b:walk']);
    // Deleting an article deletes its tag rows.
    await db.db.deleteFrom('articles').where('id', '=', 'b').execute();
    expect(await db.db.selectFrom('article_tags').select('tag').where('article_id', '=', 'b').execute()).toEqual([]);
  });
});
