import { type FoldedText, foldForSearch, foldText } from './fold.ts';

/**
 * A search document's texts (issue 22 point 3), ORIGINAL (unfolded): what the index hands the ranking for each
 * candidate. `headings` and `body` may be long (up to ~200 KB); `tags` are the document's own tags (an article's
 * tags, an archive item's genres ...), `context` its one line of context (category, folder, artists ...), `date`
 * an ISO 8601 date or null. Read, never changed.
 */
export type SearchDocumentText = {
  title: string;
  headings: string;
  body: string;
  tags: readonly string[];
  context: string;
  date: string | null;
};

/** The fields a snippet can come from. */
export type SnippetSource = 'headings' | 'body';

/**
 * A document folded for matching, scoring and its snippet (issue 22). Only the folded strings are kept; the
 * offsets back to the original (4 bytes a unit) are made for a snippet's field on demand, since a page shows a
 * few snippets out of up to a thousand candidates.
 */
export type FoldedDocument = {
  /** The title with its offsets (short, and every result shows it). */
  readonly title: FoldedText;
  readonly headings: string;
  readonly body: string;
  /** The folded tags, one a line (a term never holds a line break, so it never spans two tags). */
  readonly tags: string;
  readonly tagList: readonly string[];
  readonly context: string;
  /** The year of `date` (its first four digits), or null. */
  readonly year: number | null;
  /** `date` in ms since the epoch, or null when absent or unreadable. */
  readonly time_ms: number | null;
  /** The folded field with its offsets, made on first call. */
  withOffsets(field: SnippetSource): FoldedText;
};

/**
 * The folded fields matching and scoring read (issue 22): a {@link FoldedDocument}, or one made from the index's
 * stored folded text ({@link storedFolding}) without folding the long texts again.
 */
export type FoldedFields = Pick<
  FoldedDocument,
  'headings' | 'body' | 'tags' | 'tagList' | 'context' | 'year' | 'time_ms'
> & {
  readonly title: { readonly folded: string };
};

type Entry = { doc: SearchDocumentText; seen: readonly unknown[]; folded: FoldedDocument };

/**
 * The last few folds, by document object: matchesDocument then scoreDocument on one candidate fold it once, and
 * memory stays bounded however many candidates a query has. Checked against the fields on each use, so a caller
 * that reuses an object with new texts still gets the truth.
 */
const recent: Entry[] = [];
const recentMax = 8;

const yearOf = /^(\d{4})/;

const fieldsOf = (doc: SearchDocumentText): readonly unknown[] => [
  doc.title,
  doc.headings,
  doc.body,
  doc.context,
  doc.date,
  ...doc.tags,
];
const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A tag as `tag:` compares it: folded, white space made one space, trimmed. */
const foldTag = (tag: string) => foldForSearch(tag).replace(/\s+/gu, ' ').trim();

/** The year (first four digits) and time of a date. */
function dateParts(date: string | null): { year: number | null; time_ms: number | null } {
  const year = date ? yearOf.exec(date) : null;
  const time = date ? Date.parse(date) : Number.NaN;
  return { year: year ? Number(year[1]) : null, time_ms: Number.isNaN(time) ? null : time };
}

/**
 * The folded fields of a stored document from its stored folded text (`folded`: title, headings, body, each tag
 * and context folded by {@link foldForSearch} and joined by newlines, as search-index/sync.ts `documentRow` writes
 * it; a folded field never holds a newline) and its short fields: equal to {@link foldDocument}'s for the same
 * texts, without folding the long ones again. Throws when `folded` has not that shape (an index written by other
 * code: `npm run reindex` rebuilds it). issue 22.
 */
export function storedFolding(
  doc: { title: string; tags: readonly string[]; date: string | null },
  folded: string,
): FoldedFields {
  const first = folded.indexOf('\n');
  const second = folded.indexOf('\n', first + 1);
  const last = folded.lastIndexOf('\n');
  const lines = doc.tags.length === 0 ? 4 : 3 + doc.tags.length;
  let count = 0;
  for (let at = folded.indexOf('\n'); at >= 0; at = folded.indexOf('\n', at + 1)) count++;
  if (first < 0 || second < 0 || count !== lines)
    throw new Error('search index: a stored folded text has not the shape of documentRow (npm run reindex)');
  const tagList = doc.tags.map(foldTag);
  return {
    title: { folded: folded.slice(0, first) },
    headings: folded.slice(first + 1, second),
    body: folded.slice(second + 1, folded.indexOf('\n', second + 1)),
    tags: tagList.join('\n'),
    tagList,
    context: folded.slice(last + 1),
    ...dateParts(doc.date),
  };
}

function fold(doc: SearchDocumentText): FoldedDocument {
  const tagList = doc.tags.map(foldTag);
  const made: Partial<Record<SnippetSource, FoldedText>> = {};
  return {
    title: foldText(doc.title),
    headings: foldForSearch(doc.headings),
    body: foldForSearch(doc.body),
    tags: tagList.join('\n'),
    tagList,
    context: foldForSearch(doc.context),
    ...dateParts(doc.date),
    withOffsets(field) {
      made[field] ??= foldText(doc[field]);
      return made[field];
    },
  };
}

/**
 * The folded form of `doc`, from the last few folds when its texts are unchanged. Pure as seen from outside; never
 * throws. issue 22.
 */
export function foldDocument(doc: SearchDocumentText): FoldedDocument {
  const seen = fieldsOf(doc);
  const at = recent.findIndex((entry) => entry.doc === doc);
  if (at >= 0) {
    const entry = recent[at] as Entry;
    if (same(entry.seen, seen)) return entry.folded;
    recent.splice(at, 1);
  }
  const folded = fold(doc);
  recent.unshift({ doc, seen, folded });
  if (recent.length > recentMax) recent.pop();
  return folded;
}
