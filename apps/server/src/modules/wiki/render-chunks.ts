import { createHash } from 'node:crypto';
import type { TocEntry } from '@site/contracts';
import { slug as baseSlug } from 'github-slugger';
import type { Nodes, Root } from 'mdast';
import { TtlCache } from '../../upstream/cache.ts';

/**
 * Incremental rendering of long pages. A page is cut before every ATX heading that starts at column 0 (`# …` to
 * `###### …`): in CommonMark such a line closes every open paragraph, list, block quote, table and indented code,
 * so the text before it and the text from it parse to the same blocks apart as together — unless the line sits
 * inside a fenced code block or an HTML block, which only a parse can tell for sure. So a cheap scanner skips
 * headings that look inside fences and HTML blocks, and each chunk's parse is checked afterwards
 * (`endsOpen`): a chunk ending inside an unclosed top-level fence or HTML block sends the whole page to the
 * one-piece renderer. What the chunk parse cannot know is document-wide: link reference definitions and footnotes
 * (pages with them render whole), HTML left open at a chunk's end (a `<div>` that would take in what follows:
 * checked after the HTML parse) and the ids raw HTML sets (`fixInPageLinks` points `#x` at `user-content-x`
 * across the page: pages whose output has such an id render whole).
 *
 * Each chunk's output is cached by its text and page id, together with a trace of what it asked of the wiki
 * (how targets resolved, which pages it embedded) and the heading slugs it took; a cached chunk is reused only
 * when replaying the trace gives the same answers now, so a cached chunk is exactly what rendering it afresh
 * would give. Saving one changed line of a 5,000-line page re-renders one chunk.
 */

/** A chunk's rendering: its HTML, outline, first `#` heading, and the checks above. */
export interface ChunkOutput {
  html: string;
  toc: TocEntry[];
  /** The first `#` heading's text ('' for an empty one), or null when the chunk has none. */
  title: string | null;
  /** The chunk's wikilinks outside code: target and whether it embeds. */
  links: Array<{ target: string; embed: boolean }>;
  /** True when the chunk has no blocks (blank lines only): it adds no line break between its neighbours. */
  empty: boolean;
  /** True when the chunk ends inside a top-level fenced code or HTML block (the cut was wrong). */
  open: boolean;
  /** True when the output carries an id from the page itself (`user-content-…`), which links elsewhere may name. */
  userIds: boolean;
}

/** What a chunk asked of the wiki while it rendered, and the answers (an embed's answer is its source's hash). */
interface Trace {
  resolve: Map<string, string | null>;
  ambiguous: Map<string, boolean>;
  embed: Map<string, string | null>;
  /** Heading texts given to the slugger, in order, with the slug each got. */
  slugs: Array<[text: string, slug: string]>;
}

/** The wiki as one page's rendering sees it (see `WikiRenderOptions`). */
export interface ChunkWiki {
  resolve: (target: string) => string | null;
  isAmbiguous?: ((target: string) => boolean) | undefined;
  embedSource?: ((id: string) => string | null) | undefined;
}

/**
 * Heading ids unique within a page, the way github-slugger (and so rehype-slug) makes them: the slug of the
 * heading's text, then `-1`, `-2` … for repeats; every id handed out counts as taken. One instance serves all the
 * chunks of a page in order, so ids come out as if the page were rendered in one piece.
 */
export class PageSlugger {
  private readonly taken = new Map<string, number>();

  /** The id for a heading whose text is `text`. */
  slug(text: string): string {
    const original = baseSlug(text);
    let result = original;
    while (this.taken.has(result)) {
      const count = (this.taken.get(original) ?? 0) + 1;
      this.taken.set(original, count);
      result = `${original}-${count}`;
    }
    this.taken.set(result, 0);
    return result;
  }

  /**
   * Gives out the slugs of `trace` again when they come out the same now (then true); else changes nothing and
   * answers false.
   */
  replay(slugs: Array<[string, string]>): boolean {
    const overlay = new Map<string, number>();
    const has = (key: string) => overlay.has(key) || this.taken.has(key);
    const count = (key: string) => overlay.get(key) ?? this.taken.get(key) ?? 0;
    for (const [text, expected] of slugs) {
      const original = baseSlug(text);
      let result = original;
      while (has(result)) {
        overlay.set(original, count(original) + 1);
        result = `${original}-${count(original)}`;
      }
      overlay.set(result, 0);
      if (result !== expected) return false;
    }
    for (const [key, value] of overlay) this.taken.set(key, value);
    return true;
  }
}

const headingLine = /^#{1,6}(?:[ \t]|\r?$)/;
const fence = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const htmlStart = /^ {0,3}<[A-Za-z/!?]/;

/**
 * True for a line after a blank line where a page without headings may be cut as well: it starts with a letter
 * at column 0 (so it continues no list, quote, code or HTML block: a blank line and no indent end them all), and
 * its hash picks one such line in eight. The cuts depend on the lines themselves, not on their positions, so an
 * edit moves no cut elsewhere in the page (content-defined chunking, as rsync and restic cut files).
 */
function paragraphCut(line: string): boolean {
  if (!/^\p{L}/u.test(line)) return false;
  let hash = 0x811c9dc5;
  for (let i = 0; i < line.length; i += 1) hash = Math.imul(hash ^ line.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % 8 === 0;
}

/**
 * A page body cut into chunks before column-0 ATX headings, and before some paragraphs (`paragraphCut`), that do
 * not look inside a fenced code or HTML block (the verdict is `endsOpen`'s; the scanner only avoids obvious
 * wrong cuts). Null when the body has link
 * reference definitions or footnotes, which join parts of a page: such a page renders in one piece. The chunks
 * joined give the body back.
 */
export function splitChunks(body: string): string[] | null {
  if (/^ {0,3}\[(?:[^\\\]]|\\.)+\]:/m.test(body) || body.includes('[^')) return null;
  const chunks: string[] = [];
  let start = 0;
  let inFence: { char: string; length: number } | null = null;
  let html = false;
  let at = 0;
  let previousBlank = true;
  while (at < body.length) {
    const newline = body.indexOf('\n', at);
    const end = newline === -1 ? body.length : newline + 1;
    const line = body.slice(at, newline === -1 ? body.length : newline);
    const blank = /^[ \t]*\r?$/.test(line);
    if (inFence) {
      const close = new RegExp(`^ {0,3}${inFence.char === '`' ? '`' : '~'}{${inFence.length},}[ \\t]*\\r?$`);
      if (close.test(line)) inFence = null;
    } else if (html) {
      if (blank) html = false;
    } else if (headingLine.test(line) || (previousBlank && at > start && paragraphCut(line))) {
      if (at > start) chunks.push(body.slice(start, at));
      start = at;
    } else {
      const open = fence.exec(line);
      if (open?.[1] && !(open[1].startsWith('`') && open[2]?.includes('`')))
        inFence = { char: open[1].charAt(0), length: open[1].length };
      // An HTML block may run past a heading line until a blank line (types 6 and 7) or its end marker (1 to 5):
      // the scanner skips to the next blank line, and `endsOpen` judges the rest.
      else if (htmlStart.test(line) && (previousBlank || /^ {0,3}<\/?[A-Za-z]/.test(line))) html = !blank;
    }
    previousBlank = blank;
    at = end;
  }
  chunks.push(body.slice(start));
  return chunks;
}

const htmlEnd: Array<[start: RegExp, end: RegExp]> = [
  [/^ {0,3}<(?:pre|script|style|textarea)(?:[\s>]|$)/i, /<\/(?:pre|script|style|textarea)>/i],
  [/^ {0,3}<!--/, /<!--[\s\S]*?-->/],
  [/^ {0,3}<\?/, /<\?[\s\S]*?\?>/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
  [/^ {0,3}<![A-Za-z]/, /<![A-Za-z][^>]*>/],
];

/**
 * True when chunk `source`, parsed alone to `tree`, ends inside a block that a following heading line would have
 * ended differently: along the chain of last blocks (the last block, its last child, …), a fenced code block
 * without its closing fence (at the page's end it keeps trailing blank lines it would otherwise not), an HTML
 * block of CommonMark's types 1–5 without its end marker, or one of types 6–7 not followed by a blank line.
 */
export function endsOpen(tree: Root, source: string): boolean {
  let node: Nodes | undefined = tree.children.at(-1);
  while (node) {
    if (node.type === 'code' || node.type === 'html') {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return true;
      return node.type === 'code'
        ? fenceOpen(source.slice(start, end))
        : htmlOpen(source.slice(start, end), source.slice(end));
    }
    node = 'children' in node ? node.children.at(-1) : undefined;
  }
  return false;
}

/** True when code block `text` (as written, container marks included) is fenced and has no closing fence. */
function fenceOpen(text: string): boolean {
  const newline = text.indexOf('\n');
  const open = fence.exec(newline === -1 ? text : text.slice(0, newline));
  if (!open?.[1]) return false; // indented code: a heading line ends it
  if (newline === -1) return true;
  const closing = text.slice(text.lastIndexOf('\n') + 1);
  const char = open[1].charAt(0) === '`' ? '`' : '~';
  return !new RegExp(`^[ \t>]*${char}{${open[1].length},}[ \t]*\r?$`).test(closing);
}

/** True when HTML block `text`, followed by `after` in the chunk, may go on past the chunk's end. */
function htmlOpen(text: string, after: string): boolean {
  for (const [startPattern, endPattern] of htmlEnd) if (startPattern.test(text)) return !endPattern.test(text);
  return !/\n[ \t>]*\r?\n/.test(after);
}

/** A cached chunk: its output, and the trace that must replay the same for it to be reused. */
interface CachedChunk {
  output: ChunkOutput;
  trace: Trace;
}

/** How many variants of one chunk (same text, different wiki around it) are kept. */
const VARIANTS_PER_CHUNK = 4;

/** Bytes of rendered chunks kept, across all pages (32 MiB, estimated as 2 bytes per UTF-16 code unit). */
export const WIKI_CHUNK_CACHE_BYTES = 32 * 1024 * 1024;

/** Chunks kept at most; an entry lives an hour, so the cache also empties itself when the wiki is quiet. */
const chunkCache = new TtlCache<CachedChunk[]>(60 * 60_000, {
  maxEntries: 50_000,
  maxBytes: WIKI_CHUNK_CACHE_BYTES,
  sizeOf: (variants) => variants.reduce((sum, v) => sum + 2 * (v.output.html.length + 64 * v.trace.resolve.size), 0),
});

const sha1 = (text: string): string => createHash('sha1').update(text).digest('base64');

let freshRenders = 0;

/** Chunks rendered afresh (not from the cache) since the process started: what a save actually parsed. */
export function chunkRenderCount(): number {
  return freshRenders;
}

/** Empties the chunk cache. */
export function clearChunkCache(): void {
  chunkCache.clear();
}

/**
 * Chunk `text` of page `pageId` rendered by `render` (called with a wiki and a slugger that record what the
 * chunk asks), or the cached output when replaying its trace against `wiki` and `slugger` answers the same. The
 * slugger has taken the chunk's heading ids when this returns.
 */
export function renderChunk(
  pageId: string,
  text: string,
  wiki: ChunkWiki,
  slugger: PageSlugger,
  render: (wiki: ChunkWiki, slugger: Pick<PageSlugger, 'slug'>) => ChunkOutput,
): ChunkOutput {
  const key = sha1(`${pageId}\0${text}`);
  const variants = chunkCache.get(key) ?? [];
  for (const cached of variants)
    if (replays(cached.trace, wiki) && slugger.replay(cached.trace.slugs)) return cached.output;
  const trace: Trace = { resolve: new Map(), ambiguous: new Map(), embed: new Map(), slugs: [] };
  const recording: ChunkWiki = {
    resolve(target) {
      const id = wiki.resolve(target);
      trace.resolve.set(target, id);
      return id;
    },
    isAmbiguous(target) {
      const answer = wiki.isAmbiguous?.(target) ?? false;
      trace.ambiguous.set(target, answer);
      return answer;
    },
    embedSource(id) {
      const source = wiki.embedSource?.(id) ?? null;
      trace.embed.set(id, source === null ? null : sha1(source));
      return source;
    },
  };
  freshRenders += 1;
  const output = render(recording, {
    slug(value) {
      const id = slugger.slug(value);
      trace.slugs.push([value, id]);
      return id;
    },
  });
  chunkCache.set(key, [{ output, trace }, ...variants].slice(0, VARIANTS_PER_CHUNK));
  return output;
}

/** True when the wiki answers every question of `trace` the same way now. */
function replays(trace: Trace, wiki: ChunkWiki): boolean {
  for (const [target, id] of trace.resolve) if (wiki.resolve(target) !== id) return false;
  for (const [target, answer] of trace.ambiguous) if ((wiki.isAmbiguous?.(target) ?? false) !== answer) return false;
  for (const [id, hash] of trace.embed) {
    const source = wiki.embedSource?.(id) ?? null;
    if ((source === null ? null : sha1(source)) !== hash) return false;
  }
  return true;
}
