import { wikiIdSchema } from '@site/contracts';

/** The addresses of wiki pages are shared with the server: `@site/contracts`. */
export { wikiEditPath, wikiFeedPath, wikiItemPath } from '@site/contracts';

/**
 * The page id named by a splat route's `*` parameter (React Router has already decoded each segment), or `null`
 * when it cannot be an id (the contract's `wikiIdSchema`: empty segments, `?`, `#`, too long...). A trailing `/`
 * is forgiven (`/wiki/items/a/b/` is `a/b`). A `null` id shows "Wiki Item Not Found" without asking the server.
 *
 * @example wikiIdFromSplat('指南/入门 一') === '指南/入门 一'
 */
export function wikiIdFromSplat(splat: string | undefined): string | null {
  const id = (splat ?? '').replace(/\/+$/, '');
  return wikiIdSchema.safeParse(id).success ? id : null;
}

/** The views of an item besides its text, as its address's `view` search parameter says. */
export type WikiView =
  | { kind: 'read'; revision: number | null }
  | { kind: 'history' }
  | { kind: 'diff'; from: number; to: number }
  | { kind: 'source'; revision: number | null };

const revisionParam = (value: string | null): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
};

/**
 * The view an item address's search parameters name: `?view=history`, `?view=diff&from=3&to=5`, `?view=source`
 * (with `&revision=N` for an old one), `?revision=4` (an old revision), else the current text. A diff missing
 * either revision falls back to the history; a malformed revision number is ignored.
 */
export function parseWikiView(search: URLSearchParams): WikiView {
  const revision = revisionParam(search.get('revision'));
  switch (search.get('view')) {
    case 'history':
      return { kind: 'history' };
    case 'diff': {
      const from = revisionParam(search.get('from'));
      const to = revisionParam(search.get('to'));
      return from !== null && to !== null ? { kind: 'diff', from, to } : { kind: 'history' };
    }
    case 'source':
      return { kind: 'source', revision };
    default:
      return { kind: 'read', revision };
  }
}

/** The search part (with `?`, or empty for the current text) of `view`: the inverse of `parseWikiView`. */
export function wikiViewSearch(view: WikiView): string {
  const params = new URLSearchParams();
  if (view.kind === 'history') params.set('view', 'history');
  if (view.kind === 'diff') {
    params.set('view', 'diff');
    params.set('from', String(view.from));
    params.set('to', String(view.to));
  }
  if (view.kind === 'source') params.set('view', 'source');
  if ((view.kind === 'read' || view.kind === 'source') && view.revision !== null)
    params.set('revision', String(view.revision));
  const text = params.toString();
  return text ? `?${text}` : '';
}
