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
  // Excluded words leave out their documents before the cap, or a common one would fill the cap with documents the
  // ranking then drops ("hexo -theme" kept 855 of 1,000 candidates, where 3,000 documents qualified).
  const excluded = query.excluded.filter((t) => t !== '');
  const titleTerms = query.required.map((r) => r.text).filter((t) => t !== '');
  const candidateQuery: CandidateQuery = { where, long, short, excluded, titleTerms, cap };
  type Row = Omit<CandidateDocument, 'tags'> & { tags: string };
  const read = (keys: RawBuilder<unknown>) =>
    sql<Row>`SELECT s.kind, s.id, s.title, s.tags, s.date, s.folded
      FROM search_documents s
      WHERE ${postgres ? sql`(s.kind, s.id)` : sql`s.rowid`} IN (${keys})`;
  let rows: Row[];
  if (!postgres) rows = (await read(await chosenOnSqlite(db, candidateQuery)).execute(db)).rows;
  else if (terms.length === 0 || db.isTransaction)
    rows = (await read(await chosenOnPostgres(db, candidateQuery)).execute(db)).rows;
  else
    rows = await db.transaction().execute(async (trx) => {
      // PostgreSQL's planner does not count the cost of reading each row's TOASTed `grams` array or `folded` text, so
      // for a common term it scanned the whole table testing them (1 s for a two-character Chinese word in 50,000
      // documents) rather than use their GIN indexes (0.1 s): with a term, the indexes are always the way in.
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      return (await read(await chosenOnPostgres(trx, candidateQuery)).execute(trx)).rows;
    });
  return rows.map((row) => ({ ...row, tags: JSON.parse(row.tags) as string[] }));
}

/**
 * What the candidate query of one search is made of (`findCandidates`): the kind and year conditions, the required
 * terms and tags split by length (3 code points or more: trigram indexes; fewer: gram tokens), the excluded terms,
 * the terms counted in titles, and the cap.
 */
type CandidateQuery = {
  where: RawBuilder<unknown>[];
  long: readonly string[];
  short: readonly string[];
  excluded: readonly string[];
  titleTerms: readonly string[];
  cap: number;
};

/** The conditions joined by AND; `1 = 1` when there are none. */
const allOf = (conditions: RawBuilder<unknown>[]): RawBuilder<unknown> =>
  conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` AND `);

/** How many of `terms` the folded title holds, as an SQL expression (`instr` on SQLite, `strpos` on PostgreSQL). */
function titleHitsOf(terms: readonly string[], postgres: boolean): RawBuilder<unknown> {
  return sql.join(
    terms.map((t) =>
      postgres
        ? sql`(CASE WHEN strpos(d.title_folded, ${t}) > 0 THEN 1 ELSE 0 END)`
        : sql`(CASE WHEN instr(d.title_folded, ${t}) > 0 THEN 1 ELSE 0 END)`,
    ),
    sql` + `,
  );
}

/**
 * The share of the probe's documents (the first `probeSize` in the cap order) that must contain every term for the
 * candidate query to walk the cap order testing each document's text (`chosenOnSqlite`): past ~20 % the walk meets
 * the cap sooner than the index lists the matches and orders them (a word in 40,000 of 50,000 documents: ~3 ms
 * against ~40 ms); below it the index is cheaper, and the walk would read far more texts than there are matches.
 */
const commonShare = 0.2;
/**
 * How many documents, in the cap order, the probe reads: their folded texts, ~1 ms for 500 on SQLite; PostgreSQL
 * decompresses each (~10 µs), so it reads 200 (the share is then known within a few percent, enough to choose).
 */
const probeSize = { sqlite: 500, postgres: 200 };

/**
 * SQLite's choice of the kept candidates: the first `cap` in `findCandidates`' order of the documents whose folded
 * text holds every term (exactly "contains" either way, as PostgreSQL's LIKE and strpos are):
 * - usually through the FTS5 indexes: every match listed (`m`), its row's short columns read and ordered;
 * - for terms found in most documents (`probeSize`, `commonShare`) by walking `search_documents_order` (migration
 *   0013, which holds the order and the folded titles) in two parts that together make the same first `cap`:
 *   1. the documents with a required term in their title: the titles' index entries sorted by their title hits then
 *      the order, each text tested in that order until `cap` pass;
 *   2. the others, in the index's order, each text tested until `cap` pass.
 *   A word in 40,000 of 50,000 documents then costs ~1,250 texts read instead of 40,000 rows ordered
 *   (docs/decisions/0031-site-search.md, "Performance").
 */
async function chosenOnSqlite(
  db: Db,
  { where, long, short, excluded, titleTerms, cap }: CandidateQuery,
): Promise<RawBuilder<unknown>> {
  const order = sql`coalesce(d.date, '') DESC, d.kind, d.title, d.id`;
  const terms = [...long, ...short];
  const inText = (folded: RawBuilder<unknown>) => [
    ...terms.map((t) => sql`instr(${folded}, ${t}) > 0`),
    ...excluded.map((t) => sql`instr(${folded}, ${t}) = 0`),
  ];
  const filters = allOf(where);
  const hits = titleTerms.length === 0 ? sql`0` : titleHitsOf(titleTerms, false);
  if (terms.length > 0) {
    const probe = await sql<{ passed: number | null; seen: number }>`SELECT
        sum(CASE WHEN ${allOf(inText(sql`s.folded`))} THEN 1 ELSE 0 END) AS passed, count(*) AS seen
      FROM (SELECT d.rowid AS doc FROM search_documents d INDEXED BY search_documents_order
        WHERE ${filters} ORDER BY ${order} LIMIT ${probeSize.sqlite}) w
      JOIN search_documents s ON s.rowid = w.doc`.execute(db);
    const { passed, seen } = probe.rows[0] ?? { passed: 0, seen: 0 };
    if (seen > 0 && (passed ?? 0) >= seen * commonShare) {
      // 2. The walk in the index's order, stopping at the cap.
      const rest = sql`SELECT * FROM (SELECT d.rowid AS doc, 1 AS part, 0 AS hits, coalesce(d.date, '') AS date_key,
          d.kind AS kind, d.title AS title, d.id AS id
        FROM search_documents d INDEXED BY search_documents_order
        WHERE ${allOf([...where, sql`${hits} = 0`, ...inText(sql`d.folded`)])}
        ORDER BY ${order}
        LIMIT ${cap})`;
      if (titleTerms.length === 0) return sql`SELECT doc FROM (${rest})`;
      // 1. The title hits' index entries sorted first (the inner LIMIT keeps SQLite from merging the two queries),
      // then their texts tested in that order until the cap pass.
      const titled = sql`SELECT w.doc, 0 AS part, w.hits, w.date_key, w.kind, w.title, w.id
        FROM (SELECT d.rowid AS doc, ${hits} AS hits, coalesce(d.date, '') AS date_key, d.kind AS kind,
            d.title AS title, d.id AS id
          FROM search_documents d INDEXED BY search_documents_order
          WHERE ${allOf([...where, sql`${hits} > 0`])}
          ORDER BY ${hits} DESC, ${order}
          LIMIT 1000000000) w
        JOIN search_documents s ON s.rowid = w.doc
        WHERE ${allOf(inText(sql`s.folded`))}
        LIMIT ${cap}`;
      return sql`SELECT doc FROM (SELECT * FROM (${titled}) UNION ALL ${rest})
        ORDER BY part, hits DESC, date_key DESC, kind, title, id LIMIT ${cap}`;
    }
  }
  const conditions = [...where];
  if (long.length > 0) {
    const match = long.map(ftsString).join(' AND ');
    conditions.push(sql`d.rowid IN (SELECT rowid FROM search_trigram WHERE search_trigram MATCH ${match})`);
  }
  const tokens = short.map(gramToken).filter((t): t is string => t !== null);
  if (tokens.length > 0) {
    const match = tokens.map(ftsString).join(' AND ');
    conditions.push(sql`d.rowid IN (SELECT rowid FROM search_grams WHERE search_grams MATCH ${match})`);
  }
  // The trigram index is case sensitive over folded text and a gram token is the term itself, so both matches are
  // exactly "contains" (`instr`), and the long text is not read here. A short term without a gram token (none
  // today: a term never holds white space) is tested on the text.
  for (const term of short) if (gramToken(term) === null) conditions.push(sql`instr(d.folded, ${term}) > 0`);
  for (const term of excluded) {
    const token = length(term) < 3 ? gramToken(term) : null;
    conditions.push(
      length(term) >= 3
        ? sql`d.rowid NOT IN (SELECT rowid FROM search_trigram WHERE search_trigram MATCH ${ftsString(term)})`
        : token !== null
          ? sql`d.rowid NOT IN (SELECT rowid FROM search_grams WHERE search_grams MATCH ${ftsString(token)})`
          : sql`instr(d.folded, ${term}) = 0`,
    );
  }
  return sql`SELECT d.rowid FROM search_documents d
    WHERE ${allOf(conditions)}
    ORDER BY ${titleTerms.length === 0 ? sql`` : sql`${hits} DESC, `}${order}
    LIMIT ${cap}`;
}

/**
 * PostgreSQL's choice of the kept candidates, the same rows as `chosenOnSqlite`'s and read the same two ways:
 * - usually through the GIN indexes (`folded` trigrams, re-checked with LIKE on each match's text; `grams`
 *   exactly), every match's short columns read and ordered;
 * - for words of three characters or more found in most documents (`probeSize`, `commonShare`), in two parts,
 *   each tested on the text in the
 *   cap order until `cap` pass: the title hits (found through the titles' trigram index, migration 0013, and sorted
 *   by their title hits then the order), then the others, walking `search_documents_order`. A word in 40,000 of
 *   50,000 documents then re-checks ~2,000 texts instead of 40,000 (0.65 s -> ~0.07 s for "hexo").
 * Returns a subquery of `(kind, id)` keys; the walks run here first (`db` in the caller's transaction, where
 * sequential scans are off), their keys become a list.
 */
async function chosenOnPostgres(
  db: Db,
  { where, long, short, excluded, titleTerms, cap }: CandidateQuery,
): Promise<RawBuilder<unknown>> {
  const c = sql` COLLATE "C"`;
  const order = sql`coalesce(d.date, '')${c} DESC, d.kind${c}, d.title${c}, d.id${c}`;
  const terms = [...long, ...short];
  // Every term on the text itself: what the GIN indexes find, without the `grams` array (a large TOASTed value).
  const inText = (folded: RawBuilder<unknown>) => [
    ...terms.map((t) =>
      length(t) >= 3 ? sql`${folded} LIKE ${containsPattern(t)}` : sql`strpos(${folded}, ${t}) > 0`,
    ),
    ...excluded.map((t) => sql`strpos(${folded}, ${t}) = 0`),
  ];
  const hits = titleTerms.length === 0 ? sql`0` : titleHitsOf(titleTerms, true);
  // A term of one or two characters is found exactly by the `grams` index, without re-checking texts, and the
  // titles' trigram index cannot find it: such a query always goes through the indexes.
  if (long.length > 0 && short.length === 0 && db.isTransaction) {
    const probe = await sql<{ passed: number; seen: number }>`SELECT
        count(*) FILTER (WHERE ${allOf(inText(sql`w.folded`))})::int AS passed, count(*)::int AS seen
      FROM (SELECT d.folded FROM search_documents d WHERE ${allOf(where)}
        ORDER BY coalesce(d.date, '')${c} DESC, d.kind${c}, d.id${c} LIMIT ${probeSize.postgres}) w`.execute(db);
    const { passed, seen } = probe.rows[0] ?? { passed: 0, seen: 0 };
    if (seen > 0 && passed >= seen * commonShare) {
      const keys: { kind: string; id: string }[] = [];
      if (titleTerms.length > 0) {
        // 1. The title hits sorted by the short columns alone (the inner OFFSET keeps PostgreSQL from merging the
        // two queries), then each text tested in that order (the sorted order is kept: no sort above the join).
        const anyTitle = sql.join(
          titleTerms.map((t) => sql`d.title_folded LIKE ${containsPattern(t)}`),
          sql` OR `,
        );
        const titled = await sql<{ kind: string; id: string }>`SELECT w.kind, w.id
          FROM (SELECT d.ctid AS row, d.kind, d.id, ${hits} AS hits, coalesce(d.date, '') AS date_key, d.title
            FROM search_documents d
            WHERE ${allOf([...where, sql`(${anyTitle})`])}
            ORDER BY ${hits} DESC, ${order}
            OFFSET 0) w
          JOIN search_documents s ON s.ctid = w.row
          WHERE ${allOf(inText(sql`s.folded`))}
          ORDER BY w.hits DESC, w.date_key${c} DESC, w.kind${c}, w.title${c}, w.id${c}
          LIMIT ${cap}`.execute(db);
        keys.push(...titled.rows);
      }
      if (keys.length < cap) {
        // 2. The others in the cap order, walking the order index (its date and kind; the title and id sorted
        // within them), each text tested until the cap pass.
        await sql`SET LOCAL enable_bitmapscan = off`.execute(db);
        const rest = await sql<{ kind: string; id: string }>`SELECT d.kind, d.id
          FROM search_documents d
          WHERE ${allOf([...where, sql`${hits} = 0`, ...inText(sql`d.folded`)])}
          ORDER BY ${order}
          LIMIT ${cap - keys.length}`.execute(db);
        await sql`SET LOCAL enable_bitmapscan = on`.execute(db);
        keys.push(...rest.rows);
      }
      return sql`SELECT * FROM unnest(${keys.map((k) => k.kind)}::text[], ${keys.map((k) => k.id)}::text[])`;
    }
  }
  const conditions = [...where];
  for (const term of long) conditions.push(sql`d.folded LIKE ${containsPattern(term)}`);
  for (const term of short) {
    // A gram token is the term itself (sync.ts `gramsOf`): exact, no re-check of the long text.
    const token = gramToken(term);
    conditions.push(token !== null ? sql`d.grams @> ARRAY[${token}]::text[]` : sql`strpos(d.folded, ${term}) > 0`);
  }
  for (const term of excluded) conditions.push(sql`strpos(d.folded, ${term}) = 0`);
  // No literal `0` when there is no term: a bare integer in ORDER BY names a column by its position.
  return sql`SELECT d.kind, d.id
    FROM search_documents d
    WHERE ${allOf(conditions)}
    ORDER BY ${titleTerms.length === 0 ? sql`` : sql`${hits} DESC, `}${order}
    LIMIT ${cap}`;
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
