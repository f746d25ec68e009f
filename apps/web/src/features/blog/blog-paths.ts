import { slugIdSchema } from '@site/contracts';

/** The addresses of blog pages (`articlePath`, `categoryPath`) are shared with the server: `@site/contracts`. */
export { articlePath, categoryPath } from '@site/contracts';

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
