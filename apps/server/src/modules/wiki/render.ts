import type { TocEntry } from '@site/contracts';
import matter from 'gray-matter';
import type { Root } from 'mdast';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { collectToc, fixInPageLinks, headingAnchors, lazyImages, restrictEmbeds } from '../../markdown/hast-plugins.ts';
import { articleSanitizeSchema } from '../../markdown/sanitize-schema.ts';
import { protectWikiLinks, remarkWiki, restoreBrackets, type WikiRenderContext } from './remark-wiki.ts';

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
    p: [...(attributes.p ?? []), ['className', /^(callout-title|wiki-embed-title|wiki-embed-heading)$/]],
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

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkWikiFromFile)
  // Footnote ids come unprefixed; the sanitiser adds the one `user-content-` prefix to every id.
  .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
  .use(rehypeRaw)
  .use(rehypeSanitize, wikiSanitizeSchema)
  .use(restrictEmbeds)
  .use(lazyImages)
  .use(fixInPageLinks)
  .use(rehypeSlug)
  .use(collectToc)
  .use(rehypeAutolinkHeadings, headingAnchors)
  .use(rehypeHighlight, { detect: false })
  .use(rehypeStringify)
  .freeze();

/** A page rendered: sanitised HTML, h2–h4 outline, and the first `#` heading's text (null when none). */
export interface RenderedWikiPage {
  html: string;
  toc: TocEntry[];
  firstHeading: string | null;
}

/** How a page being rendered sees the wiki: its id, how targets resolve, other pages' Markdown for embeds. */
export interface WikiRenderOptions {
  pageId: string;
  resolve: (target: string) => string | null;
  /** True when several pages fit an unresolved target (`data-wiki-state="ambiguous"`). */
  isAmbiguous?: (target: string) => boolean;
  /** The Markdown of page `id` (front matter included), or null; pages whose source is unknown embed as links. */
  embedSource?: (id: string) => string | null;
}

/**
 * Renders a page's Markdown (front matter is skipped) the way the blog renders an article — GFM, raw HTML
 * sanitised, heading anchors, highlighted code — plus wikilinks (`a.wiki-link`, red `a.wiki-link-missing`), page
 * embeds (`aside.wiki-embed`, one level deep: an embed inside an embed, or of the page itself, is a link, so
 * embeds never loop), picture embeds and relative pictures (`/media/wiki/…`) and callouts (`aside.callout`).
 * Never throws for any input string.
 */
export function renderWikiMarkdown(source: string, options: WikiRenderOptions): RenderedWikiPage {
  const { pageId, resolve, isAmbiguous, embedSource } = options;
  const embed = (id: string): Root | null => {
    const embedded = id === pageId ? null : (embedSource?.(id) ?? null);
    if (embedded === null) return null;
    const tree = parser.parse(protectWikiLinks(readFrontMatter(embedded).body));
    remarkWiki({ pageId: id, resolve, isAmbiguous })(tree, { data: {} });
    return tree;
  };
  const wikiContext: WikiRenderContext = { pageId, resolve, isAmbiguous, embed };
  const body = protectWikiLinks(readFrontMatter(source).body);
  const file = processor.processSync({ value: body, data: { wikiContext } });
  const heading = file.data.wikiTitle;
  return {
    html: restoreBrackets(String(file.value)),
    toc: (file.data.toc ?? []).map((entry) => ({ ...entry, text: restoreBrackets(entry.text) })),
    firstHeading: typeof heading === 'string' && heading !== '' ? restoreBrackets(heading) : null,
  };
}

declare module 'vfile' {
  interface DataMap {
    /** The page's context for `remarkWiki`, set by `renderWikiMarkdown`. */
    wikiContext: WikiRenderContext;
    /** The first `#` heading's text, set by `remarkWiki`. */
    wikiTitle: string;
  }
}
