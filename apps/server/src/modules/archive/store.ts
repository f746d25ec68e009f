import { randomBytes } from 'node:crypto';
import type {
  ArchiveExportItem,
  ArchiveGameGenre,
  ArchiveItem,
  ArchiveItemInput,
  ArchiveItemSummary,
  ArchiveMovieType,
  ArchiveViewing,
} from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { ArchiveItemsTable, Database } from '../../db/schema.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { renderReview } from './review.ts';

type Db = Kysely<Database>;
export type ArchiveRow = Selectable<ArchiveItemsTable>;

/** A new item id: 64 random bits, base64url (11 characters). */
export const newArchiveId = (): string => randomBytes(8).toString('base64url');

/** The title sort key: NFKC, lower case, leading/trailing space trimmed. */
export const sortTitle = (title: string): string => title.normalize('NFKC').toLowerCase().trim();

/** Viewings sorted by day (rewatches after first viewings on the same day), one per day and rewatch flag. */
export function normaliseViewings(viewings: ArchiveViewing[]): ArchiveViewing[] {
  const seen = new Map<string, ArchiveViewing>();
  for (const v of viewings) seen.set(`${v.date}|${v.rewatch}`, { date: v.date, rewatch: v.rewatch });
  return [...seen.values()].sort((a, b) => a.date.localeCompare(b.date) || Number(a.rewatch) - Number(b.rewatch));
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The kind's own fields of `input`, as stored in `details`. */
function detailsOf(input: ArchiveItemInput): object {
  if (input.kind === 'movie') return input.movie;
  if (input.kind === 'game') return { ...input.game, genres: unique(input.game.genres) };
  return input.product;
}

/** The row columns of `input` (without id, source key and times). */
function columnsOf(input: ArchiveItemInput) {
  const viewings = normaliseViewings(input.viewings);
  return {
    kind: input.kind,
    title: input.title,
    sort_title: sortTitle(input.title),
    titles: JSON.stringify(input.titles),
    year: input.year,
    year_sort: input.year ?? 0,
    release_date: input.release_date,
    cover_url: input.cover_url,
    regions: JSON.stringify(unique(input.regions)),
    tags: JSON.stringify(unique(input.tags)),
    links: JSON.stringify(input.links),
    status: input.status,
    level: input.level,
    level_rank: input.level ?? -1,
    source_rating: input.source_rating ? JSON.stringify(input.source_rating) : null,
    movie_type: input.kind === 'movie' ? input.movie.type : null,
    details: JSON.stringify(detailsOf(input)),
    comment: input.comment,
    review: input.review,
    review_html: renderReview(input.review),
    finished_on: viewings.at(-1)?.date ?? '',
  };
}

/**
 * Writes item `id` (a new row, or the existing one replaced) with its viewings and filter terms. Run it inside a
 * transaction: it deletes and inserts in several statements. `now` is an ISO 8601 time; `created_at` is kept on
 * an update.
 */
export async function writeArchiveItem(
  db: Db,
  id: string,
  input: ArchiveItemInput,
  options: { now: string; sourceKey: string | null; exists: boolean; createdAt?: string },
): Promise<void> {
  const columns = columnsOf(input);
  if (options.exists) {
    await db
      .updateTable('archive_items')
      .set({ ...columns, source_key: options.sourceKey, updated_at: options.now })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('archive_viewings').where('item_id', '=', id).execute();
    await db.deleteFrom('archive_terms').where('item_id', '=', id).execute();
  } else {
    await db
      .insertInto('archive_items')
      .values({
        id,
        ...columns,
        source_key: options.sourceKey,
        created_at: options.createdAt ?? options.now,
        updated_at: options.now,
      })
      .execute();
  }
  const viewings = normaliseViewings(input.viewings);
  for (let i = 0; i < viewings.length; i += 500) {
    const batch = viewings.slice(i, i + 500).map((v) => ({ item_id: id, date: v.date, rewatch: v.rewatch ? 1 : 0 }));
    await db.insertInto('archive_viewings').values(batch).execute();
  }
  const terms = [
    ...unique(input.tags).map((value) => ({ facet: 'tag' as const, value, item_id: id })),
    ...unique(input.regions).map((value) => ({ facet: 'region' as const, value, item_id: id })),
    ...(input.kind === 'game' ? unique(input.game.genres) : []).map((value) => ({
      facet: 'genre' as const,
      value,
      item_id: id,
    })),
  ];
  if (terms.length > 0) await db.insertInto('archive_terms').values(terms).execute();
  await syncSearchDocuments(db, 'archive', [id]);
}

/** The input fields of a stored row with its viewings (the shape `save_item.php` takes and the export writes). */
export function rowToInput(row: ArchiveRow, viewings: ArchiveViewing[]): ArchiveItemInput {
  const common = {
    title: row.title,
    titles: JSON.parse(row.titles),
    year: row.year,
    release_date: row.release_date,
    cover_url: row.cover_url,
    regions: JSON.parse(row.regions),
    tags: JSON.parse(row.tags),
    links: JSON.parse(row.links),
    status: row.status,
    viewings,
    level: row.level,
    source_rating: row.source_rating === null ? null : JSON.parse(row.source_rating),
    comment: row.comment,
    review: row.review,
  };
  const details = JSON.parse(row.details);
  if (row.kind === 'movie') return { kind: 'movie', ...common, movie: details };
  if (row.kind === 'game') return { kind: 'game', ...common, game: details };
  return { kind: 'product', ...common, product: details };
}

/** The item as `get_item.php` answers it. */
export function rowToItem(row: ArchiveRow, viewings: ArchiveViewing[]): ArchiveItem {
  return {
    id: row.id,
    ...rowToInput(row, viewings),
    review_html: row.review_html,
    finished_on: row.finished_on || null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The item as the JSON export writes it (what `npm run import -- --archive` reads back). */
export function rowToExport(row: ArchiveRow, viewings: ArchiveViewing[]): ArchiveExportItem {
  return { id: row.id, source_key: row.source_key, ...rowToInput(row, viewings) };
}

/** The columns lists read. */
export const summaryColumns = [
  'id',
  'kind',
  'title',
  'titles',
  'year',
  'cover_url',
  'status',
  'level',
  'finished_on',
  'regions',
  'tags',
  'movie_type',
  'details',
] as const;

/** An item as lists show it, from the `summaryColumns` of its row. */
export function rowToSummary(row: Pick<ArchiveRow, (typeof summaryColumns)[number]>): ArchiveItemSummary {
  const genres: ArchiveGameGenre[] = row.kind === 'game' ? (JSON.parse(row.details).genres ?? []) : [];
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    titles: JSON.parse(row.titles),
    year: row.year,
    cover_url: row.cover_url,
    status: row.status,
    level: row.level,
    finished_on: row.finished_on || null,
    regions: JSON.parse(row.regions),
    tags: JSON.parse(row.tags),
    type: row.movie_type as ArchiveMovieType | null,
    genres,
  };
}

/** The viewings of each of `ids`, oldest first. */
export async function viewingsOf(db: Db, ids: string[]): Promise<Map<string, ArchiveViewing[]>> {
  const out = new Map<string, ArchiveViewing[]>(ids.map((id) => [id, []]));
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('archive_viewings')
      .select(['item_id', 'date', 'rewatch'])
      .where('item_id', 'in', ids.slice(i, i + 500))
      .orderBy('item_id')
      .orderBy('date')
      .orderBy('rewatch')
      .execute();
    for (const r of rows) out.get(r.item_id)?.push({ date: r.date, rewatch: r.rewatch === 1 });
  }
  return out;
}
