import { slugIdSchema, tagSchema } from '@site/contracts';

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
