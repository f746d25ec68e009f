import {
  type SearchInstant,
  type SearchKind,
  type SearchKindName,
  type SearchPage,
  type SearchResult,
  searchInstantPerKind,
  searchKindNames,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type CandidateDetails,
  type CandidateDocument,
  candidateCap,
  candidateDetails,
  documentKey,
  findCandidates,
} from './store.ts';
import { storedFolding } from './text/document.ts';
import { foldForSearch } from './text/fold.ts';
import { isEmptyQuery, type ParsedSearchQuery, parseSearchQuery } from './text/query.ts';
import { matchesFolded, type SearchDocumentText, scoreFolded, snippetOf, titleParts } from './text/rank.ts';

type Db = Kysely<Database>;

/** What search/search.php asks (contracts `SearchQuery`, validated). */
export type SearchPageInput = { q: string; kind?: SearchKindName | undefined; page: number; page_size: number };

type Ranked = { doc: CandidateDocument; score: number };
/** A result to show: its candidate and what `candidateDetails` read for it. */
type Shown = { doc: CandidateDocument; details: CandidateDetails };

/** Code-unit order, the same in every locale (never `localeCompare`). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The documents matching `query`, best first (issue 22): the database's candidates (store.ts) filtered exactly by
 * `matchesDocument` and ordered by `scoreDocument` (higher first), ties by date (newest first, undated last), then
 * kind, title and id, in code-unit order (the title before the id: archive ids are random, so two databases
 * holding the same import order equal films alike): a pure function of the candidates, so SQLite and PostgreSQL give one list.
 * At most `cap` candidates are ranked (store.ts `findCandidates`); `capped` says the cap was reached, so more
 * documents may match than `ranked` holds.
 */
export async function rankedMatches(
  db: Db,
  query: ParsedSearchQuery,
  now: Date,
  cap: number = candidateCap,
): Promise<{ ranked: Ranked[]; capped: boolean }> {
  if (isEmptyQuery(query)) return { ranked: [], capped: false };
  const ranked: Ranked[] = [];
  const candidates = await findCandidates(db, query, cap);
  for (const doc of candidates) {
    // The stored folded text, not a new fold of the originals: the same strings, without folding 1,000 bodies.
    const folded = storedFolding(doc, doc.folded);
    if (!matchesFolded(query, folded)) continue;
    ranked.push({ doc, score: scoreFolded(query, folded, now) });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score ||
      byCodeUnits(b.doc.date ?? '', a.doc.date ?? '') ||
      byCodeUnits(a.doc.kind, b.doc.kind) ||
      byCodeUnits(a.doc.title, b.doc.title) ||
      byCodeUnits(a.doc.id, b.doc.id),
  );
  // As many candidates as the cap: more documents may match than the ranking saw.
  return { ranked, capped: candidates.length >= cap };
}

/**
 * The index of the lyric line (a line of `body`) holding the most distinct required terms of `query` (folded), the
 * earliest on a tie: the line a lyric result plays from. 0 when no line holds one.
 */
export function bestLine(query: ParsedSearchQuery, body: string): number {
  const terms = query.required.map((term) => term.text);
  let best = 0;
  let bestCount = 0;
  body.split('\n').forEach((line, index) => {
    const folded = foldForSearch(line);
    const count = terms.filter((term) => folded.includes(term)).length;
    if (count > bestCount) [best, bestCount] = [index, count];
  });
  return best;
}

/** Seconds as the `t` parameter writes them: at most 3 decimals, no trailing zeros. */
const secondsParam = (seconds: number) => String(Math.round(seconds * 1000) / 1000);

/**
 * One result as the wire carries it: the title's parts, the snippet around the best match, and for a match in a
 * song's lyrics the line, its start in seconds, and the song's address with `?t=<seconds>` (issue 22 point 4).
 */
export function resultOf(query: ParsedSearchQuery, { doc, details }: Shown): SearchResult {
  const text: SearchDocumentText = {
    title: doc.title,
    headings: details.headings,
    body: details.body,
    tags: doc.tags,
    context: details.context,
    date: doc.date,
  };
  const best = snippetOf(query, text);
  const result: SearchResult = {
    kind: doc.kind,
    id: doc.id,
    title: titleParts(query, doc.title),
    context: details.context,
    url: details.url,
    snippet: best.snippet,
    field: best.field,
    date: doc.date,
  };
  if (details.external_url !== null) result.external_url = details.external_url;
  if (doc.kind === 'song' && (best.field === 'body' || best.field === 'lyrics')) {
    const index = bestLine(query, details.body);
    const line = details.body.split('\n')[index];
    const time = details.line_times[index];
    if (line !== undefined && time !== undefined) {
      result.field = 'lyrics';
      result.lyric = { line, time };
      result.url = `${details.url}?t=${secondsParam(time)}`;
    }
  }
  return result;
}

/**
 * The results of these ranked documents as the wire carries them, in their order: their original texts are read
 * now, for the shown ones only. A document deleted since the ranking read it is left out.
 */
async function resultsOf(db: Db, query: ParsedSearchQuery, shown: readonly Ranked[]): Promise<SearchResult[]> {
  const details = await candidateDetails(
    db,
    shown.map((r) => r.doc),
  );
  return shown.flatMap(({ doc }) => {
    const found = details.get(documentKey(doc));
    return found === undefined ? [] : [resultOf(query, { doc, details: found })];
  });
}

/**
 * search/search.php (issue 22): page `page` of `page_size` results of `q` (narrowed to `kind` when given, as a
 * `kind:` in `q` narrows), with the total and the count per kind before `kind` narrows, and `more` when the
 * matches were more than the ranking's `cap` candidates (the counts are then lower bounds). A query with nothing to
 * look for answers an empty page. Throws on a database error.
 * @example await searchPage(db, { q: 'hexo', page: 1, page_size: 10 }, new Date())
 * // { results: [{ kind: 'article', id: '…', title: [{ text: 'Hexo', hit: true }, …], … }], total: 12, kinds: { article: 10, wiki: 2 }, page: 1, page_size: 10 }
 */
export async function searchPage(
  db: Db,
  input: SearchPageInput,
  now: Date,
  cap: number = candidateCap,
): Promise<SearchPage> {
  const query = parseSearchQuery(input.q);
  const { ranked, capped } = await rankedMatches(db, query, now, cap);
  const kinds: Partial<Record<SearchKind, number>> = {};
  for (const r of ranked) kinds[r.doc.kind] = (kinds[r.doc.kind] ?? 0) + 1;
  const allowed: ReadonlySet<SearchKind> | null =
    input.kind === undefined ? null : new Set<SearchKind>(searchKindNames[input.kind]);
  const narrowed = allowed === null ? ranked : ranked.filter((r) => allowed.has(r.doc.kind));
  const start = (input.page - 1) * input.page_size;
  return {
    results: await resultsOf(db, query, narrowed.slice(start, start + input.page_size)),
    total: narrowed.length,
    kinds,
    page: input.page,
    page_size: input.page_size,
    more: capped,
  };
}

/**
 * search/instant.php (issue 22): the best `searchInstantPerKind` results of each kind of `q`, the group with the
 * best result first, each with its kind's total. Throws on a database error.
 */
export async function searchInstant(db: Db, q: string, now: Date): Promise<SearchInstant> {
  const query = parseSearchQuery(q);
  const groups: SearchInstant['groups'] = [];
  const byKind = new Map<SearchKind, { results: Ranked[]; total: number }>();
  for (const r of (await rankedMatches(db, query, now)).ranked) {
    let group = byKind.get(r.doc.kind);
    if (!group) {
      group = { results: [], total: 0 };
      byKind.set(r.doc.kind, group);
    }
    group.total += 1;
    if (group.results.length < searchInstantPerKind) group.results.push(r);
  }
  // Map order is the order of each kind's best result: the ranking's order.
  const results = await resultsOf(
    db,
    query,
    [...byKind.values()].flatMap((group) => group.results),
  );
  for (const [kind, group] of byKind)
    groups.push({ kind, results: results.filter((r) => r.kind === kind), total: group.total });
  return { groups };
}
