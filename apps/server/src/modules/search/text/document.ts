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

function fold(doc: SearchDocumentText): FoldedDocument {
  const tagList = doc.tags.map((tag) => foldForSearch(tag).replace(/\s+/gu, ' ').trim());
  const year = doc.date ? yearOf.exec(doc.date) : null;
  const time = doc.date ? Date.parse(doc.date) : Number.NaN;
  const made: Partial<Record<SnippetSource, FoldedText>> = {};
  return {
    title: foldText(doc.title),
    headings: foldForSearch(doc.headings),
    body: foldForSearch(doc.body),
    tags: tagList.join('\n'),
    tagList,
    context: foldForSearch(doc.context),
    year: year ? Number(year[1]) : null,
    time_ms: Number.isNaN(time) ? null : time,
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
