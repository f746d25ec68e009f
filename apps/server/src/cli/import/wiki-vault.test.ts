import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreMirroredDefinitions, wrapMirroredDefinitions } from './wiki-definitions.ts';
import { attachmentIndex, copyVaultFiles, noteAttachments } from './wiki-media.ts';
import { wikiNoteText } from './wiki-note-text.ts';
import { listVault, parseWikiNote, WikiNoteError, wikiTitleOf } from './wiki-vault.ts';

/** The Foam documentation vault (86 notes), read in place, never copied. */
const foamDocs = join(import.meta.dirname, '../../../../../../shared/fixtures/wiki/foam-docs');

describe('parseWikiNote', () => {
  it('takes the id from the path and the title from front matter, else the first # heading, else the file name', () => {
    expect(parseWikiNote('a/b c.md', '---\ntitle: Given\n---\n# Heading\n')).toMatchObject({
      id: 'a/b c',
      title: 'Given',
      source: '---\ntitle: Given\n---\n# Heading\n',
      body: '# Heading\n',
    });
    expect(parseWikiNote('指南/入门.md', '```\n# not this\n```\n\n## Level two\n# First heading #\n').title).toBe(
      'First heading',
    );
    expect(parseWikiNote('notes/plain.md', 'No heading here.\n').title).toBe('plain');
    expect(wikiTitleOf('~~~md\n# code\n~~~\n', 'file')).toBe('file');
    // As the wiki's renderer reads it: the heading's text, setext headings too, never a heading inside a list.
    expect(wikiTitleOf('Plain **bold** `code`\n===\n', 'file')).toBe('Plain bold code');
    expect(wikiTitleOf('- # in a list\n', 'file')).toBe('file');
  });

  it('keeps front matter tags (list or string, without #) and turns aliases and redirect_from into page ids', () => {
    const note = parseWikiNote(
      'x.md',
      '---\ntags: [hello, "#bonjour", hello]\naliases: [Old Name, "bad|alias"]\nredirect_from:\n  - /code-of-conduct/\n---\nText #inline\n',
    );
    expect(note.tags).toEqual(['hello', 'bonjour']);
    expect(note.aliases).toEqual(['Old Name', 'code-of-conduct']);
    expect(note.dropped).toEqual(['alias "bad|alias": not a page id']);
    expect(parseWikiNote('y.md', '---\ntags: one, two\n---\n').tags).toEqual(['one', 'two']);
  });

  it('reports a path that cannot be a page id, and broken front matter', () => {
    for (const path of ['what?.md', 'a/ b.md', 'x|y.md', 'c#d.md'])
      expect(() => parseWikiNote(path, 'text'), path).toThrow(WikiNoteError);
    expect(() => parseWikiNote('ok.md', '---\ntitle: [unclosed\n---\n')).toThrow(/broken front matter/);
  });
});

describe('listVault', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'wiki-vault-'));
    const outside = join(dir, 'outside');
    const vault = join(dir, 'vault');
    mkdirSync(join(outside, 'secrets'), { recursive: true });
    writeFileSync(join(outside, 'secret.png'), 'secret');
    writeFileSync(join(outside, 'secrets', 'note.md'), '# secret');
    for (const folder of ['.obsidian', 'node_modules', 'sub']) mkdirSync(join(vault, folder), { recursive: true });
    writeFileSync(
      join(vault, 'a.md'),
      '# A\n\n![x](../outside/secret.png) ![y](link.png) ![z](sub/pic.png) ![[pic.png]]\n',
    );
    writeFileSync(join(vault, 'sub', 'pic.png'), 'png');
    writeFileSync(join(vault, '.obsidian', 'app.md'), 'x');
    mkdirSync(join(vault, '.attachments'));
    writeFileSync(join(vault, '.attachments', 'shot.png'), 'png');
    writeFileSync(join(vault, 'node_modules', 'm.md'), 'x');
    symlinkSync(join(outside, 'secret.png'), join(vault, 'link.png'));
    symlinkSync(join(outside, 'secrets'), join(vault, 'linked'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists notes and other files, never through a symbolic link; no notes from tool folders', () => {
    expect(listVault(join(dir, 'vault'))).toEqual({
      markdown: ['a.md'],
      other: ['.attachments/shot.png', 'sub/pic.png'],
    });
  });

  it('finds only attachments inside the vault; a path out of it or through a link is reported, not copied', () => {
    const vault = join(dir, 'vault');
    const text = readFileSync(join(vault, 'a.md'), 'utf8');
    expect(noteAttachments(text, 'a.md', attachmentIndex(listVault(vault)))).toEqual({
      found: ['sub/pic.png'],
      missing: [
        { target: '../outside/secret.png', reason: 'outside the vault' },
        { target: 'link.png', reason: 'missing' },
      ],
    });
    const media = join(dir, 'media');
    expect(copyVaultFiles(vault, media, ['sub/pic.png', 'link.png', '../outside/secret.png'])).toEqual([
      'link.png',
      '../outside/secret.png',
    ]);
    expect(readFileSync(join(media, 'wiki', 'sub', 'pic.png'), 'utf8')).toBe('png');
    expect(existsSync(join(media, 'wiki', 'link.png'))).toBe(false);
    expect(existsSync(join(media, 'outside'))).toBe(false);
  });
});

describe('Foam link reference definitions', () => {
  it('wraps only the definitions that mirror the note’s wikilinks, and the export restores them byte for byte', () => {
    const text = [
      'See [[recipes]], [[templates#Metadata|meta]] and [the covenant][homepage].[^1]',
      '',
      '[^1]: A footnote.',
      '',
      '[homepage]: https://www.contributor-covenant.org',
      '[recipes]: user/recipes/recipes.md "Recipes"',
      '',
      "[templates#Metadata]: templates.md#Metadata 'Note Templates'",
      '',
    ].join('\n');
    const { source, wrapped } = wrapMirroredDefinitions(text);
    expect(wrapped).toBe(2);
    expect(source).toContain(
      `<!-- wikilink definitions:\n[recipes]: user/recipes/recipes.md "Recipes"\n\n[templates#Metadata]: templates.md#Metadata 'Note Templates'\n-->\n`,
    );
    expect(source).toContain('\n[homepage]: https://www.contributor-covenant.org\n');
    expect(source).toContain('\n[^1]: A footnote.\n');
    expect(restoreMirroredDefinitions(source)).toBe(text);
    expect(wrapMirroredDefinitions('No wikilinks.\n\n[a]: a.md\n')).toEqual({
      source: 'No wikilinks.\n\n[a]: a.md\n',
      wrapped: 0,
    });
  });

  it('is an exact inverse on every note of the Foam vault', () => {
    const vault = listVault(foamDocs);
    expect(vault.markdown).toHaveLength(86);
    let wrapped = 0;
    for (const path of vault.markdown) {
      const text = readFileSync(join(foamDocs, path), 'utf8');
      const result = wrapMirroredDefinitions(text);
      wrapped += result.wrapped;
      expect(restoreMirroredDefinitions(result.source), path).toBe(text);
    }
    expect(wrapped).toBeGreaterThan(150);
  });
});

describe('wikiNoteText', () => {
  const page = { id: 'guides/setup', title: 'Setup', source: '# Setup\n\nText.\n', tags: [], aliases: [] };

  it('writes the stored text as it is when its front matter and heading give the page’s title, tags and aliases', () => {
    expect(wikiNoteText(page)).toBe('# Setup\n\nText.\n');
    expect(wikiNoteText({ ...page, title: 'setup', source: 'No heading' })).toBe('No heading');
    const typed = '---\ntype: feature\ntags: [a, b]\n---\n\n# Setup\n<!-- wikilink definitions:\n[x]: x.md\n-->\n';
    expect(wikiNoteText({ ...page, source: typed, tags: ['a', 'b'] })).toBe(
      '---\ntype: feature\ntags: [a, b]\n---\n\n# Setup\n[x]: x.md\n',
    );
  });

  it('normalises the front matter to the page’s title (when it differs), tags and aliases, other keys kept', () => {
    expect(wikiNoteText({ ...page, title: 'Other: title', tags: ['a', 'b'], aliases: ['old/setup'] })).toBe(
      "---\ntitle: 'Other: title'\ntags:\n  - a\n  - b\naliases:\n  - old/setup\n---\n# Setup\n\nText.\n",
    );
    const moved = '---\nlayout: page\nredirect_from: /old\n---\n# Setup\n';
    expect(wikiNoteText({ ...page, source: moved, aliases: ['old', 'older'] })).toBe(
      '---\nlayout: page\naliases:\n  - old\n  - older\n---\n# Setup\n',
    );
    expect(parseWikiNote('guides/setup.md', wikiNoteText({ ...page, title: 'T', tags: ['x'] }))).toMatchObject({
      title: 'T',
      tags: ['x'],
      body: page.source,
    });
  });

  it('gives a body opening with --- a front matter of its own, so it reads back the same', () => {
    const odd = { ...page, title: 'Odd', source: '---\n---\n---\nnot: front matter\n---\n' };
    const text = wikiNoteText(odd);
    expect(parseWikiNote('guides/setup.md', text)).toMatchObject({
      title: 'Odd',
      body: '---\nnot: front matter\n---\n',
    });
  });
});
