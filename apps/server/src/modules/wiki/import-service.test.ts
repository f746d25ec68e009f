import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { exportWikiPages, importWikiPages } from './import-service.ts';
import { getWikiHistory, getWikiItem } from './service.ts';
import { parseWikiLinks } from './wikilinks.ts';

const page = (id: string, source: string, extra: { title?: string; aliases?: string[] } = {}) => ({
  id,
  title: extra.title ?? null,
  source,
  tags: ['t'],
  aliases: extra.aliases ?? [],
});

describe('importWikiPages / exportWikiPages', () => {
  let db: TestDb;
  const now = Date.parse('2026-03-01T12:00:00.000Z');

  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it('stores every page before resolving links, turns aliases into redirects and reports the unresolved', async () => {
    const result = await importWikiPages(
      db.db,
      [
        page('a', '# Page A\n\nSee [[b]], [[Old Name]], [[missing one]] and ![[pic.png]].'),
        page('notes/b', 'B links back to [[a|A]].', { title: 'Bee', aliases: ['Old Name'] }),
      ],
      { now },
    );
    expect(result).toEqual({
      created: ['a', 'notes/b'],
      updated: [],
      unchanged: [],
      unresolved: [{ from: 'a', target: 'missing one' }],
    });
    const a = await getWikiItem(db.db, 'a');
    expect(a?.title).toBe('Page A');
    expect(a?.html).toContain('<a href="/wiki/items/notes/b" class="wiki-link">b</a>');
    expect(a?.html.match(/href="\/wiki\/items\/notes\/b"/g)).toHaveLength(2);
    expect(a?.revision).toMatchObject({ kind: 'import', author: { uid: null, nickname: 'import' }, revision: 1 });
    expect(a?.backlinks.map((b) => b.id)).toEqual(['notes/b']);
    const b = await getWikiItem(db.db, 'Old Name');
    expect([b?.id, b?.title, b?.redirected_from, b?.tags]).toEqual(['notes/b', 'Bee', 'Old Name', ['t']]);
  });

  it('re-import: a new revision only for changed text, never duplicates; export gives the pages back', async () => {
    const result = await importWikiPages(
      db.db,
      [page('a', '# Page A\n\nSee [[b]], [[Old Name]], [[missing one]] and ![[pic.png]].'), page('notes/b', 'B v2')],
      { now: now + 1000 },
    );
    expect([result.created, result.updated, result.unchanged]).toEqual([[], ['notes/b'], ['a']]);
    expect((await getWikiHistory(db.db, 'notes/b'))?.map((r) => r.revision)).toEqual([2, 1]);
    expect((await getWikiHistory(db.db, 'a'))?.map((r) => r.revision)).toEqual([1]);
    const exported = await exportWikiPages(db.db);
    expect(exported.map((p) => [p.id, p.source])).toEqual([
      ['a', '# Page A\n\nSee [[b]], [[Old Name]], [[missing one]] and ![[pic.png]].'],
      ['notes/b', 'B v2'],
    ]);
    await expect(importWikiPages(db.db, [page('bad/../id', 'x')], { now })).rejects.toThrow(/invalid page id/);
  });

  it('resolves every wikilink of the foam-docs vault whose target exists in it', async () => {
    const root = join(import.meta.dirname, '../../../../../../shared/fixtures/wiki/foam-docs');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.md'));
    const pages = files.map((file) =>
      page(relative(root, join(root, file)).replace(/\.md$/, ''), readFileSync(join(root, file), 'utf8')),
    );
    const fresh = await createTestDb();
    try {
      const result = await importWikiPages(fresh.db, pages, { now });
      expect(result.created).toHaveLength(files.length);
      const names = new Set(files.map((f) => f.replace(/\.md$/, '').split('/').pop()?.toLowerCase()));
      for (const { target } of result.unresolved) {
        expect(names.has(target.replace(/\.md$/, '').split('/').pop()?.toLowerCase()), target).toBe(false);
      }
      const linkCount = pages.reduce((n, p) => n + parseWikiLinks(p.source).length, 0);
      expect(linkCount).toBeGreaterThan(150);
    } finally {
      await fresh.cleanup();
    }
  });
});
