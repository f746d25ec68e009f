import {
  type ArchiveItemInput,
  type ArchiveMovieType,
  archiveItemInputSchema,
  archiveLevelFromScore,
} from '@site/contracts';
import type { ImportEntry } from '../../modules/archive/write-service.ts';
import { dayOf, readCsv, type SkippedRow, titleOf, yearOf } from './archive-csv.ts';
import type { SourceRead } from './archive-letterboxd.ts';

/** IMDb's `Title Type`s the archive keeps, and the movie type each becomes [CONST-05]. */
export const imdbTitleTypes: Record<string, ArchiveMovieType> = {
  Movie: 'movie',
  'TV Movie': 'movie',
  Short: 'movie',
  Video: 'movie',
  'TV Special': 'movie',
  'TV Series': 'series',
  'TV Mini Series': 'series',
};

const required = ['Const', 'Your Rating', 'Title', 'Title Type', 'Year'] as const;

/**
 * Reads IMDb's "Your ratings" export (`ratings.csv`) into one movie per `Const` (`tt…`): `Title Type` decides
 * movie or series (`imdbTitleTypes`; episodes, games and podcasts are skipped with the reason), `Your Rating`
 * (1–10) is kept as a score out of 10 beside its level, `Original Title` is the title and `Title` (IMDb's title
 * in the account's language, taken as English) the English one when they differ; runtime, directors, release
 * date and the IMDb page come along, IMDb's genres become tags. A rated title is `done` without a viewing (IMDb
 * does not say when it was seen). Throws when the header lacks a required column.
 */
export function readImdb(path: string): SourceRead {
  const skipped: SkippedRow[] = [];
  const entries: ImportEntry[] = [];
  const seen = new Set<string>();
  const rows = readCsv(path, required);
  for (const { line, cells } of rows) {
    const skip = (reason: string) => skipped.push({ file: 'ratings.csv', line, reason });
    const id = cells.Const?.trim() ?? '';
    if (!/^tt\d+$/.test(id)) {
      skip('no IMDb id (Const)');
      continue;
    }
    if (seen.has(id)) {
      skip(`${id} again`);
      continue;
    }
    const type = imdbTitleTypes[cells['Title Type']?.trim() ?? ''];
    if (!type) {
      skip(`title type ${JSON.stringify(cells['Title Type'] ?? '')} is not a movie or series`);
      continue;
    }
    const rating = cells['Your Rating']?.trim() ?? '';
    const score = Number(rating);
    if (rating !== '' && !(Number.isInteger(score) && score >= 1 && score <= 10)) {
      skip(`rating ${JSON.stringify(rating)} is not 1–10`);
      continue;
    }
    const parsed = archiveItemInputSchema.safeParse(itemOf(id, type, rating === '' ? null : score, cells));
    if (!parsed.success) {
      skip(`not a valid item (${parsed.error.issues[0]?.path.join('.')})`);
      continue;
    }
    seen.add(id);
    entries.push({ sourceKey: `imdb:${id}`, item: parsed.data });
  }
  return { entries, skipped, rows: rows.length };
}

/** The archive item of one IMDb row. */
function itemOf(
  id: string,
  type: ArchiveMovieType,
  score: number | null,
  cells: Record<string, string>,
): ArchiveItemInput {
  const shown = titleOf(cells.Title);
  const original = titleOf(cells['Original Title']) || shown;
  const runtime = Number(cells['Runtime (mins)']);
  const split = (cell: string | undefined) =>
    (cell ?? '')
      .split(',')
      .map((s) => s.trim().slice(0, 100))
      .filter(Boolean);
  return {
    kind: 'movie',
    title: original,
    titles: shown && shown !== original ? { en: shown } : {},
    year: yearOf(cells.Year),
    release_date: dayOf(cells['Release Date']),
    cover_url: '',
    regions: [],
    tags: split(cells.Genres),
    links: [{ site: 'imdb', url: `https://www.imdb.com/title/${id}/` }],
    status: 'done',
    viewings: [],
    level: score === null ? null : archiveLevelFromScore(score, 10),
    source_rating: score === null ? null : { source: 'imdb', score, scale: 10 },
    comment: '',
    review: '',
    movie: {
      type,
      directors: split(cells.Directors),
      cast: [],
      runtime_minutes: Number.isInteger(runtime) && runtime > 0 ? runtime : null,
      episodes: null,
    },
  };
}
