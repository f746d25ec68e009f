/**
 * Wikilinks: finding `[[Target]]`, `[[Target|label]]`, `[[Target#Heading]]` and `![[Target]]` in Markdown, and
 * resolving a target to a page id the way Obsidian and Foam do. Pure: no database, no rendering.
 */

/** One wikilink occurrence in a page's Markdown. */
export interface WikiLink {
  /** The target as written, without heading, label or a trailing backslash (`[[a\|b]]` in tables); may be ''
   * for a link to a heading of the same page (`[[#Heading]]`). */
  target: string;
  /** The part after `#` (a heading or `^block`), or null. */
  heading: string | null;
  /** The part after `|`, or null. */
  label: string | null;
  /** `![[...]]`: embed the page or picture rather than link to it. */
  embed: boolean;
  /** The whole occurrence as written, e.g. `![[a#b|c]]`. */
  raw: string;
  /** Offset of `raw` in the Markdown, in UTF-16 code units. */
  offset: number;
}

/** The wikilink syntax in running text: `!`? `[[` target (`#` heading)? (`|` label)? `]]`, on one line. */
export const wikiLinkPattern = /(!?)\[\[([^[\]\n|#]*)(?:#([^[\]\n|]*))?(?:\|([^[\]\n]*))?\]\]/g;

/**
 * Every wikilink in `markdown`, in order, outside fenced code blocks (``` and ~~~), indented code blocks after a
 * blank line, and inline code spans. Targets are trimmed; an empty target with no heading is not a link.
 */
export function parseWikiLinks(markdown: string): WikiLink[] {
  const links: WikiLink[] = [];
  for (const { text, offset } of proseRuns(markdown)) {
    for (const match of text.matchAll(wikiLinkPattern)) {
      const link = linkFromMatch(match, offset + (match.index ?? 0));
      if (link) links.push(link);
    }
  }
  return links;
}

/** Builds a WikiLink from a `wikiLinkPattern` match, or null when it names nothing. */
export function linkFromMatch(match: RegExpMatchArray, offset: number): WikiLink | null {
  const target = (match[2] ?? '').replace(/\\$/, '').trim();
  const heading = match[3] === undefined ? null : match[3].replace(/\\$/, '').trim();
  const label = match[4] === undefined ? null : match[4].trim();
  if (target === '' && !heading) return null;
  return { target, heading, label: label === '' ? null : label, embed: match[1] === '!', raw: match[0], offset };
}

const fenceOpen = /^ {0,3}(`{3,}|~{3,})/;

/** The parts of `markdown` outside code: fenced and indented blocks are skipped, inline code spans blanked. */
function* proseRuns(markdown: string): Generator<{ text: string; offset: number }> {
  const lines = markdown.split('\n');
  let offset = 0;
  let fence: string | null = null;
  let previousBlank = true;
  let run = '';
  let runStart = 0;
  const flush = function* () {
    if (run !== '') yield { text: blankCodeSpans(run), offset: runStart };
    run = '';
  };
  for (const line of lines) {
    const lineStart = offset;
    offset += line.length + 1;
    if (fence !== null) {
      const close = fenceOpen.exec(line)?.[1];
      if (close !== undefined && close[0] === fence[0] && close.length >= fence.length && line.trim() === close)
        fence = null;
      continue;
    }
    const open = fenceOpen.exec(line);
    const isIndentedCode = previousBlank && /^(?: {4}|\t)/.test(line) && line.trim() !== '';
    if (open?.[1] || isIndentedCode) {
      yield* flush();
      if (open?.[1]) fence = open[1];
      previousBlank = false;
      continue;
    }
    if (run === '') runStart = lineStart;
    run += `${line}\n`;
    previousBlank = line.trim() === '';
    // A code span never crosses a blank line: a lone backtick must not pair with one paragraphs away.
    if (previousBlank) yield* flush();
  }
  yield* flush();
}

/** Replaces each inline code span (matching backtick runs) with spaces of the same length, keeping offsets. */
function blankCodeSpans(text: string): string {
  return text.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (span) => ' '.repeat(span.length));
}

/** The key two names match on: NFC, lower case, no trailing `.md`, runs of spaces, `-` and `_` as one `-`. */
export function wikiNameKey(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .replace(/\.md$/i, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '-');
}

/** Page ids prepared for resolving many targets: by exact id, by whole-id key and by last-segment key. */
export interface WikiTargetIndex {
  ids: ReadonlySet<string>;
  byKey: ReadonlyMap<string, string[]>;
  byLastSegment: ReadonlyMap<string, string[]>;
}

/** Indexes page ids once for `resolveWikiTarget` (resolving against a plain list rebuilds this each time). */
export function buildWikiTargetIndex(ids: Iterable<string>): WikiTargetIndex {
  const set = new Set<string>();
  const byKey = new Map<string, string[]>();
  const byLastSegment = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, id: string) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  for (const id of ids) {
    if (set.has(id)) continue;
    set.add(id);
    add(byKey, wikiIdKey(id), id);
    add(byLastSegment, wikiNameKey(id.slice(id.lastIndexOf('/') + 1)), id);
  }
  return { ids: set, byKey, byLastSegment };
}

const wikiIdKey = (id: string) => id.split('/').map(wikiNameKey).join('/');

/**
 * The page id a wikilink target names, or null when none or more than one page fits (a red link). In order:
 * the exact id; the one id equal up to case, spaces/hyphens/underscores and a trailing `.md`; for a target
 * with "/", the one id ending in those segments; else the one page whose last segment matches the target.
 * A leading "/" or "./" is ignored. `ids` may be a list of page ids or a `buildWikiTargetIndex` result.
 */
export function resolveWikiTarget(target: string, ids: Iterable<string> | WikiTargetIndex): string | null {
  const fits = wikiTargetCandidates(target, ids);
  return fits.length === 1 ? (fits[0] ?? null) : null;
}

/**
 * The page ids a wikilink target could name at the first step of `resolveWikiTarget` that finds any: one id
 * (it resolves), several (ambiguous), none (missing).
 */
export function wikiTargetCandidates(target: string, ids: Iterable<string> | WikiTargetIndex): string[] {
  const index = isIndex(ids) ? ids : buildWikiTargetIndex(ids);
  const cleaned = target
    .trim()
    .replace(/^(?:\.\/|\/)+/, '')
    .replace(/\/+$/, '');
  if (cleaned === '') return [];
  if (index.ids.has(cleaned)) return [cleaned];
  const withoutMd = cleaned.replace(/\.md$/i, '');
  if (index.ids.has(withoutMd)) return [withoutMd];
  const key = wikiIdKey(withoutMd);
  const whole = index.byKey.get(key);
  if (whole) return whole;
  const segments = key.split('/');
  const last = segments[segments.length - 1] ?? '';
  const candidates = index.byLastSegment.get(last) ?? [];
  return segments.length === 1 ? candidates : candidates.filter((id) => wikiIdKey(id).endsWith(`/${key}`));
}

function isIndex(value: Iterable<string> | WikiTargetIndex): value is WikiTargetIndex {
  return typeof value === 'object' && value !== null && 'byLastSegment' in value;
}
