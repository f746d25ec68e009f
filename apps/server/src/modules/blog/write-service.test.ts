import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EncodedBody } from '../../http/compression.ts';
import { getSetting, setSiteSettings } from '../../settings/site-settings.ts';
import { createTestApp, type TestDb } from '../../test/db.ts';
import { articleCacheFor } from './article-cache.ts';
import { renderMarkdown } from './markdown/render-markdown.ts';
import { markdownRendererKey, markdownRendererVersion, rerenderStaleArticles, upsertArticle } from './write-service.ts';

describe('rerenderStaleArticles', () => {
  let db: TestDb;
  let close: () => Promise<void>;
  const source = '## A picture\n\n![A cat](/cat.png)\n\nSome words here.';
  const read = () =>
    db.db.selectFrom('articles').selectAll().where('id', '=', 'notes/picture').executeTakeFirstOrThrow();

  beforeAll(async () => {
    ({ db, close } = await createTestApp());
    await upsertArticle(
      db.db,
      {
        id: 'notes/picture',
        title: 'A picture',
        date: '2024-01-02T00:00:00.000Z',
        updated: null,
        category_id: null,
        tags: [],
        source,
      },
      new Date('2024-01-02T00:00:00.000Z'),
    );
  });
  afterAll(async () => close());

  it('re-renders articles stored by an older renderer from their source, once, keeping modified_at', async () => {
    // As an older version stored it: other HTML, outline, summary and counts, and no version recorded.
    await db.db
      .updateTable('articles')
      .set({ html: '<p>old</p>', toc: '[]', summary: 'old', image: null, word_count: 1, reading_minutes: 9 })
      .execute();
    // An answer cached before: served stale unless the re-render clears it.
    articleCacheFor(db.db).set('notes/picture', new EncodedBody(Buffer.from('old answer')));
    expect(await getSetting(db.db, markdownRendererKey)).toBeUndefined();

    expect(await rerenderStaleArticles(db.db)).toBe(1);
    const fresh = renderMarkdown(source);
    const row = await read();
    expect(row.html).toBe(fresh.html);
    expect(row.html).toContain('loading="lazy"');
    expect(JSON.parse(row.toc)).toEqual(fresh.toc);
    expect([row.summary, row.word_count, row.reading_minutes]).toEqual([
      fresh.summary,
      fresh.word_count,
      fresh.reading_minutes,
    ]);
    expect(row.image).toBe('/cat.png');
    expect(row.modified_at).toBe('2024-01-02T00:00:00.000Z');
    expect(await getSetting(db.db, markdownRendererKey)).toBe(markdownRendererVersion);
    expect(articleCacheFor(db.db).get('notes/picture')).toBeUndefined();

    // Current now: the next start leaves the articles alone.
    await db.db.updateTable('articles').set({ summary: 'edited by hand' }).execute();
    expect(await rerenderStaleArticles(db.db)).toBe(0);
    expect((await read()).summary).toBe('edited by hand');
  });

  it('re-renders again when the recorded version is another one', async () => {
    await setSiteSettings(db.db, { [markdownRendererKey]: markdownRendererVersion - 1 });
    expect(await rerenderStaleArticles(db.db)).toBe(1);
    expect((await read()).summary).toBe(renderMarkdown(source).summary);
  });

  it("keeps the author's excerpt as the summary through a re-render", async () => {
    await db.db.updateTable('articles').set({ excerpt: 'In  my own words.', summary: 'old' }).execute();
    await setSiteSettings(db.db, { [markdownRendererKey]: markdownRendererVersion - 1 });
    expect(await rerenderStaleArticles(db.db)).toBe(1);
    expect(await read()).toMatchObject({ excerpt: 'In  my own words.', summary: 'In my own words.' });
    await db.db.updateTable('articles').set({ excerpt: null }).execute();
  });

  it('goes one article at a time, pausing between them, and leaves an article rewritten meanwhile as written', async () => {
    const input = (id: string, body: string) => ({
      id,
      title: id,
      date: '2024-01-03T00:00:00.000Z',
      updated: null,
      category_id: null,
      tags: [],
      source: body,
    });
    await upsertArticle(db.db, input('notes/zz-later', 'First words.'));
    await db.db.updateTable('articles').set({ html: '<p>old</p>', summary: 'old' }).execute();
    await setSiteSettings(db.db, { [markdownRendererKey]: markdownRendererVersion - 1 });
    const seen: string[] = [];
    // After the first article (ids in order: notes/picture, notes/zz-later), a writer stores new words for the
    // second, already rendered by the current renderer; the re-render must not put the old words' HTML back.
    const pause = async () => {
      seen.push((await read()).summary);
      if (seen.length === 1) await upsertArticle(db.db, input('notes/zz-later', 'Second words.'));
    };
    expect(await rerenderStaleArticles(db.db, pause)).toBe(1);
    expect(seen).toEqual([renderMarkdown(source).summary, renderMarkdown(source).summary]);
    const later = await db.db
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', 'notes/zz-later')
      .executeTakeFirstOrThrow();
    expect(later.html).toBe(renderMarkdown('Second words.').html);
    expect(await getSetting(db.db, markdownRendererKey)).toBe(markdownRendererVersion);
  });
});
