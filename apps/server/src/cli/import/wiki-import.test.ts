import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWikiLinks, resolveWikiTarget } from '../../modules/wiki/wikilinks.ts';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { exportWikiVault } from './wiki-export.ts';
import { importWikiVault, type WikiImportResult } from './wiki-import.ts';
import { parseWikiNote } from './wiki-vault.ts';

/** The Foam documentation vault (86 notes, MIT), read in place, never copied. */
const foamDocs = join(import.meta.dirname, '../../../../../../shared/fixtures/wiki/foam-docs');

/** Every file under `dir`, `/`-separated relative paths, sorted: the test's own listing, not the importer's. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** A note as the issue compares it: its text after the front matter, and the front matter's title/tags/aliases. */
const normalised = (path: string, text: string) => {
  const { title, tags, aliases, body } = parseWikiNote(path, text);
  return { title, tags, aliases, body };
};

/** The stored HTML without code: where no raw Jekyll tag may show. */
const outsideCode = (html: string) => html.replace(/<pre[\s\S]*?<\/pre>/g, '').replace(/<code[\s\S]*?<\/code>/g, '');

describe('wiki import and export of the Foam vault', () => {
  let db: TestDb;
  let mediaDir: string;
  let out: string;
  let first: WikiImportResult;
  const notes = filesUnder(foamDocs).filter((path) => path.endsWith('.md'));
  const pageHtml = async (id: string) =>
    (await db.db.selectFrom('wiki_pages').select('html').where('id', '=', id).executeTakeFirstOrThrow()).html;

  beforeAll(async () => {
    db = await createTestDb();
    mediaDir = join(db.config.dataDir, 'media');
    out = mkdtempSync(join(tmpdir(), 'wiki-export-'));
    first = await importWikiVault(db, foamDocs, { mediaDir, now: Date.parse('2026-11-26T12:00:00Z') });
  }, 60_000);
  afterAll(async () => {
    rmSync(out, { recursive: true, force: true });
    await db.cleanup();
  });

  it('makes every one of the 86 notes a page, id from its path, title from front matter, heading or name', async () => {
    expect(notes).toHaveLength(86);
    expect(first.failed).toEqual([]);
    expect(first.created.sort()).toEqual(notes.map((path) => path.replace(/\.md$/, '')).sort());
    const rows = await db.db.selectFrom('wiki_pages').select(['id', 'title', 'tags']).execute();
    expect(rows).toHaveLength(86);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get('index')?.title).toBe('What is Foam?');
    expect(byId.get('user/features/wikilinks')?.title).toBe('Wikilinks');
    expect(JSON.parse(byId.get('user/features/note-properties')?.tags ?? '[]')).toEqual(['hello', 'bonjour']);
    const redirect = await db.db
      .selectFrom('wiki_redirects')
      .select('page_id')
      .where('old_id', '=', 'code-of-conduct')
      .executeTakeFirst();
    expect(redirect?.page_id).toBe('dev/code-of-conduct');
  });

  it('leaves unresolved only wikilinks whose target no file of the vault is, by the same resolution rules', () => {
    const ids = notes.map((path) => path.replace(/\.md$/, ''));
    const unresolved = [...new Set(first.unresolved.map((link) => `${link.from} → ${link.target}`))].sort();
    for (const link of first.unresolved) expect(resolveWikiTarget(link.target, ids), link.target).toBeNull();
    // The converse, from the files: every wikilink outside code whose target is a note was resolved.
    let linked = 0;
    for (const path of notes) {
      const from = path.replace(/\.md$/, '');
      for (const link of parseWikiLinks(readFileSync(join(foamDocs, path), 'utf8'))) {
        if (link.target === '' || /\.(png|jpe?g|gif|svg|webp|pdf)$/i.test(link.target)) continue;
        linked++;
        const missing = first.unresolved.some((u) => u.from === from && u.target === link.target);
        expect(missing, `${from} → ${link.target}`).toBe(resolveWikiTarget(link.target, ids) === null);
      }
    }
    expect(linked).toBeGreaterThan(150);
    expect(unresolved).toEqual(['user/index → publishing', 'user/tools/cli/search → cli-grep']);
    // Truly missing, not ambiguous: no note of the vault has that name at all.
    const names = notes.map((path) => path.replace(/^.*\//, '').replace(/\.md$/, '').toLowerCase());
    for (const link of first.unresolved) expect(names, link.target).not.toContain(link.target.toLowerCase());
  });

  it('copies the pictures the notes show into media/wiki and renders them from there; embeds show', async () => {
    expect(first.copied).toBe(10);
    expect(readFileSync(join(mediaDir, 'wiki/assets/images/pdf_output.png'))).toEqual(
      readFileSync(join(foamDocs, 'assets/images/pdf_output.png')),
    );
    const html = await pageHtml('user/recipes/export-to-pdf');
    expect(html).toMatch(/<img [^>]*src="\/media\/wiki\/assets\/images\/pdf_output\.png"/);
    expect(first.missingFiles.map((file) => file.target)).toContain('../../assets/images/snippets.gif');
    // The vault's `![[...]]` page embeds are all examples inside code: they show as written, as code.
    expect(await pageHtml('user/features/embeds')).toMatch(/<code[^>]*>!\[\[note-name\]\]/);
  });

  it('keeps wikilinks that Foam mirrored in link definitions as wikilinks, the definitions out of sight', async () => {
    const html = await pageHtml('principles');
    expect(html).toContain('href="/wiki/items/user/recipes/recipes"');
    expect(html).not.toContain('recipes.md');
    expect(html).not.toContain('[<a');
  });

  it('sanitises the raw HTML and shows Jekyll tags only as text or code, never as markup', async () => {
    const index = await pageHtml('index');
    expect(index).not.toMatch(/<div class="website-only"/);
    expect(index).not.toMatch(/<script|onerror=|javascript:/i);
    const katex = await pageHtml('user/publishing/math-support-with-katex');
    expect(katex).toContain('<code>{% katexmm %} ... {% endkatexmm %}</code>');
    const actions = await pageHtml('user/recipes/capture-notes-with-shortcuts-and-github-actions');
    expect(outsideCode(actions)).not.toContain('{%');
  });

  it('exports the same 86 files with the same text apart from front matter normalisation, pictures beside them', async () => {
    const result = await exportWikiVault(db, out, mediaDir);
    expect(result.pages).toBe(86);
    const exported = filesUnder(out);
    expect(exported.filter((path) => path.endsWith('.md'))).toEqual(notes);
    let identical = 0;
    for (const path of notes) {
      const original = readFileSync(join(foamDocs, path), 'utf8');
      const back = readFileSync(join(out, path), 'utf8');
      expect(normalised(path, back), path).toEqual(normalised(path, original));
      if (back === original) identical++;
    }
    expect(identical).toBe(86);
    for (const picture of filesUnder(join(mediaDir, 'wiki')))
      expect(readFileSync(join(out, picture)), picture).toEqual(readFileSync(join(foamDocs, picture)));
    expect(existsSync(join(out, 'assets/images/pdf_output.png'))).toBe(true);
  });

  it('re-imports without duplicates and without new revisions for unchanged notes', async () => {
    const count = async (table: 'wiki_pages' | 'wiki_revisions') =>
      Number(
        (
          await db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const revisions = await count('wiki_revisions');
    expect(revisions).toBe(86);
    const again = await importWikiVault(db, out, { mediaDir });
    expect({ created: again.created, updated: again.updated, unchanged: again.unchanged.length }).toEqual({
      created: [],
      updated: [],
      unchanged: 86,
    });
    expect(await count('wiki_pages')).toBe(86);
    expect(await count('wiki_revisions')).toBe(revisions);
  });
});

describe('wiki import of a small hand-made vault', () => {
  let db: TestDb;
  let vault: string;
  beforeAll(async () => {
    db = await createTestDb();
    vault = mkdtempSync(join(tmpdir(), 'wiki-vault-'));
    mkdirSync(join(vault, '指南'));
    writeFileSync(
      join(vault, '指南', '入门 一.md'),
      '# 入门\n\nSee [[home]] and [[nowhere]].\n\n![[home]]\n\n![[pic.png]]\n',
    );
    writeFileSync(join(vault, '指南', 'pic.png'), 'png');
    writeFileSync(join(vault, 'home.md'), '---\naliases: [start, "bad|alias"]\n---\nWelcome, see [[入门 一]].\n');
    writeFileSync(join(vault, 'what?.md'), 'A name no page id can have.\n');
  });
  afterAll(async () => {
    rmSync(vault, { recursive: true, force: true });
    await db.cleanup();
  });

  it('reports the files and aliases it cannot take, and the wikilinks it cannot resolve', async () => {
    const mediaDir = join(db.config.dataDir, 'media');
    const result = await importWikiVault(db, vault, { mediaDir, now: Date.parse('2026-11-26T12:00:00Z') });
    expect(result.created.sort()).toEqual(['home', '指南/入门 一']);
    expect(result.copied).toBe(1);
    expect(readFileSync(join(mediaDir, 'wiki', '指南', 'pic.png'), 'utf8')).toBe('png');
    expect(result.failed).toEqual([{ path: 'what?.md', reason: expect.stringMatching(/cannot be a page id/) }]);
    expect(result.dropped).toEqual([{ path: 'home.md', reason: 'alias "bad|alias": not a page id' }]);
    expect(result.unresolved).toEqual([{ from: '指南/入门 一', target: 'nowhere' }]);
  });

  it('shows page and picture embeds', async () => {
    const { html } = await db.db
      .selectFrom('wiki_pages')
      .select('html')
      .where('id', '=', '指南/入门 一')
      .executeTakeFirstOrThrow();
    expect(html).toMatch(/<aside class="wiki-embed"[^>]*>[\s\S]*Welcome, see/);
    expect(html).toContain(`src="/media/wiki/${encodeURIComponent('指南')}/pic.png"`);
  });

  it('gives a changed note a new revision and leaves the others alone', async () => {
    writeFileSync(join(vault, 'home.md'), '---\naliases: [start]\n---\nWelcome back, see [[入门 一]].\n');
    const result = await importWikiVault(db, vault, { now: Date.parse('2026-11-26T13:00:00Z') });
    expect({ created: result.created, updated: result.updated, unchanged: result.unchanged }).toEqual({
      created: [],
      updated: ['home'],
      unchanged: ['指南/入门 一'],
    });
    const revisions = await db.db.selectFrom('wiki_revisions').select(['page_id', 'revision']).orderBy('seq').execute();
    expect(revisions.map((r) => `${r.page_id}#${r.revision}`).sort()).toEqual(['home#1', 'home#2', '指南/入门 一#1']);
  });
});
