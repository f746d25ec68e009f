import { archiveListQuerySchema } from '@site/contracts';
import type { ArchiveListParams } from './api.ts';

/**
 * A movie or game list's state lives in its address (`/archive/movies?genre=rpg&level=none&sort=title&order=asc
 * &page=2&view=list`), so every view can be shared and survives a reload. These helpers read the address into the
 * list's query and write a change back. Each parameter is checked with the contract's own schema
 * (`archiveListQuerySchema`): one the server would refuse is left out (and named in `invalid`), so a hand-edited
 * address still shows a list rather than an error.
 */

/** The kinds with a list page of their own here (products have theirs, with community posts). */
export type ListKind = 'movie' | 'game';

/** Cover grid or compact list. */
export type ListView = 'grid' | 'list';

/** The address parameters of a list, in the order the address writes them. */
export const listParamNames = [
  'type',
  'genre',
  'status',
  'level',
  'year_from',
  'year_to',
  'region',
  'tag',
  'sort',
  'order',
  'page',
  'view',
] as const;
export type ListParamName = (typeof listParamNames)[number];

/** Items per page of a list. */
export const listPerPage = 24;

/** The filters a kind's list offers: movies filter by type [CONST-05], games by genre [CONST-04]. */
const ownFilter: Record<ListKind, 'type' | 'genre'> = { movie: 'type', game: 'genre' };

/** What a list's address says. */
export type ListState = {
  /** The query of `archive/get_items.php`: the kind, the address's valid filters, sort, order, page. */
  query: ArchiveListParams & Required<Pick<ArchiveListParams, 'sort' | 'order' | 'page' | 'per_page'>>;
  view: ListView;
  /** Parameters present but refused (wrong value, or a filter of the other kind). */
  invalid: ListParamName[];
};

const defaults = { sort: 'finished', order: 'desc', page: '1', view: 'grid' } as const;

/**
 * The list state of `kind` in the address parameters `params`. Absent or invalid values take their defaults:
 * sorted by the date finished, newest first, page 1, cover grid. A `level` of `none` is no-rate [CONST-07].
 *
 * @example parseListParams('game', new URLSearchParams('genre=rpg&order=asc')).query
 *   // { kind: 'game', genre: 'rpg', sort: 'finished', order: 'asc', page: 1, per_page: 24 }
 */
export function parseListParams(kind: ListKind, params: URLSearchParams): ListState {
  const shape = archiveListQuerySchema.shape;
  const query: ListState['query'] = { kind, sort: 'finished', order: 'desc', page: 1, per_page: listPerPage };
  const invalid: ListParamName[] = [];
  let view: ListView = 'grid';
  for (const name of listParamNames) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    if (name === 'view') {
      if (value === 'grid' || value === 'list') view = value;
      else invalid.push(name);
      continue;
    }
    if ((name === 'type' || name === 'genre') && name !== ownFilter[kind]) {
      invalid.push(name);
      continue;
    }
    const parsed = shape[name].safeParse(value);
    // The address carries the value as text; the contract's coercion reads numbers from it.
    if (parsed.success && parsed.data !== undefined) Object.assign(query, { [name]: parsed.data });
    else invalid.push(name);
  }
  if (query.year_from !== undefined && query.year_to !== undefined && query.year_from > query.year_to) {
    // A reversed range matches nothing; read it as meant.
    [query.year_from, query.year_to] = [query.year_to, query.year_from];
  }
  return { query, view, invalid };
}

/**
 * The address search (`?…`, or `''`) after `changes` on top of `params`: a value of null or `''` (or a
 * parameter's default) removes it, so each view has one canonical address. Any change other than `page` itself
 * returns to page 1 (the old page may not exist under the new filter); `view` keeps the page.
 *
 * @example listSearch(new URLSearchParams('page=3&tag=noir'), { sort: 'title' }) === '?tag=noir&sort=title'
 */
export function listSearch(
  params: URLSearchParams,
  changes: Partial<Record<ListParamName | 'new', string | number | null>>,
): string {
  const next = new URLSearchParams();
  const keepPage = Object.keys(changes).every((name) => name === 'page' || name === 'view' || name === 'new');
  const names = [...listParamNames, 'new'] as const;
  for (const name of names) {
    const changed = Object.hasOwn(changes, name);
    let value = changed ? changes[name] : params.get(name);
    if (name === 'page' && !changed && !keepPage) value = null;
    const text = value === null || value === undefined ? '' : String(value);
    if (text === '' || (name in defaults && defaults[name as keyof typeof defaults] === text)) continue;
    next.set(name, text);
  }
  const search = next.toString();
  return search === '' ? '' : `?${search}`;
}
