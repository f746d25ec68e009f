import type { TocEntry } from '@site/contracts';
import matter from 'gray-matter';
import type { Root as HastRoot } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import type { Root } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { eachElement } from '../../markdown/each-element.ts';
import { collectToc, fixInPageLinks, headingAnchors, lazyImages, restrictEmbeds } from '../../markdown/hast-plugins.ts';
import { articleSanitizeSchema } from '../../markdown/sanitize-schema.ts';
import {
  protectAndFindWikiLinks,
  protectWikiLinks,
  remarkWiki,
  restoreBrackets,
  type WikiRenderContext,
} from './remark-wiki.ts';
import { type ChunkOutput, type ChunkWiki, endsOpen, PageSlugger, renderChunk, splitChunks } from './render-chunks.ts';
import type { WikiLink } from './wikilinks.ts';

const attributes = articleSanitizeSchema.attributes ?? {};

/**
 * The article allow-list plus what the wiki's own plugins emit: `aside` (callouts, embeds), the wikilink classes
 * and data attributes. A page may write these by hand too; they carry no behaviour.
 */
export const wikiSanitizeSchema: SanitizeSchema = {
  ...articleSanitizeSchema,
  tagNames: [...(articleSanitizeSchema.tagNames ?? []), 'aside'],
  attributes: {
    ...attributes,
    a: [
      ...(attributes.a ?? []).filter((a) => !(Array.isArray(a) && a[0] === 'className')),
      ['className', 'data-footnote-backref', 'wiki-link', 'wiki-link-missing'],
      'dataWikiState',
      'rel',
    ],
    aside: [['className', /^(callout|callout-[\w-]+|wiki-embed)$/], 'dataCallout', 'dataWikiEmbed'],
    p: [
      ...(attributes.p ?? []).filter((a) => !(Array.isArray(a) && a[0] === 'className')),
      ['className', /^(callout-title|wiki-embed-title|wiki-embed-heading)$/],
    ],
  },
};

/** Front matter a page may carry: `title`, `tags`, `aliases` (strings or lists of strings). */
export interface WikiFrontMatter {
  title: string | null;
  tags: string[];
  aliases: string[];
  /** The Markdown after the front matter. */
  body: string;
}

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).trim())
    .filter((v) => v !== '');

/** Splits YAML front matter off a page's Markdown; a malformed block is kept as text (never throws). */
export function readFrontMatter(source: string): WikiFrontMatter {
  if (!/^---[ \t]*\r?\n/.test(source)) return { title: null, tags: [], aliases: [], body: source };
  try {
    const parsed = matter(source, {});
    const data = parsed.data as Record<string, unknown>;
    const title = typeof data.title === 'string' && data.title.trim() !== '' ? data.title.trim() : null;
    return { title, tags: strings(data.tags), aliases: strings(data.aliases ?? data.alias), body: parsed.content };
  } catch {
    return { title: null, tags: [], aliases: [], body: source };
  }
}

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

/** The context of the page being rendered travels in `file.data` (the processor is built once). */
function remarkWikiFromFile() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = file.data.wikiContext as WikiRenderContext | undefined;
    if (ctx) remarkWiki(ctx)(tree, file);
  };
}

/** Notes whether the text ends inside an open top-level block (`endsOpen`): a chunk cut in the wrong place. */
function remarkEndsOpen() {
  return (tree: Root, file: { value: unknown; data: Record<string, unknown> }) => {
    file.data.endsOpen = endsOpen(tree, String(file.value));
  };
}

/** The raw HTML put after a chunk's last block to see whether the chunk's HTML left an element open. */
const chunkEnd = '<span data-wiki-chunk-end=""></span>';

/**
 * When `file.data.chunk` (a chunk, not a whole page): appends `chunkEnd` as raw HTML before rehype-raw parses
 * the HTML, to be checked by `rehypeCheckChunkEnd`.
 */
function rehypeMarkChunkEnd() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    file.data.empty = tree.children.length === 0;
    if (file.data.chunk === true) tree.children.push({ type: 'raw', value: chunkEnd });
  };
}

/**
 * After rehype-raw: the mark must be the root's last child. When it is not — HTML the chunk opened (a `<div>`, a
 * `<b>` the parser reopens, a `<table>` fostering, a comment or `<script>` swallowing it) would have taken in
 * what follows — the chunk ends open (`file.data.endsOpen`). The mark is removed either way.
 */
function rehypeCheckChunkEnd() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    if (file.data.chunk !== true) return;
    const last = tree.children.at(-1);
    if (last?.type === 'element' && last.properties.dataWikiChunkEnd !== undefined) {
      tree.children.pop();
      return;
    }
    file.data.endsOpen = true;
    // The page's last chunk may end open as the page itself does: its output is used, without the mark.
    eachElement(tree, (element, parent) => {
      if (element.properties.dataWikiChunkEnd !== undefined)
        parent.children = parent.children.filter((c) => c !== element);
    });
  };
}

/** Notes whether the sanitised page carries ids of its own (raw HTML ids, footnotes), before headings get theirs. */
function rehypeNoteIds() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    let found = false;
    eachElement(tree, (element) => {
      if (element.properties.id !== undefined) found = true;
    });
    file.data.userIds = found;
  };
}

/** rehype-slug with the page's `PageSlugger` from `file.data.slugger`, so chunks of one page share their ids. */
function rehypePageSlug() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const slugger = (file.data.slugger as Pick<PageSlugger, 'slug'> | undefined) ?? new PageSlugger();
    eachElement(tree, (element) => {
      if (/^h[1-6]$/.test(element.tagName) && !element.properties.id)
        element.properties.id = slugger.slug(hastToString(element));
    });
  };
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkEndsOpen)
  .use(remarkWikiFromFile)
  // Footnote ids come unprefixed; the sanitiser adds the one `user-content-` prefix to every id.
  .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
  .use(rehypeMarkChunkEnd)
  .use(rehypeRaw)
  .use(rehypeCheckChunkEnd)
  .use(rehypeSanitize, wikiSanitizeSchema)
  .use(rehypeNoteIds)
  .use(restrictEmbeds)
  .use(lazyImages)
  .use(fixInPageLinks)
  .use(rehypePageSlug)
  .use(collectToc)
  .use(rehypeAutolinkHeadings, headingAnchors)
  .use(rehypeHighlight, { detect: false })
  .use(rehypeStringify)
  .freeze();

/**
 * A page rendered: sanitised HTML, h2–h4 outline, the first `#` heading's text (null when none), and its
 * wikilinks outside code as `parseWikiLinks` finds them heading to heading (offsets left out).
 */
export interface RenderedWikiPage {
  html: string;
  toc: TocEntry[];
  firstHeading: string | null;
  links: Array<Pick<WikiLink, 'target' | 'embed'>>;
}

/** How a page being rendered sees the wiki: its id, how targets resolve, other pages' Markdown for embeds. */
export interface WikiRenderOptions {
  pageId: string;
  resolve: (target: string) => string | null;
  /** True when several pages fit an unresolved target (`data-wiki-state="ambiguous"`). */
  isAmbiguous?: (target: string) => boolean;
  /** The Markdown of page `id` (front matter included), or null; pages whose source is unknown embed as links. */
  embedSource?: (id: string) => string | null;
  /** Render in one piece, past the chunk cache (tests compare the two ways; default false). */
  wholePage?: boolean;
}

/** Renders protected Markdown `body` (a page, or one chunk of it) of page `pageId` with `slugger`'s heading ids. */
function renderBody(
  { text: body, links }: { text: string; links: WikiLink[] },
  pageId: string,
  wiki: ChunkWiki,
  slugger: Pick<PageSlugger, 'slug'>,
  chunk = false,
): ChunkOutput {
  const { resolve, isAmbiguous } = wiki;
  const embed = (id: string): Root | null => {
    const embedded = id === pageId ? null : (wiki.embedSource?.(id) ?? null);
    if (embedded === null) return null;
    const tree = parser.parse(protectWikiLinks(readFrontMatter(embedded).body));
    remarkWiki({ pageId: id, resolve, isAmbiguous })(tree, { data: {} });
    return tree;
  };
  const wikiContext: WikiRenderContext = { pageId, resolve, isAmbiguous, embed };
  const file = processor.processSync({ value: body, data: { wikiContext, slugger, chunk } });
  const heading = file.data.wikiTitle;
  return {
    html: restoreBrackets(String(file.value)),
    toc: (file.data.toc ?? []).map((entry) => ({ ...entry, text: restoreBrackets(entry.text) })),
    title: typeof heading === 'string' ? restoreBrackets(heading) : null,
    links: links.map((link) => ({ target: link.target, embed: link.embed })),
    empty: file.data.empty === true,
    open: file.data.endsOpen === true,
    userIds: file.data.userIds === true,
  };
}

/**
 * Renders a page's Markdown (front matter is skipped) the way the blog renders an article — GFM, raw HTML
 * sanitised, heading anchors, highlighted code — plus wikilinks (`a.wiki-link`, red `a.wiki-link-missing`), page
 * embeds (`aside.wiki-embed`, one level deep: an embed inside an embed, or of the page itself, is a link, so
 * embeds never loop), picture embeds and relative pictures (`/media/wiki/…`) and callouts (`aside.callout`).
 * A page with headings renders chunk by chunk through a cache (`render-chunks.ts`), with the same output as in
 * one piece; a chunk the cache holds costs no parse, not even the wikilink scan. Never throws for any input string.
 */
export function renderWikiMarkdown(source: string, options: WikiRenderOptions): RenderedWikiPage {
  const { pageId } = options;
  const markdown = readFrontMatter(source).body;
  const chunks = splitChunks(markdown);
  if (chunks && chunks.length > 1 && options.wholePage !== true) {
    const slugger = new PageSlugger();
    const outputs: ChunkOutput[] = [];
    for (const [index, chunk] of chunks.entries()) {
      const output = renderChunk(pageId, chunk, options, slugger, (wiki, s) =>
        renderBody(protectAndFindWikiLinks(chunk), pageId, wiki, s, true),
      );
      if ((output.open && index < chunks.length - 1) || output.userIds) break;
      outputs.push(output);
    }
    if (outputs.length === chunks.length)
      return {
        // Blocks are joined by a line break, as in one piece; a chunk without blocks adds none.
        html: outputs
          .filter((o) => !o.empty)
          .map((o) => o.html)
          .join('\n'),
        toc: outputs.flatMap((o) => o.toc),
        firstHeading: outputs.find((o) => o.title !== null)?.title || null,
        links: outputs.flatMap((o) => o.links),
      };
  }
  // Wikilinks are protected chunk by chunk in one piece too (code spans and fences end at a heading line).
  const pieces = (chunks ?? [markdown]).map(protectAndFindWikiLinks);
  const body = { text: pieces.map((p) => p.text).join(''), links: pieces.flatMap((p) => p.links) };
  const whole = renderBody(body, pageId, options, new PageSlugger());
  return { html: whole.html, toc: whole.toc, firstHeading: whole.title || null, links: whole.links };
}

declare module 'vfile' {
  interface DataMap {
    /** The page's context for `remarkWiki`, set by `renderWikiMarkdown`. */
    wikiContext: WikiRenderContext;
    /** The first `#` heading's text, set by `remarkWiki`. */
    wikiTitle: string;
    /** The heading ids of the page being rendered (`rehypePageSlug`). */
    slugger: Pick<PageSlugger, 'slug'>;
    /** True when the text rendered has no blocks at all (`rehypeMarkChunkEnd`). */
    empty: boolean;
    /** True when the text rendered is one chunk of a page (`rehypeMarkChunkEnd`). */
    chunk: boolean;
    /** True when the text ends inside an open top-level block (`remarkEndsOpen`, `rehypeCheckChunkEnd`). */
    endsOpen: boolean;
    /** True when the sanitised HTML has ids of the page's own (`rehypeNoteIds`). */
    userIds: boolean;
  }
}
