import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ArchiveItemInput,
  type ArchiveViewing,
  archiveItemInputSchema,
  archiveLevelFromScore,
} from '@site/contracts';
import type { ImportEntry } from '../../modules/archive/write-service.ts';
import { type CsvRow, dayOf, readCsv, type SkippedRow, titleOf, yearOf } from './archive-csv.ts';

/** The files of a Letterboxd export the import reads, in the order it reads them; each may be missing. */
export const letterboxdFiles = ['watched.csv', 'diary.csv', 'ratings.csv', 'reviews.csv', 'watchlist.csv'] as const;
type LetterboxdFile = (typeof letterboxdFiles)[number];

const uriColumn = 'Letterboxd URI';
const baseColumns = ['Name', 'Year', uriColumn] as const;

/** What a folder of Letterboxd CSV files holds: one entry per film, the rows not taken, the rows read. */
export type SourceRead = { entries: ImportEntry[]; skipped: SkippedRow[]; rows: number };

type Film = {
  uri: string;
  name: string;
  year: number | null;
  watched: boolean;
  watchlist: boolean;
  viewings: ArchiveViewing[];
  tags: Set<string>;
  rating: { score: number; day: string } | null;
  reviews: { day: string; text: string }[];
};

/**
 * Reads a Letterboxd export folder (`watched.csv`, `diary.csv`, `ratings.csv`, `reviews.csv`, `watchlist.csv`;
 * Settings → Data → Export) into one movie per `Letterboxd URI`, however many files name it: diary and review
 * rows are viewings (their `Watched Date`, else `Date`; `Rewatch` kept), the latest rating (ratings.csv, else the
 * diary) is kept as a score out of 5 beside its level (`archiveLevelFromScore`), reviews are the review Markdown
 * (several joined by a rule, oldest first), diary tags are tags, a film only on the watchlist is `want`, any
 * other `done`. A row without a URI or a name, or with a rating outside 0.5–5 in half stars, is skipped with its
 * reason. Throws when a file lacks one of its columns.
 */
export function readLetterboxd(folder: string): SourceRead {
  const films = new Map<string, Film>();
  const skipped: SkippedRow[] = [];
  let rows = 0;
  const columns: Record<LetterboxdFile, readonly string[]> = {
    'watched.csv': baseColumns,
    'watchlist.csv': baseColumns,
    'ratings.csv': [...baseColumns, 'Rating'],
    'diary.csv': [...baseColumns, 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
    'reviews.csv': [...baseColumns, 'Review'],
  };
  for (const file of letterboxdFiles) {
    const path = join(folder, file);
    if (!existsSync(path)) continue;
    for (const row of readCsv(path, columns[file])) {
      rows += 1;
      const skip = (reason: string) => skipped.push({ file, line: row.line, reason });
      const film = filmOf(films, row);
      if (typeof film === 'string') {
        skip(film);
        continue;
      }
      const problem = takeRow(file, film, row.cells);
      if (problem) skip(problem);
    }
  }
  const entries: ImportEntry[] = [];
  for (const film of films.values()) {
    const parsed = archiveItemInputSchema.safeParse(itemOf(film));
    if (parsed.success) entries.push({ sourceKey: `letterboxd:${film.uri}`, item: parsed.data });
    else
      skipped.push({ file: film.uri, line: 0, reason: `not a valid item (${parsed.error.issues[0]?.path.join('.')})` });
  }
  return { entries, skipped, rows };
}

/** The film a row names (made on first sight), or why the row names none. */
function filmOf(films: Map<string, Film>, row: CsvRow): Film | string {
  const uri = row.cells[uriColumn]?.trim() ?? '';
  if (!/^https?:\/\/\S+$/.test(uri)) return 'no Letterboxd URI';
  const name = titleOf(row.cells.Name);
  if (name === '') return 'no film name';
  let film = films.get(uri);
  if (!film) {
    film = {
      uri,
      name,
      year: yearOf(row.cells.Year),
      watched: false,
      watchlist: false,
      viewings: [],
      tags: new Set(),
      rating: null,
      reviews: [],
    };
    films.set(uri, film);
  }
  return film;
}

/** Adds what one row of `file` says to `film`; answers why a part of it was not taken, or null. */
function takeRow(file: LetterboxdFile, film: Film, cells: Record<string, string>): string | null {
  const day = dayOf(cells['Watched Date']) ?? dayOf(cells.Date);
  if (file === 'watchlist.csv') {
    film.watchlist = true;
    return null;
  }
  film.watched = true;
  if (file === 'diary.csv' || file === 'reviews.csv') {
    if (day) film.viewings.push({ date: day, rewatch: cells.Rewatch?.trim().toLowerCase() === 'yes' });
    for (const tag of (cells.Tags ?? '').split(',')) if (tag.trim()) film.tags.add(tag.trim().slice(0, 100));
  }
  if (file === 'reviews.csv' && cells.Review?.trim()) film.reviews.push({ day: day ?? '', text: cells.Review });
  const rating = cells.Rating?.trim() ?? '';
  if ((file === 'ratings.csv' || file === 'diary.csv') && rating !== '') {
    const score = Number(rating);
    if (!(score >= 0.5 && score <= 5 && Number.isInteger(score * 2)))
      return `rating ${JSON.stringify(rating)} is not 0.5–5 in half stars`;
    const ratedOn = dayOf(cells.Date) ?? '';
    // ratings.csv (read after the diary) holds the current rating; otherwise the latest diary entry's counts.
    if (file === 'ratings.csv' || film.rating === null || film.rating.day <= ratedOn)
      film.rating = { score, day: ratedOn };
  }
  if (file !== 'watched.csv' && file !== 'ratings.csv' && !day) return 'no watched date';
  return null;
}

/** The archive item of a film. */
function itemOf(film: Film): ArchiveItemInput {
  const reviews = film.reviews.sort((a, b) => a.day.localeCompare(b.day)).map((r) => r.text);
  return {
    kind: 'movie',
    title: film.name,
    titles: {},
    year: film.year,
    release_date: null,
    cover_url: '',
    regions: [],
    tags: [...film.tags],
    links: [{ site: 'letterboxd', url: film.uri }],
    status: film.watched ? 'done' : 'want',
    viewings: film.viewings,
    level: film.rating ? archiveLevelFromScore(film.rating.score, 5) : null,
    source_rating: film.rating ? { source: 'letterboxd', score: film.rating.score, scale: 5 } : null,
    comment: '',
    review: reviews.join('\n\n---\n\n'),
    movie: { type: 'movie', directors: [], cast: [], runtime_minutes: null, episodes: null },
  };
}
