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

/** A document folded once for matching, scoring and its snippet (issue 22). */
export type FoldedDocument = {
  readonly source: SearchDocumentText;
  /** The texts as they were when folded: a changed field makes the cached fold stale. */
  readonly seen: readonly [string, string, string, string, readonly string[], string | null];
  readonly title: FoldedText;
  readonly headings: FoldedText;
  readonly body: FoldedText;
  /** The folded tags, one a line (a term never holds a line break, so it never spans two tags). */
  readonly tags: string;
  readonly tagList: readonly string[];
  readonly context: string;
  /** The year of `date` (its first four digits), or null. */
  readonly year: number | null;
  /** `date` in ms since the epoch, or null when absent or unreadable. */
  readonly time_ms: number | null;
};

/**
 * The last folds, by document object: matchesDocument, scoreDocument and snippetOf on one document fold it once.
 * Checked against the fields on each use, so a caller that reuses an object with new texts still gets the truth.
 */
const folds = new WeakMap<SearchDocumentText, FoldedDocument>();

const yearOf = /^(\d{4})/;

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, i) => tag === b[i]);

/** The folded form of `doc`, from the cache when its texts are unchanged. Pure as seen from outside; never throws. issue 22. */
export function foldDocument(doc: SearchDocumentText): FoldedDocument {
  const cached = folds.get(doc);
  if (
    cached &&
    cached.seen[0] === doc.title &&
    cached.seen[1] === doc.headings &&
    cached.seen[2] === doc.body &&
    cached.seen[3] === doc.context &&
    sameTags(cached.seen[4], doc.tags) &&
    cached.seen[5] === doc.date
  ) {
    return cached;
  }
  const tagList = doc.tags.map((tag) => foldForSearch(tag).replace(/\s+/gu, ' ').trim());
  const year = doc.date ? yearOf.exec(doc.date) : null;
  const time = doc.date ? Date.parse(doc.date) : Number.NaN;
  const folded: FoldedDocument = {
    source: doc,
    seen: [doc.title, doc.headings, doc.body, doc.context, [...doc.tags], doc.date],
    title: foldText(doc.title),
    headings: foldText(doc.headings),
    body: foldText(doc.body),
    tags: tagList.join('\n'),
    tagList,
    context: foldForSearch(doc.context),
    year: year ? Number(year[1]) : null,
    time_ms: Number.isNaN(time) ? null : time,
  };
  folds.set(doc, folded);
  return folded;
}
