import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSetting } from '../../settings/site-settings.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { importWikiPages } from './import-service.ts';
import { rerenderStaleWikiPages, wikiRendererKey, wikiRendererVersion } from './rerender.ts';

describe('rerenderStaleWikiPages', () => {
  let db: TestDb;
  const read = (id: string) =>
    db.db.selectFrom('wiki_pages').select(['html', 'toc', 'title']).where('id', '=', id).executeTakeFirstOrThrow();
  const links = async (id: string) =>
    (await db.db.selectFrom('wiki_links').select('target').where('from_id', '=', id).execute()).map((l) => l.target);

  beforeAll(async () => {
    db = await createTestDb();
    await importWikiPages(
      db.db,
      [
        { id: 'notes/a', title: 'Given title', source: '## Part\n\nSee [[b]] and `code`.', tags: [], aliases: [] },
        { id: 'b', title: null, source: '# B', tags: [], aliases: [] },
      ],
      { now: Date.parse('2026-03-01T12:00:00.000Z') },
    );
  });
  afterAll(async () => db.cleanup());

  it('re-renders pages stored by an older renderer, with their links, once, keeping the title', async () => {
    // As an older version stored it: other HTML and outline, links lost, no version recorded.
    await db.db.updateTable('wiki_pages').set({ html: '<p>old</p>', toc: '[]' }).execute();
    await db.db.deleteFrom('wiki_links').execute();
    await db.db.deleteFrom('site_settings').where('key', '=', wikiRendererKey).execute();

    expect(await rerenderStaleWikiPages(db.db)).toBe(2);
    const page = await read('notes/a');
    expect(page.html).toContain('<a href="/wiki/items/b" class="wiki-link">b</a>');
    expect(page.html).toContain('<code>code</code>');
    expect(JSON.parse(page.toc)).toEqual([{ depth: 2, id: 'part', text: 'Part' }]);
    expect(page.title).toBe('Given title');
    expect(await links('notes/a')).toEqual(['b']);
    expect(await getSetting(db.db, wikiRendererKey)).toBe(wikiRendererVersion);

    // Current now: the next start leaves the pages alone.
    await db.db.updateTable('wiki_pages').set({ html: '<p>by hand</p>' }).where('id', '=', 'b').execute();
    expect(await rerenderStaleWikiPages(db.db)).toBe(0);
    expect((await read('b')).html).toBe('<p>by hand</p>');
  });
});
