import { describe, expect, it } from 'vitest';
import { parseWikiView, wikiIdFromSplat, wikiViewSearch } from './wiki-paths.ts';

describe('wiki addresses', () => {
  it('[ROUTE-17] takes the whole splat as the id, CJK and spaces included; refuses what cannot be an id', () => {
    expect(wikiIdFromSplat('guides/setup/linux')).toBe('guides/setup/linux');
    expect(wikiIdFromSplat('指南/入门 一/')).toBe('指南/入门 一');
    expect(wikiIdFromSplat('')).toBeNull();
    expect(wikiIdFromSplat('a//b')).toBeNull();
    expect(wikiIdFromSplat('a/../b')).toBeNull();
  });

  it('reads every view from the search parameters and writes it back the same', () => {
    const cases = [
      '',
      '?revision=4',
      '?view=history',
      '?view=diff&from=3&to=5',
      '?view=source',
      '?view=source&revision=2',
    ];
    for (const search of cases) expect(wikiViewSearch(parseWikiView(new URLSearchParams(search)))).toBe(search);
    expect(parseWikiView(new URLSearchParams('?view=diff&from=3'))).toEqual({ kind: 'history' });
    expect(parseWikiView(new URLSearchParams('?revision=0'))).toEqual({ kind: 'read', revision: null });
    expect(parseWikiView(new URLSearchParams('?revision=abc'))).toEqual({ kind: 'read', revision: null });
  });
});
