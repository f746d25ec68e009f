import type { SearchField, SearchTextPart } from '@site/contracts';
import { type FoldedFields, foldDocument, type SearchDocumentText } from './document.ts';
import { foldText } from './fold.ts';
import { hitsIn, isWholeWord, occurrences, partsOf } from './hits.ts';
import type { ParsedSearchQuery } from './query.ts';
import { bestSnippet } from './snippet.ts';

export type { SearchDocumentText } from './document.ts';

/**
 * Relevance weights (issue 22 point 3). A term counts by the best field it occurs in; the field levels are far
 * apart so that, term by term, nothing below a level (phrase, whole word, repeats, recency) lifts a match over a
 * match one level up.
 */
export const fieldWeights = { title: 100, headings: 30, tags: 30, context: 30, body: 10 } as const;
/** A term found only inside longer words (`cat` in `concatenate`) counts this share of its field's weight. */
export const midWordFactor = 0.6;
/** Up to this share of a field's weight for a term occurring often there (reached at 5 occurrences). */
export const repeatBonusMax = 0.05;
/** The query's terms adjacent and in order (as one phrase): this share of the best such field's weight. */
export const phraseBonusFactor = 0.8;
/** The title made of the query's terms: up to this many points, by the share of the title they cover. */
export const titleCoverageMax = 20;
/** A document dated now gains this many points; half as much a year older, and so on. */
export const recencyMax = 3;
const recencyHalfLifeMs = 365.25 * 24 * 3600 * 1000;

/**
 * True when `doc` satisfies `query` (issue 22 point 2): every required term occurs (folded substring) in its
 * title, headings, body, tags or context; no excluded term occurs in any of them; each `tag:` equals one of its
 * tags (folded); its year (the first four digits of `date`) is one of `years` when any are given. `kinds` is not
 * checked here: the document does not carry its kind, the caller filters by it. The database only pre-selects
 * candidates; this is the final word, so both databases give identical lists. Pure, never throws.
 *
 * @example matchesDocument(parseSearchQuery('繁體 -draft'), { title: '繁体字', headings: '', body: '', tags: [],
 *   context: '', date: null }) // true
 */
export function matchesDocument(query: ParsedSearchQuery, doc: SearchDocumentText): boolean {
  return matchesFolded(query, foldDocument(doc));
}

/** {@link matchesDocument} on a document's folded fields (the index's stored ones: document.ts `storedFolding`). */
export function matchesFolded(query: ParsedSearchQuery, folded: FoldedFields): boolean {
  if (query.years.length > 0 || query.tags.length > 0) {
    if (query.years.length > 0 && (folded.year === null || !query.years.includes(folded.year))) return false;
    if (!query.tags.every((tag) => folded.tagList.includes(tag))) return false;
  }
  if (query.required.length === 0 && query.excluded.length === 0) return true;
  const fields = [folded.title.folded, folded.headings, folded.body, folded.tags, folded.context];
  const occurs = (term: string) => fields.some((field) => field.includes(term));
  return query.required.every((term) => occurs(term.text)) && !query.excluded.some(occurs);
}

/** Points of one term in one folded field of weight `weight`: 0 when absent. */
function termPoints(field: string, term: string, weight: number): number {
  const found = occurrences(field, term, 5);
  if (found.length === 0) return 0;
  const whole = found.some((at) => isWholeWord(field, at, at + term.length));
  return weight * ((whole ? 1 : midWordFactor) + (repeatBonusMax * (found.length - 1)) / 4);
}

/** The weighted fields of a folded document, best first. */
function weightedFields(folded: FoldedFields): [string, number][] {
  return [
    [folded.title.folded, fieldWeights.title],
    [folded.headings, fieldWeights.headings],
    [folded.tags, fieldWeights.tags],
    [folded.context, fieldWeights.context],
    [folded.body, fieldWeights.body],
  ];
}

/**
 * Relevance of `doc` for `query`, higher first (issue 22 point 3); meant for documents that match
 * ({@link matchesDocument}). The sum of:
 * - each required term by the best field it occurs in: title 100, headings 30 (tags and context as headings), body
 *   10; times 0.6 when it occurs only inside longer words of a spaced script (`cat` in `concatenate`; never in
 *   CJK); plus up to 5 % of the field's weight for repeats;
 * - when there are two or more terms, 80 % of the weight of the best field holding them adjacent and in order
 *   (joined by a space or, for CJK, by nothing);
 * - up to 20 points by the share of the title the terms cover (a title that is just the query gains most);
 * - recency: 3 points for a `date` at or after `now`, halving each year older (0 without a date).
 *
 * So, term by term, a hit in the title beats one in headings, tags or context, which beats one in the body (a
 * document whose every term is in the title beats one whose terms are all lower); within a field level an
 * adjacent phrase beats scattered words and whole words beat mid-word hits; recency only breaks near-ties.
 * Deterministic and pure (`now` is the only clock), never throws; 0 for a query without terms and an undated
 * document.
 */
export function scoreDocument(query: ParsedSearchQuery, doc: SearchDocumentText, now: Date): number {
  return scoreFolded(query, foldDocument(doc), now);
}

/** {@link scoreDocument} on a document's folded fields (the index's stored ones: document.ts `storedFolding`). */
export function scoreFolded(query: ParsedSearchQuery, folded: FoldedFields, now: Date): number {
  const fields = weightedFields(folded);
  let score = 0;
  for (const term of query.required) {
    let best = 0;
    for (const [text, weight] of fields) best = Math.max(best, termPoints(text, term.text, weight));
    score += best;
  }
  if (query.required.length >= 2) {
    const texts = query.required.map((term) => term.text);
    const phrases = [texts.join(' '), texts.join('')];
    const holder = fields.find(([text]) => phrases.some((phrase) => text.includes(phrase)));
    if (holder) score += phraseBonusFactor * holder[1];
  }
  const title = folded.title.folded;
  const titleLength = title.trim().length;
  if (titleLength > 0 && query.required.length > 0) {
    let covered = 0;
    for (const term of query.required) if (title.includes(term.text)) covered += term.text.length;
    score += titleCoverageMax * Math.min(1, covered / titleLength);
  }
  if (folded.time_ms !== null && !Number.isNaN(now.getTime())) {
    const age = Math.max(0, now.getTime() - folded.time_ms);
    score += recencyMax * 0.5 ** (age / recencyHalfLifeMs);
  }
  return score;
}

/**
 * The title as parts with the query's required terms marked (issue 22 point 3): original characters, never HTML,
 * overlapping hits merged; `[{ text: title, hit: false }]` without a hit, `[]` for an empty title. Pure, never
 * throws.
 *
 * @example titleParts(parseSearchQuery('ｃａｆｅ'), 'Le Café') // [{ text: 'Le ', hit: false }, { text: 'Café', hit: true }]
 */
export function titleParts(query: ParsedSearchQuery, title: string): SearchTextPart[] {
  if (title === '') return [];
  const folded = foldText(title);
  return partsOf(
    title,
    0,
    title.length,
    hitsIn(
      folded,
      query.required.map((term) => term.text),
    ),
  );
}

/**
 * The best snippet of `doc` for `query` (issue 22 point 3):
 * - `field`: the field among headings and body holding the most distinct required terms (headings on a tie);
 *   `'title'` with an empty snippet when only the title matched; when nothing matched there (a filter-only query,
 *   or terms found only in tags or context), the body's start without hits (the headings' when the body is
 *   empty; `'title'` and no snippet when both are). Never `'lyrics'`: the caller relabels
 *   a song's `'body'`.
 * - `snippet`: about 160 UTF-16 units of the field's ORIGINAL text around the densest cluster of hits (most
 *   distinct terms within 160 units, then most hits, then the earliest), cut at word boundaries in spaced
 *   scripts and at any character in CJK (never inside a surrogate pair or before a combining mark), with a
 *   `{ text: '…', hit: false }` part at each cut end and the hits marked. A field of at most 180 units is whole.
 * - `offset`: the UTF-16 index in that field's original text of the cluster's first hit (0 without a hit), for
 *   the caller to map a lyrics offset to its line.
 * Pure, never throws.
 */
export function snippetOf(
  query: ParsedSearchQuery,
  doc: SearchDocumentText,
): { field: SearchField; snippet: SearchTextPart[]; offset: number } {
  const folded = foldDocument(doc);
  const terms = query.required.map((term) => term.text);
  const distinct = (text: string) => terms.filter((term) => text.includes(term)).length;
  const inHeadings = distinct(folded.headings);
  const inBody = distinct(folded.body);
  if (inHeadings === 0 && inBody === 0) {
    if (terms.length > 0 && distinct(folded.title.folded) > 0) {
      const first = hitsIn(folded.title, terms)[0];
      return { field: 'title', snippet: [], offset: first?.start ?? 0 };
    }
    if (doc.body === '' && doc.headings === '') return { field: 'title', snippet: [], offset: 0 };
    const lead = doc.body !== '' ? 'body' : 'headings';
    return { field: lead, snippet: bestSnippet(folded.withOffsets(lead), []).parts, offset: 0 };
  }
  const field = inHeadings >= inBody ? 'headings' : 'body';
  const { parts, offset } = bestSnippet(folded.withOffsets(field), terms);
  return { field, snippet: parts, offset };
}
