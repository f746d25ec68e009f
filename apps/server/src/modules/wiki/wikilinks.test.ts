import { describe, expect, it } from 'vitest';
import { buildWikiTargetIndex, parseWikiLinks, resolveWikiTarget, wikiNameKey } from './wikilinks.ts';

describe('parseWikiLinks', () => {
  it('finds plain, labelled, heading and embed links with their parts', () => {
    const links = parseWikiLinks('See [[Target]], [[a/b|the label]], [[Page#Some Heading]] and ![[picture.png]].');
    expect(links.map(({ target, heading, label, embed }) => ({ target, heading, label, embed }))).toEqual([
      { target: 'Target', heading: null, label: null, embed: false },
      { target: 'a/b', heading: null, label: 'the label', embed: false },
      { target: 'Page', heading: 'Some Heading', label: null, embed: false },
      { target: 'picture.png', heading: null, label: null, embed: true },
    ]);
    expect(links[3]?.raw).toBe('![[picture.png]]');
  });

  it('gives offsets into the source', () => {
    const source = 'x\n\n- [[One]]\n- ![[Two#h|l]]';
    for (const link of parseWikiLinks(source))
      expect(source.slice(link.offset, link.offset + link.raw.length)).toBe(link.raw);
  });

  it('ignores links inside fenced code, indented code and inline code spans', () => {
    const source = [
      'before [[Real]]',
      '',
      '```md',
      '[[InFence]]',
      '```',
      '',
      '~~~~',
      '[[InTilde]]',
      '```',
      '~~~~',
      '',
      '    [[Indented]]',
      '',
      'inline `[[InSpan]]` and ``a ` [[InDouble]]`` then [[After]]',
    ].join('\n');
    expect(parseWikiLinks(source).map((l) => l.target)).toEqual(['Real', 'After']);
  });

  it('takes a table-escaped pipe (\\|) as the label separator and keeps same-page heading links', () => {
    const links = parseWikiLinks('| [[Note\\|label]] |\n\n[[#Local heading]]');
    expect(links[0]).toMatchObject({ target: 'Note', label: 'label' });
    expect(links[1]).toMatchObject({ target: '', heading: 'Local heading' });
  });

  it('skips empty and broken brackets', () => {
    expect(parseWikiLinks('[[]] [[ ]] [[a\nb]] [single] [[unclosed')).toEqual([]);
  });
});

describe('resolveWikiTarget', () => {
  const ids = ['guides/setup/linux', 'guides/Setup Windows', 'notes/index', 'blog/index', 'Top Page', '指南/入门 一'];

  it('takes the full id first, then a case/space/hyphen-insensitive full id', () => {
    expect(resolveWikiTarget('guides/setup/linux', ids)).toBe('guides/setup/linux');
    expect(resolveWikiTarget('Guides/Setup/Linux.md', ids)).toBe('guides/setup/linux');
    expect(resolveWikiTarget('top-page', ids)).toBe('Top Page');
    expect(resolveWikiTarget('/top page', ids)).toBe('Top Page');
  });

  it('takes the unique page whose last segment matches', () => {
    expect(resolveWikiTarget('linux', ids)).toBe('guides/setup/linux');
    expect(resolveWikiTarget('setup-windows', ids)).toBe('guides/Setup Windows');
    expect(resolveWikiTarget('入门-一', ids)).toBe('指南/入门 一');
    expect(resolveWikiTarget('setup/linux', ids)).toBe('guides/setup/linux');
  });

  it('answers null for ambiguous and missing targets', () => {
    expect(resolveWikiTarget('index', ids)).toBeNull();
    expect(resolveWikiTarget('notes/index', ids)).toBe('notes/index');
    expect(resolveWikiTarget('missing', ids)).toBeNull();
    expect(resolveWikiTarget('', ids)).toBeNull();
    expect(resolveWikiTarget('etup/linux', ids)).toBeNull();
  });

  it('accepts a prebuilt index', () => {
    const index = buildWikiTargetIndex(ids);
    expect(resolveWikiTarget('LINUX', index)).toBe('guides/setup/linux');
    expect(wikiNameKey(' A_b  C.md ')).toBe('a-b-c');
  });
});
