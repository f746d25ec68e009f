import { slugIdSchema } from '@site/contracts';

/**
 * Addresses of blog pages and the ids inside them. Article and category ids may span several path segments
 * ([ROUTE-12][ROUTE-14]: `/blog/categories/a/b` is the category `a/b`), so each segment is encoded on its own
 * and the `/` between them stays a real path separator.
 */

const encodeSegments = (id: string) => id.split('/').map(encodeURIComponent).join('/');

/** `/blog/articles/<id>` for an article id such as `hexo-news/2019-10-14-hexo-4-released`. */
export function articlePath(id: string): string {
  return `/blog/articles/${encodeSegments(id)}`;
}

/** `/blog/categories/<id>` for a category id such as `study/frontend`. */
export function categoryPath(id: string): string {
  return `/blog/categories/${encodeSegments(id)}`;
}

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
