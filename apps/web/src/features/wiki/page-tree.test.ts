import { describe, expect, it } from 'vitest';
import { buildWikiTree, countPages, visibleTreeNodes } from './page-tree.ts';

const ref = (id: string, title = id) => ({ id, title, updated_at: '2026-01-01T00:00:00Z' });

describe('the wiki page tree', () => {
  it('makes folders from the ids’ segments, a folder that is a page keeps its page, folders come first', () => {
    const tree = buildWikiTree([ref('guides/setup/linux'), ref('zebra'), ref('guides', 'Guides'), ref('guides/faq')]);
    expect(tree.map((n) => n.name)).toEqual(['guides', 'zebra']);
    const guides = tree[0];
    expect(guides?.page?.title).toBe('Guides');
    expect(guides?.children.map((n) => [n.name, n.path, n.page?.id ?? null])).toEqual([
      ['setup', 'guides/setup', null],
      ['faq', 'guides/faq', 'guides/faq'],
    ]);
    expect(guides && countPages(guides)).toBe(3);
  });

  it('sorts names numerically and keeps CJK and spaces as written', () => {
    const tree = buildWikiTree([ref('n/10'), ref('n/2'), ref('指南/入门 一')], 'en');
    expect(tree.find((n) => n.name === 'n')?.children.map((n) => n.name)).toEqual(['2', '10']);
    expect(tree.find((n) => n.name === '指南')?.children[0]?.path).toBe('指南/入门 一');
  });

  it('lists only the items of open folders, with their depth and parent, for the keyboard moves', () => {
    const tree = buildWikiTree([ref('a/b/c'), ref('d')]);
    expect(visibleTreeNodes(tree, new Set()).map((v) => v.node.path)).toEqual(['a', 'd']);
    const open = visibleTreeNodes(tree, new Set(['a', 'a/b']));
    expect(open.map((v) => [v.node.path, v.depth, v.parent])).toEqual([
      ['a', 1, null],
      ['a/b', 2, 'a'],
      ['a/b/c', 3, 'a/b'],
      ['d', 1, null],
    ]);
  });
});
