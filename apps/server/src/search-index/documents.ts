import { archiveItemPath, articlePath, type SearchKind, wikiItemPath } from '@site/contracts';
import { lrcDataFromSongDetail, parse } from '@site/lyrics';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { htmlToPlainText, plainLines } from './plain-text.ts';

type Db = Kysely<Database>;

/**
 * One document of the site search (issue 22) as its area states it, texts as written (folding happens when it is
 * stored, sync.ts). `body` is plain text, one line per paragraph; for a song one line per lyric row, and
 * `line_times` then holds each line's start in seconds (same length as `body`'s lines), else it is empty.
 */
export type SearchDocumentInput = {
  kind: SearchKind;
  id: string;
  title: string;
  headings: string;
  body: string;
  tags: string[];
  context: string;
  /** ISO 8601 (or a year alone), or null. */
  date: string | null;
  url: string;
  external_url: string | null;
  line_times: number[];
};

/** The areas of the index: each is rebuilt and kept in step on its own. Archive items are one area, three kinds. */
export type SearchArea = 'article' | 'wiki' | 'archive' | 'song' | 'link';
export const searchAreas: readonly SearchArea[] = ['article', 'wiki', 'archive', 'song', 'link'];

/** The kinds an area's documents have. */
export const kindsOfArea: Record<SearchArea, readonly SearchKind[]> = {
  article: ['article'],
  wiki: ['wiki'],
  archive: ['movie', 'game', 'product'],
  song: ['song'],
  link: ['link'],
};

/** Parses a JSON array of strings; anything else is []. */
function stringArray(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The headings' texts of a stored outline (`[{depth, id, text}]` JSON), one a line. */
function headingsOf(toc: string): string {
  try {
    const value: unknown = JSON.parse(toc);
    if (!Array.isArray(value)) return '';
    return plainLines(
      value
        .map((h) => (h && typeof (h as { text?: unknown }).text === 'string' ? (h as { text: string }).text : ''))
        .join('\n'),
    );
  } catch {
    return '';
  }
}

/** The values of a JSON object of strings (an archive item's titles per language), repeats dropped. */
function objectValues(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return [...new Set(Object.values(value).filter((v): v is string => typeof v === 'string' && v.trim() !== ''))];
  } catch {
    return [];
  }
}

/** The host of an address, else the address itself. */
function siteOf(link: string): string {
  try {
    return new URL(link).host || link;
  } catch {
    return link;
  }
}

/**
 * The documents of `area` for the records `ids` (all records when `ids` is undefined), read from the area's tables
 * through `db` (inside the caller's transaction when it is one), in id order. A record that does not exist (or a
 * guest may not see) has no document: the caller removes what it had. Throws on a database error.
 * @example await loadSearchDocuments(trx, 'article', ['hexo-news/2019-10-14-hexo-4-released'])
 * // [{ kind: 'article', id: 'hexo-news/…', title: 'Hexo 4.0 released', headings: '…', body: '…', … }]
 */
export async function loadSearchDocuments(
  db: Db,
  area: SearchArea,
  ids?: readonly string[],
): Promise<SearchDocumentInput[]> {
  if (ids !== undefined && ids.length === 0) return [];
  const out: SearchDocumentInput[] = [];
  // Large id lists (a whole import) are read in slices: SQLite allows 32,766 parameters, PostgreSQL 65,535.
  const slices: (readonly string[] | undefined)[] = [];
  if (ids === undefined) slices.push(undefined);
  else for (let i = 0; i < ids.length; i += 500) slices.push(ids.slice(i, i + 500));
  for (const slice of slices) out.push(...(await loadSlice(db, area, slice)));
  return out;
}

async function loadSlice(db: Db, area: SearchArea, ids: readonly string[] | undefined) {
  switch (area) {
    case 'article':
      return articleDocuments(db, ids);
    case 'wiki':
      return wikiDocuments(db, ids);
    case 'archive':
      return archiveDocuments(db, ids);
    case 'song':
      return songDocuments(db, ids);
    case 'link':
      return linkDocuments(db, ids);
  }
}

async function articleDocuments(db: Db, ids: readonly string[] | undefined): Promise<SearchDocumentInput[]> {
  let q = db
    .selectFrom('articles')
    .leftJoin('categories', 'categories.id', 'articles.category_id')
    .select([
      'articles.id',
      'articles.title',
      'articles.toc',
      'articles.html',
      'articles.tags',
      'articles.date',
      'categories.name as category',
    ])
    // A draft or scheduled article is not findable; its publishing re-syncs it (issue 23 point 2).
    .where('articles.status', '=', 'published')
    .orderBy('articles.id');
  if (ids) q = q.where('articles.id', 'in', ids);
  return (await q.execute()).map((row) => ({
    kind: 'article',
    id: row.id,
    title: row.title,
    headings: headingsOf(row.toc),
    body: htmlToPlainText(row.html),
    tags: stringArray(row.tags),
    context: row.category ?? '',
    date: row.date,
    url: articlePath(row.id),
    external_url: null,
    line_times: [],
  }));
}

async function wikiDocuments(db: Db, ids: readonly string[] | undefined): Promise<SearchDocumentInput[]> {
  let q = db.selectFrom('wiki_pages').select(['id', 'title', 'toc', 'html', 'tags', 'updated_at']).orderBy('id');
  if (ids) q = q.where('id', 'in', ids);
  return (await q.execute()).map((row) => ({
    kind: 'wiki',
    id: row.id,
    title: row.title,
    headings: headingsOf(row.toc),
    body: htmlToPlainText(row.html),
    tags: stringArray(row.tags),
    // The folder the page is in: `guides/setup/linux` → `guides/setup`.
    context: row.id.includes('/') ? row.id.slice(0, row.id.lastIndexOf('/')) : '',
    date: row.updated_at,
    url: wikiItemPath(row.id),
    external_url: null,
    line_times: [],
  }));
}

async function archiveDocuments(db: Db, ids: readonly string[] | undefined): Promise<SearchDocumentInput[]> {
  let q = db
    .selectFrom('archive_items')
    .select(['id', 'kind', 'title', 'titles', 'year', 'release_date', 'tags', 'comment', 'review_html'])
    .orderBy('id');
  if (ids) q = q.where('id', 'in', ids);
  return (await q.execute()).map((row) => {
    // Every title language: the original is the title; the others (a translation, a romanisation) are searched
    // as headings so a Chinese reader finds a film by its Chinese title.
    const others = objectValues(row.titles).filter((t) => t !== row.title);
    return {
      kind: row.kind,
      id: row.id,
      title: row.title,
      headings: plainLines(others.join('\n')),
      body: plainLines([row.comment, htmlToPlainText(row.review_html)].join('\n')),
      tags: stringArray(row.tags),
      context: [row.year === null ? '' : String(row.year), others[0] ?? ''].filter((p) => p !== '').join(' · '),
      date: row.release_date ?? (row.year === null ? null : String(row.year).padStart(4, '0')),
      url: archiveItemPath(row.kind, row.id),
      external_url: null,
      line_times: [],
    };
  });
}

/** A song page's address (the web app's `/archive/music/songs/:id`). */
export const songPath = (songId: string): string => `/archive/music/songs/${encodeURIComponent(songId)}`;

/**
 * A song's lyric lines with their start (seconds): the first of the song's stored lyrics (in the order the lyric
 * view prefers them: colored, TTML, word, row, plain text) that parses to a line with text, parsed by
 * `@site/lyrics`. Untimed lines (plain text) start at 0.
 */
export function lyricLines(song: Parameters<typeof lrcDataFromSongDetail>[0]): { text: string; time: number }[] {
  for (const entry of lrcDataFromSongDetail(song)) {
    if (typeof entry.data.text !== 'string' || entry.data.text.trim() === '') continue;
    const result = parse(entry);
    const lines = result.rows
      .map((row) => ({ text: plainLines(row.text).replace(/\n/g, ' '), time: result.synced ? row.time : 0 }))
      .filter((line) => line.text !== '');
    if (lines.length > 0)
      return lines.map((line) => ({
        text: line.text,
        // Colored rows without a time sit at 99 minutes (LYR-17): no place to play from.
        time: Number.isFinite(line.time) && line.time < 99 * 60 ? Math.max(0, line.time) : 0,
      }));
  }
  return [];
}

async function songDocuments(db: Db, ids: readonly string[] | undefined): Promise<SearchDocumentInput[]> {
  let q = db.selectFrom('songs').selectAll().orderBy('song_id');
  if (ids) q = q.where('song_id', 'in', ids);
  return (await q.execute()).map((row) => {
    const lines = lyricLines(row);
    const title = row.title;
    return {
      kind: 'song',
      id: row.song_id,
      title,
      // The translated title (`_title_cn`) and the album are searched as headings.
      headings: plainLines([row.title_cn, row.album_name].join('\n')),
      body: lines.map((l) => l.text).join('\n'),
      tags: [],
      context: [row.artists_name, row.album_name].filter((p) => p.trim() !== '').join(' · '),
      date: row.created_at,
      url: songPath(row.song_id),
      external_url: null,
      line_times: lines.map((l) => l.time),
    };
  });
}

async function linkDocuments(db: Db, ids: readonly string[] | undefined): Promise<SearchDocumentInput[]> {
  let q = db
    .selectFrom('link_entries')
    .select(['id', 'class_id', 'name', 'description', 'link', 'created_at'])
    .orderBy('id');
  if (ids) q = q.where('id', 'in', ids.map(Number).filter(Number.isSafeInteger));
  return (await q.execute()).map((row) => ({
    kind: 'link',
    id: String(row.id),
    title: row.name,
    headings: '',
    body: plainLines(row.description),
    tags: [],
    context: siteOf(row.link),
    date: row.created_at,
    url: row.class_id === null ? '/links' : `/links/class/${row.class_id}`,
    external_url: row.link,
    line_times: [],
  }));
}
