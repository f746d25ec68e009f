import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { foldForSearch } from '../modules/search/text/fold.ts';
import {
  kindsOfArea,
  loadSearchDocuments,
  type SearchArea,
  type SearchDocumentInput,
  searchAreas,
} from './documents.ts';

type Db = Kysely<Database>;

/** Whether `db` talks to PostgreSQL (else SQLite): the index's fast paths differ (migration 0012). */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** Code points of `text` (an astral character is one). */
const codePoints = (text: string): string[] => [...text];

/** One character as a fixed-width ASCII token part: its code point in base 36, 4 digits (36^4 > 0x10FFFF). */
const charCode = (char: string): string => (char.codePointAt(0) ?? 0).toString(36).padStart(4, '0');

/**
 * The index token of a 1- or 2-character folded term (`g` and each character's code point in base 36, 4 digits
 * a character), or null for a term of another length or one holding white space (those have no gram). The token
 * is plain ASCII letters and digits, so it is never FTS5 or tsquery syntax (issue 22: no user text becomes syntax).
 * @example gramToken('中') === 'g0jlp' // U+4E2D
 */
export function gramToken(term: string): string | null {
  const chars = codePoints(term);
  if (chars.length < 1 || chars.length > 2 || /\s/u.test(term)) return null;
  return `g${chars.map(charCode).join('')}`;
}

/** `charCode` of each BMP code point met so far (the tokens of a text repeat its few hundred characters). */
const bmpCodes: (string | undefined)[] = [];
const spaceLike = /\s/u;

/** `charCode` of a code point, cached for the BMP. */
function codeOf(codePoint: number): string {
  if (codePoint > 0xffff) return codePoint.toString(36).padStart(4, '0');
  let code = bmpCodes[codePoint];
  if (code === undefined) {
    code = codePoint.toString(36).padStart(4, '0');
    bmpCodes[codePoint] = code;
  }
  return code;
}

/** White space as `/\s/u` has it (what splits a text into runs for its grams). */
const isSpace = (codePoint: number): boolean =>
  codePoint === 0x20 ||
  (codePoint >= 0x09 && codePoint <= 0x0d) ||
  (codePoint > 0x7f && spaceLike.test(String.fromCodePoint(codePoint)));

/**
 * Every distinct 1- and 2-character substring of `folded` (none holding white space) as `gramToken`s, in order of
 * first appearance: what lets the index find terms shorter than a trigram. One pass over the code points (a lone
 * surrogate is one character), each character's code made once, numbers in the set: the reindex of 50,000 documents spent a fifth of
 * its time here when it split the text and spread each run into an array.
 */
export function gramsOf(folded: string): string[] {
  // Numbers while reading (a character: its code point; a pair: past every code point), strings at the end.
  const span = 0x110000;
  const seen = new Set<number>();
  let previous = -1; // the character before, -1 at the start of a run
  for (let i = 0; i < folded.length; ) {
    const codePoint = folded.codePointAt(i) as number;
    i += codePoint > 0xffff ? 2 : 1;
    if (isSpace(codePoint)) {
      previous = -1;
      continue;
    }
    if (previous >= 0) seen.add(span + previous * span + codePoint);
    seen.add(codePoint);
    previous = codePoint;
  }
  const tokens: string[] = [];
  for (const key of seen) {
    if (key < span) tokens.push(`g${codeOf(key)}`);
    else {
      const pair = key - span;
      tokens.push(`g${codeOf(Math.floor(pair / span))}${codeOf(pair % span)}`);
    }
  }
  return tokens;
}

/** The stored row of a document: its texts and their folded forms (title; title, headings, body, tags, context). */
export function documentRow(doc: SearchDocumentInput) {
  const title_folded = foldForSearch(doc.title);
  // Tags folded one by one, white space made one space: as the ranking compares a `tag:` (text/document.ts).
  const tags = doc.tags.map((tag) => foldForSearch(tag).replace(/\s+/gu, ' ').trim()).join('\n');
  const folded = [
    title_folded,
    foldForSearch(doc.headings),
    foldForSearch(doc.body),
    tags,
    foldForSearch(doc.context),
  ].join('\n');
  return {
    kind: doc.kind,
    id: doc.id,
    title: doc.title,
    headings: doc.headings,
    body: doc.body,
    tags: JSON.stringify(doc.tags),
    context: doc.context,
    date: doc.date,
    url: doc.url,
    external_url: doc.external_url,
    line_times: JSON.stringify(doc.line_times),
    title_folded,
    folded,
  };
}

/** Deletes the documents of `area` with these ids (and their FTS5 rows on SQLite). */
async function removeRows(db: Db, area: SearchArea, ids: readonly string[] | undefined): Promise<void> {
  const kinds = kindsOfArea[area];
  const slices: (readonly string[] | undefined)[] = [];
  if (ids === undefined) slices.push(undefined);
  else for (let i = 0; i < ids.length; i += 500) slices.push(ids.slice(i, i + 500));
  for (const slice of slices) {
    if (slice !== undefined && slice.length === 0) continue;
    if (!isPostgres(db)) {
      const idFilter = slice === undefined ? sql`` : sql` AND id IN (${sql.join(slice)})`;
      const rowids = sql`SELECT rowid FROM search_documents WHERE kind IN (${sql.join(kinds)})${idFilter}`;
      await sql`DELETE FROM search_trigram WHERE rowid IN (${rowids})`.execute(db);
      await sql`DELETE FROM search_grams WHERE rowid IN (${rowids})`.execute(db);
    }
    let q = db.deleteFrom('search_documents').where('kind', 'in', kinds);
    if (slice !== undefined) q = q.where('id', 'in', slice);
    await q.execute();
  }
}

/** Stores documents (none of which is stored: `removeRows` first). */
async function insertRows(db: Db, docs: readonly SearchDocumentInput[]): Promise<void> {
  const postgres = isPostgres(db);
  for (const doc of docs) {
    const row = documentRow(doc);
    const grams = gramsOf(row.folded);
    if (postgres) {
      await db
        .insertInto('search_documents')
        .values({ ...row, grams })
        .execute();
      continue;
    }
    const { rowid } = await db
      .insertInto('search_documents')
      .values(row)
      .returning(sql<number>`rowid`.as('rowid'))
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO search_trigram (rowid, folded) VALUES (${rowid}, ${row.folded})`.execute(db);
    await sql`INSERT INTO search_grams (rowid, grams) VALUES (${rowid}, ${grams.join(' ')})`.execute(db);
  }
}

/**
 * Brings the search index (issue 22) in step with the records `ids` of `area` as they are now in `db`: each
 * record's document is replaced, a record that is gone loses its document. Call it inside the write's own
 * transaction, after the write, so the index is never stale and a failed write leaves it as it was.
 * Throws on a database error (the caller's transaction then rolls back).
 * @example await trx.transaction… syncSearchDocuments(trx, 'wiki', [oldId, newId]) // after a rename
 */
export async function syncSearchDocuments(db: Db, area: SearchArea, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await removeRows(db, area, unique);
  await insertRows(db, await loadSearchDocuments(db, area, unique));
}

/** How many documents of each area a rebuild stored. */
export type RebuildCounts = Record<SearchArea, number>;

/**
 * Rebuilds the whole search index from the areas' tables inside one transaction (or the caller's): readers see the
 * old index until it commits. Answers how many documents each area has. Throws on a database error (nothing changed).
 */
export async function rebuildSearchIndex(db: Db): Promise<RebuildCounts> {
  const run = async (trx: Db) => {
    const counts = {} as RebuildCounts;
    for (const area of searchAreas) {
      await removeRows(trx, area, undefined);
      const docs = await loadSearchDocuments(trx, area);
      await insertRows(trx, docs);
      counts[area] = docs.length;
    }
    return counts;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/**
 * Whether the index is empty while some area has records: a database that had content before migration 0012 (or
 * whose index was cleared by hand). `main.ts` then rebuilds it at start.
 */
export async function indexNeedsBuild(db: Db): Promise<boolean> {
  if (await db.selectFrom('search_documents').select('id').limit(1).executeTakeFirst()) return false;
  const tables = ['articles', 'wiki_pages', 'archive_items', 'link_entries'] as const;
  for (const table of tables)
    if (await db.selectFrom(table).select(sql<number>`1`.as('one')).limit(1).executeTakeFirst()) return true;
  return (await db.selectFrom('songs').select('song_id').limit(1).executeTakeFirst()) !== undefined;
}
