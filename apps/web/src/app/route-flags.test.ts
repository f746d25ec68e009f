import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

// The app's route table checked against the spec's route table (spec section 2, rules ROUTE-13/15/41): paths,
// flags and names written out here from the spec's text, not read from the code's own lists.

/** The handles of every route `pathname` matches in the app's table, outermost first. */
function handlesAt(pathname: string): Record<string, unknown>[] {
  return (matchRoutes(routes, pathname) ?? []).map((m) => (m.route.handle ?? {}) as Record<string, unknown>);
}

/** Whether the deepest route `pathname` matches is the catch-all Not Found route. */
const isNotFound = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';

describe('route flags and names from the spec', () => {
  it.each([
    ['[ROUTE-13]', '/blog/categories', ['/blog/categories/notes', '/blog/categories/notes/web']],
    ['[ROUTE-15]', '/blog/articles', ['/blog/articles/hello', '/blog/articles/hexo-news/2019-10-14-hexo-4-released']],
  ])('%s "%s/:id" is flagged manual_title', (_rule, index, details) => {
    const manual = (path: string) => handlesAt(path).some((h) => h.manual_title === true);
    for (const path of details) expect(manual(path), path).toBe(true);
    // Only the detail route opts out of the breadcrumb title [LAYOUT-30]: the index keeps it.
    expect(manual(index), index).toBe(false);
  });

  it('[ROUTE-41] each component demo the spec names has its page at /laboratory/components/<child>', () => {
    // The children ROUTE-41 lists, in its order.
    const children = 'text pagination color placeholder toast select icon form input button dialog popper'.split(' ');
    for (const child of children) expect(isNotFound(`/laboratory/components/${child}`), child).toBe(false);
    expect(isNotFound('/laboratory/components')).toBe(false);
    expect(isNotFound('/laboratory/components/no-such-demo')).toBe(true);
  });

  // The page file a path shows: the deepest matched route's handle.
  const pageAt = (path: string) => handlesAt(path).at(-1)?.page;

  it('[ROUTE-16] "/wiki" shows the wiki page', () => {
    expect(pageAt('/wiki')).toBe('wiki/index.tsx');
  });

  it('[ROUTE-17] "/wiki/items/:id" matches an id spanning several path segments (CJK and spaces too)', () => {
    for (const path of ['/wiki/items/a', '/wiki/items/guides/setup/linux', '/wiki/items/指南/入门%20一'])
      expect(pageAt(path), path).toBe('wiki/items/id.tsx');
  });

  it('[ROUTE-18] [ROUTE-19] "/wiki/items/:id" is flagged manual_title and no_scroll_to_top; the wiki home is not', () => {
    const handle = handlesAt('/wiki/items/guides/setup').at(-1);
    expect(handle?.manual_title).toBe(true);
    expect(handle?.no_scroll_to_top).toBe(true);
    expect(handlesAt('/wiki').some((h) => h.manual_title === true || h.no_scroll_to_top === true)).toBe(false);
  });

  it('[ROUTE-20] "/wiki/edit/:id" matches an id spanning several path segments and shows the wiki edit page', () => {
    for (const path of ['/wiki/edit/a', '/wiki/edit/guides/setup/linux'])
      expect(pageAt(path), path).toBe('wiki/edit/id.tsx');
  });
});
