import {
  type ArchiveItem,
  type ArchiveItemPage,
  type ArchiveKind,
  type ArchiveListQuery,
  type ArchiveOverview,
  type ArchiveStatus,
  archiveKinds,
  archiveStatuses,
} from '@site/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AnswerCache } from '../../http/answer-cache.ts';
import { rowToItem, rowToSummary, summaryColumns, viewingsOf } from './store.ts';

type Db = Kysely<Database>;

/**
 * Archive reads (contracts `archive.ts`): the filtered, sorted list, one item, the overview. Knows Kysely, not
 * Fastify. Every list query filters and sorts on indexed not-null columns (docs/decisions/0022-archive-indexes.md).
 */

const sortColumn = {
  finished: 'finished_on',
  rating: 'level_rank',
  year: 'year_sort',
  title: 'sort_title',
} as const;

/** The filters of `query` on `archive_items` (multi-valued ones through `archive_terms`). */
function filtered(db: Db, query: ArchiveListQuery) {
  let q = db.selectFrom('archive_items');
  if (query.kind) q = q.where('kind', '=', query.kind);
  if (query.status) q = q.where('status', '=', query.status);
  if (query.type) q = q.where('movie_type', '=', query.type);
  if (query.level !== undefined) q = q.where('level_rank', '=', query.level === 'none' ? -1 : Number(query.level));
  if (query.year_from !== undefined) q = q.where('year_sort', '>=', query.year_from);
  if (query.year_to !== undefined) q = q.where('year_sort', '<=', query.year_to).where('year_sort', '>', 0);
  const terms: ['tag' | 'region' | 'genre', string | undefined][] = [
    ['tag', query.tag],
    ['region', query.region],
    ['genre', query.genre],
  ];
  for (const [facet, value] of terms) {
    if (value === undefined) continue;
    q = q.where(
      'id',
      'in',
      db.selectFrom('archive_terms').select('item_id').where('facet', '=', facet).where('value', '=', value),
    );
  }
  return q;
}

/**
 * One page of the list: items matching every filter of `query`, sorted by `query.sort` (`finished`: latest
 * viewing day; `rating`: level, no-rate lowest; `year`; `title`) in `query.order`, ties by id; `total` counts
 * every match. A page past the end is empty. With `counts`, the total of a filter asked for before is taken from
 * it (and a new one stored), keyed by the filters alone.
 */
export async function listArchiveItems(
  db: Db,
  query: ArchiveListQuery,
  counts?: AnswerCache<number>,
): Promise<ArchiveItemPage> {
  const { rows, count } = archiveListQueries(db, query);
  const { sort: _s, order: _o, page: _p, per_page: _pp, ...filters } = query;
  const key = JSON.stringify(filters);
  const token = counts?.readToken();
  let total = counts?.get(key);
  const page = await rows.execute();
  if (total === undefined) {
    total = Number((await count.executeTakeFirst())?.n ?? 0);
    counts?.set(key, total, token);
  }
  return { items: page.map(rowToSummary), total, page: query.page, per_page: query.per_page };
}

/** The two statements of a list page: its rows and the count of every match (for EXPLAIN in decision 0022, too). */
export function archiveListQueries(db: Db, query: ArchiveListQuery) {
  const column = sortColumn[query.sort];
  const rows = filtered(db, query)
    .select([...summaryColumns])
    .orderBy(column, query.order)
    .orderBy('id', query.order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const count = filtered(db, query).select((eb) => eb.fn.countAll().as('n'));
  return { rows, count };
}

/** Item `id` with every viewing, or undefined. */
export async function getArchiveItem(db: Db, id: string): Promise<ArchiveItem | undefined> {
  const row = await db.selectFrom('archive_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return rowToItem(row, (await viewingsOf(db, [id])).get(id) ?? []);
}

/** How many of the latest finished items the overview lists. */
export const recentlyFinishedCount = 12;

/**
 * The overview of `/archive`: counts per kind and status, the latest finished items, how many items had a viewing
 * in each month of `year`, and the rating distribution (of `kind` when given, else of every item).
 */
export async function archiveOverview(db: Db, year: number, kind?: ArchiveKind): Promise<ArchiveOverview> {
  const counts = Object.fromEntries(
    archiveKinds.map((k) => [k, { ...Object.fromEntries(archiveStatuses.map((s) => [s, 0])), total: 0 }]),
  ) as ArchiveOverview['counts'];
  const grouped = await db
    .selectFrom('archive_items')
    .select(['kind', 'status', (eb) => eb.fn.countAll().as('n')])
    .groupBy(['kind', 'status'])
    .execute();
  for (const g of grouped) {
    const forKind = counts[g.kind];
    if (!forKind) continue;
    forKind[g.status as ArchiveStatus] += Number(g.n);
    forKind.total += Number(g.n);
  }
  let recent = db
    .selectFrom('archive_items')
    .select([...summaryColumns])
    .where('finished_on', '!=', '');
  if (kind) recent = recent.where('kind', '=', kind);
  const recentRows = await recent
    .orderBy('finished_on', 'desc')
    .orderBy('id', 'desc')
    .limit(recentlyFinishedCount)
    .execute();

  let months = db
    .selectFrom('archive_viewings')
    .innerJoin('archive_items', 'archive_items.id', 'archive_viewings.item_id')
    .select([
      sql<string>`substr(archive_viewings.date, 6, 2)`.as('month'),
      sql<number | string>`count(distinct archive_viewings.item_id)`.as('n'),
    ])
    .where('archive_viewings.date', '>=', `${year}-01-01`)
    .where('archive_viewings.date', '<=', `${year}-12-31`);
  if (kind) months = months.where('archive_items.kind', '=', kind);
  const perMonth = new Array<number>(12).fill(0);
  for (const m of await months.groupBy(sql`substr(archive_viewings.date, 6, 2)`).execute())
    perMonth[Number(m.month) - 1] = Number(m.n);

  let levels = db.selectFrom('archive_items').select(['level_rank', (eb) => eb.fn.countAll().as('n')]);
  if (kind) levels = levels.where('kind', '=', kind);
  const distribution = { levels: new Array<number>(8).fill(0), no_rate: 0 };
  for (const l of await levels.groupBy('level_rank').execute()) {
    if (l.level_rank < 0) distribution.no_rate += Number(l.n);
    else distribution.levels[l.level_rank] = Number(l.n);
  }
  return {
    counts,
    recently_finished: recentRows.map(rowToSummary),
    year,
    finished_per_month: perMonth,
    rating_distribution: distribution,
  };
}
