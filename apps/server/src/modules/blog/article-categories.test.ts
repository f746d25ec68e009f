import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migration0010 } from '../../db/migrations/0010-article-categories.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { getArticle, getCategory, listArticles, listCategories } from './service.ts';
import { ensureCategoryPath, upsertArticle } from './write-service.ts';

const query = (category_id: string) => ({ category_id, page: 1, page_size: 20 });

describe('articles in several categories', () => {
  let db: TestDb;
  const article = (id: string, category_id: string | null, categories?: string[]) =>
    upsertArticle(db.db, {
      id,
      title: id,
      date: '2024-01-01T00:00:00.000Z',
      updated: null,
      category_id,
      ...(categories && { categories }),
      tags: [],
      source: 'Text.',
    });

  beforeAll(async () => {
    db = await createTestDb();
    await ensureCategoryPath(db.db, [{ id: 'team', name: 'Team' }]);
    await ensureCategoryPath(db.db, [{ id: 'community', name: 'Community' }]);
    await ensureCategoryPath(db.db, [
      { id: 'study', name: 'Study' },
      { id: 'study/frontend', name: 'Frontend' },
    ]);
    // Jekyll's `categories: [team, community]`: two categories, the first the one the pages show.
    await article('welcome', 'team', ['team', 'community']);
    await article('css-grid', 'study', ['study', 'study/frontend']);
    await article('only-one', 'community');
  });
  afterAll(async () => db.cleanup());

  it('lists an article under each of its categories and their ancestors', async () => {
    const ids = async (category: string) => (await listArticles(db.db, query(category))).items.map((a) => a.id);
    expect(await ids('team')).toEqual(['welcome']);
    expect((await ids('community')).sort()).toEqual(['only-one', 'welcome']);
    expect(await ids('study/frontend')).toEqual(['css-grid']);
    expect(await ids('study')).toEqual(['css-grid']);
  });

  it('counts an article once in a subtree, and keeps the first category as the one shown', async () => {
    const counts = Object.fromEntries((await listCategories(db.db)).map((c) => [c.id, c.article_count]));
    expect(counts).toEqual({ team: 1, community: 2, study: 1, 'study/frontend': 1 });
    expect((await getCategory(db.db, 'study'))?.category.article_count).toBe(1);
    const welcome = await getArticle(db.db, 'welcome');
    expect(welcome).toMatchObject({
      category_id: 'team',
      category_name: 'Team',
      category_path: [{ id: 'team', name: 'Team' }],
      categories: [
        { id: 'team', name: 'Team' },
        { id: 'community', name: 'Community' },
      ],
    });
  });

  it('replaces the categories on update', async () => {
    await article('welcome', 'community', ['community']);
    expect((await listArticles(db.db, query('team'))).items).toEqual([]);
    expect((await getArticle(db.db, 'welcome'))?.categories).toEqual([{ id: 'community', name: 'Community' }]);
  });
});

describe('migration 0010: article categories', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it("fills article_categories from the articles' category, and deleting an article deletes its rows", async () => {
    const raw = db.db as unknown as Kysely<unknown>;
    await migration0010().down?.(raw);
    await ensureCategoryPath(db.db, [{ id: 'life', name: 'Life' }]);
    const row = (id: string, category_id: string | null) => ({
      id,
      title: id,
      category_id,
      date: '2024-01-01T00:00:00.000Z',
      updated: null,
      tags: '[]',
      source: '',
      html: '',
      toc: '[]',
      summary: '',
      word_count: 0,
      reading_minutes: 1,
      created_at: '2024-01-01T00:00:00.000Z',
      modified_at: '2024-01-01T00:00:00.000Z',
    });
    await (raw as Kysely<{ articles: ReturnType<typeof row> }>)
      .insertInto('articles')
      .values([row('a', 'life'), row('b', null)])
      .execute();
    await migration0010().up(raw);
    const rows = await db.db.selectFrom('article_categories').selectAll().execute();
    expect(rows).toEqual([{ article_id: 'a', category_id: 'life', position: 0 }]);
    expect((await listArticles(db.db, query('life'))).items.map((a) => a.id)).toEqual(['a']);
    await db.db.deleteFrom('articles').where('id', '=', 'a').execute();
    expect(await db.db.selectFrom('article_categories').selectAll().execute()).toEqual([]);
  });
});
