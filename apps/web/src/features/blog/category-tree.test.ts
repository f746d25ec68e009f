import type { Category } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryNode } from './category-tree.ts';

const category = (id: string, parent_id: string | null, article_count = 1): Category => ({
  id,
  name: id.split('/').at(-1) ?? id,
  parent_id,
  description: '',
  article_count,
});

/** The tree as nested ids, easy to compare. */
const shape = (nodes: CategoryNode[]): unknown[] =>
  nodes.map((n) => (n.children.length ? { [n.id]: shape(n.children) } : n.id));

describe('buildCategoryTree', () => {
  it('nests multi-segment categories under their parents, keeping the input order', () => {
    const tree = buildCategoryTree([
      category('study', null, 5),
      category('life', null),
      category('study/frontend', 'study'),
      category('study/frontend/react', 'study/frontend'),
      category('study/backend', 'study'),
    ]);
    expect(shape(tree)).toEqual([{ study: [{ 'study/frontend': ['study/frontend/react'] }, 'study/backend'] }, 'life']);
    expect(tree[0]?.article_count).toBe(5);
  });

  it('accepts children listed before their parents', () => {
    expect(shape(buildCategoryTree([category('a/b', 'a'), category('a', null)]))).toEqual([{ a: ['a/b'] }]);
  });

  it('shows a category whose parent is missing as a root instead of hiding it', () => {
    expect(shape(buildCategoryTree([category('x/y', 'x'), category('z', null)]))).toEqual(['x/y', 'z']);
  });

  it('breaks a parent cycle instead of looping or losing categories', () => {
    const tree = buildCategoryTree([category('a', 'b'), category('b', 'a'), category('self', 'self')]);
    const ids = (nodes: CategoryNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);
    expect(ids(tree).sort()).toEqual(['a', 'b', 'self']);
  });

  it('gives an empty tree for an empty list', () => {
    expect(buildCategoryTree([])).toEqual([]);
  });
});
