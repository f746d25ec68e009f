import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { gramToken, isPostgres } from '../../search-index/sync.ts';
import type { ParsedSearchQuery } from './text/query.ts';

type Db = Kysely<Database>;

/**
 * A candidate as the ranking reads it: the short fields and the stored folded text (title, headings, body, tags and
 * context folded, joined by newlines: search-index/sync.ts `documentRow`), never the long original texts, which
 * only the results shown need (`candidateDetails`).
 */
export type CandidateDocument = {
  kind: Database['search_documents']['kind'];
  id: string;
  title: string;
  tags: string[];
  date: string | null;
  folded: string;
};

/** What a shown result needs beyond its candidate: the original texts and addresses. */
export type CandidateDetails = {
  headings: string;
  body: string;
  context: string;
  url: string;
  external_url: string | null;
  /** Seconds, one per line of `body` (songs), else empty. */
  line_times: number[];
};

/**
 * The most candidates one search reads (docs/decisions/0031-site-search.md): a word found in most of 50,000
 * documents would otherwise read them all. Beyond it, which candidates are kept is decided in SQL by rules both
 * engines compute alike (`findCandidates`).
 */
export const candidateCap = 1000;

/** Code points of a term. */
const length = (text: string) => [...text].length;

/** A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` escaped (PostgreSQL's default escape is `\`). */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** An FTS5 string: the text in double quotes, a quote inside doubled. Never FTS5 syntax, whatever the text. */
const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The documents that may match `query` (issue 22): each contains every required word or phrase (folded, as a
 * substring of its folded text), carries every `tag:` text, is of one of the query's kinds and dated in or next to
 * one of its years; at most `cap` of them, in no particular order. Not the final answer: `matchesFolded` filters
 * them exactly and `scoreFolded` ranks them (service.ts), so SQLite and PostgreSQL answer the same list. Each is
 * read with its stored folded text, not its long original texts (`candidateDetails` reads those for the shown
 * results).
 *
 * Every text of the query reaches the database as a bound parameter; on SQLite the FTS5 match strings hold the
 * terms as quoted FTS5 strings only (`ftsString`) and the short-term grams are ASCII tokens (`gramToken`).
 *
 * Beyond `cap` the kept candidates are, in this order: those with the most required terms in their title, the
 * newest (`date` as text, none last), then by kind, title and id in code-unit order (`COLLATE "C"` on PostgreSQL, SQLite's
 * default): the same rows on both engines.
 * Throws on a database error.
 */
export async function findCandidates(
  db: Db,
  query: ParsedSearchQuery,
  cap: number = candidateCap,
): Promise<CandidateDocument[]> {
  const postgres = isPostgres(db);
  const terms = [...query.required.map((r) => r.text), ...query.tags].filter((t) => t !== '');
  const where: RawBuilder<unknown>[] = [];
  if (query.kinds !== null) {
    if (query.kinds.length === 0) return [];
    where.push(sql`d.kind IN (${sql.join([...query.kinds])})`);
  }
  if (query.years.length > 0) {
    // A neighbouring year too: a date near New Year may count in the next or last year in another time zone.
    const years = [...new Set(query.years.flatMap((y) => [y - 1, y, y + 1]))].map((y) => String(y).padStart(4, '0'));
    where.push(sql`substr(coalesce(d.date, ''), 1, 4) IN (${sql.join(years)})`);
  }
  const long = terms.filter((t) => length(t) >= 3);
  const short = terms.filter((t) => length(t) < 3);
  if (postgres) {
    for (const term of long) where.push(sql`d.folded LIKE ${containsPattern(term)}`);
    for (const term of short) {
      // A gram token is the term itself (sync.ts `gramsOf`): exact, no re-check of the long text.
      const token = gramToken(term);
      where.push(token !== null ? sql`d.grams @> ARRAY[${token}]::text[]` : sql`strpos(d.folded, ${term}) > 0`);
    }
  } else {
    if (long.length > 0) {
      const match = long.map(ftsString).join(' AND ');
      where.push(sql`d.rowid IN (SELECT rowid FROM search_trigram WHERE search_trigram MATCH ${match})`);
    }
    const tokens = short.map(gramToken).filter((t): t is string => t !== null);
    if (tokens.length > 0) {
      const match = tokens.map(ftsString).join(' AND ');
      where.push(sql`d.rowid IN (SELECT rowid FROM search_grams WHERE search_grams MATCH ${match})`);
    }
    // The trigram index is case sensitive over folded text and a gram token is the term itself, so both matches
    // are exactly "contains" (PostgreSQL's LIKE and strpos), and the long text is not read again here. A short
    // term without a gram token (none today: a term never holds white space) is tested on the text.
    for (const term of short) if (gramToken(term) === null) where.push(sql`instr(d.folded, ${term}) > 0`);
  }
  const titleTerms = query.required.map((r) => r.text).filter((t) => t !== '');
  // No literal `0` when there is no term: a bare integer in ORDER BY names a column by its position.
  const titleHits =
    titleTerms.length === 0
      ? sql``
      : sql.join(
          titleTerms.map((t) =>
            postgres
              ? sql`(CASE WHEN strpos(d.title_folded, ${t}) > 0 THEN 1 ELSE 0 END)`
              : sql`(CASE WHEN instr(d.title_folded, ${t}) > 0 THEN 1 ELSE 0 END)`,
          ),
          sql` + `,
        );
  const collate = postgres ? sql` COLLATE "C"` : sql``;
  const condition = where.length === 0 ? sql`1 = 1` : sql.join(where, sql` AND `);
  // The cap's choice reads the short columns only (the first ones of a row: migration 0012); the folded text is
  // read for the kept candidates alone.
  const chosen = sql`SELECT ${postgres ? sql`d.kind, d.id` : sql`d.rowid`}
    FROM search_documents d
    WHERE ${condition}
    ORDER BY ${titleTerms.length === 0 ? sql`` : sql`${titleHits} DESC, `}coalesce(d.date, '')${collate} DESC, d.kind${collate}, d.title${collate}, d.id${collate}
    LIMIT ${cap}`;
  const candidates = sql<{
    kind: CandidateDocument['kind'];
    id: string;
    title: string;
    tags: string;
    date: string | null;
    folded: string;
  }>`SELECT s.kind, s.id, s.title, s.tags, s.date, s.folded
    FROM search_documents s
    WHERE ${postgres ? sql`(s.kind, s.id)` : sql`s.rowid`} IN (${chosen})`;
  let rows: Awaited<ReturnType<typeof candidates.execute>>['rows'];
  if (postgres && terms.length > 0 && !db.isTransaction) {
    // PostgreSQL's planner does not count the cost of reading each row's TOASTed `grams` array or `folded` text, so
    // for a common term it scanned the whole table testing them (1 s for a two-character Chinese word in 50,000
    // documents) rather than use their GIN indexes (0.1 s): with a term, the indexes are always the way in.
    rows = await db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return (await candidates.execute(trx)).rows;
    });
  } else rows = (await candidates.execute(db)).rows;
  return rows.map((row) => ({ ...row, tags: JSON.parse(row.tags) as string[] }));
}

/** The key of a document in `candidateDetails`' answer. */
export const documentKey = (doc: { kind: string; id: string }): string => `${doc.kind}\u0000${doc.id}`;

/**
 * The original texts and addresses of these documents (the results a page shows), by `documentKey`; a document no
 * longer stored is absent. Throws on a database error.
 */
export async function candidateDetails(
  db: Db,
  docs: readonly { kind: CandidateDocument['kind']; id: string }[],
): Promise<Map<string, CandidateDetails>> {
  const details = new Map<string, CandidateDetails>();
  if (docs.length === 0) return details;
  const rows = await db
    .selectFrom('search_documents')
    .select(['kind', 'id', 'headings', 'body', 'context', 'url', 'external_url', 'line_times'])
    .where((eb) => eb.or(docs.map((doc) => eb.and([eb('kind', '=', doc.kind), eb('id', '=', doc.id)]))))
    .execute();
  for (const { kind, id, line_times, ...row } of rows)
    details.set(documentKey({ kind, id }), { ...row, line_times: JSON.parse(line_times) as number[] });
  return details;
}
