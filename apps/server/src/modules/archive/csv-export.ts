import { type ArchiveExportItem, archiveLevelNames } from '@site/contracts';
import { stringify } from 'csv-stringify/sync';

/** The columns of the CSV export, in order. */
export const archiveCsvColumns = [
  'id',
  'kind',
  'title',
  'year',
  'release_date',
  'status',
  'level',
  'level_name',
  'source',
  'source_score',
  'source_scale',
  'movie_type',
  'game_genres',
  'regions',
  'tags',
  'viewings',
  'comment',
  'review',
  'links',
] as const;

/**
 * The archive as CSV (RFC 4180 by csv-stringify, a header row, one row per item) for spreadsheets: lists are
 * joined with `; `, viewings are their days (a rewatch marked `(rewatch)`), no-rate is an empty level. The JSON
 * export is the one the import reads back; this one is for reading.
 */
export function archiveCsv(items: ArchiveExportItem[]): string {
  const rows = items.map((item) => [
    item.id,
    item.kind,
    item.title,
    item.year ?? '',
    item.release_date ?? '',
    item.status,
    item.level ?? '',
    item.level === null ? '' : archiveLevelNames[item.level],
    item.source_rating?.source ?? '',
    item.source_rating?.score ?? '',
    item.source_rating?.scale ?? '',
    item.kind === 'movie' ? item.movie.type : '',
    item.kind === 'game' ? item.game.genres.join('; ') : '',
    item.regions.join('; '),
    item.tags.join('; '),
    item.viewings.map((v) => (v.rewatch ? `${v.date} (rewatch)` : v.date)).join('; '),
    item.comment,
    item.review,
    item.links.map((l) => l.url).join('; '),
  ]);
  return stringify([[...archiveCsvColumns], ...rows]);
}
