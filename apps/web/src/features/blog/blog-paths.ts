import { type Category, categoryPath, slugIdSchema, tagSchema } from '@site/contracts';

/** The addresses of blog pages (`articlePath`, `categoryPath`, `tagPath`) are shared with the server: `@site/contracts`. */
export { articlePath, categoryPath, tagPath } from '@site/contracts';

/**
 * The id named by a splat route's `*` parameter (React Router has already decoded it), or `null` when it
 * cannot be an id (empty, empty segments, spaces, too long — the contract's `slugIdSchema`). A trailing `/`
 * is forgiven (`/blog/articles/a/b/` is `a/b`). A `null` id means the page shows its not-found state
 * without asking the server.
 */
export function idFromSplat(splat: string | undefined): string | null {
  const id = (splat ?? '').replace(/\/+$/, '');
  return slugIdSchema.safeParse(id).success ? id : null;
}

/**
 * The tag named by the `/blog/tags/*` route's splat (decoded by React Router; a tag may hold a `/`), or `null` when
 * it cannot be a tag (empty, blank, over 100 characters: the contract's `tagSchema`). A trailing `/` is forgiven.
 */
export function tagFromSplat(splat: string | undefined): string | null {
  const tag = (splat ?? '').replace(/\/+$/, '');
  return tagSchema.safeParse(tag).success ? tag : null;
}

/**
 * Where the breadcrumb items of an article's or category's folders lead and what they say (issue 19: no dead ends,
 * names not paths): for `id` `study/frontend/css-clamp`, the items of `/blog/articles/study` and
 * `/blog/articles/study/frontend` (`pathOf` `articlePath`). A folder that is a category (the blog's category ids
 * are paths) leads to its category page and shows its name; any other folder (an imported post's folder such as
 * `hexo-news`) leads to `fallback` and shows its own text. Keyed by the item's path as the address spells it.
 *
 * @example folderCrumbs(articlePath, 'study/x', [{ id: 'study', name: '学习' }], '/blog/articles')
 * // { '/blog/articles/study': { to: '/blog/categories/study', text: '学习' } }
 */
export function folderCrumbs(
  pathOf: (folder: string) => string,
  id: string,
  categories: readonly Pick<Category, 'id' | 'name'>[],
  fallback: string,
): Record<string, { to: string; text: string }> {
  const segments = id.split('/');
  const crumbs: Record<string, { to: string; text: string }> = {};
  for (let end = 1; end < segments.length; end++) {
    const folder = segments.slice(0, end).join('/');
    const category = categories.find((c) => c.id === folder);
    crumbs[pathOf(folder)] = category
      ? { to: categoryPath(folder), text: category.name }
      : { to: fallback, text: segments[end - 1] ?? folder };
  }
  return crumbs;
}
