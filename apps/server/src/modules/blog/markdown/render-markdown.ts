import type { TocEntry } from '@site/contracts';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeHighlight from 'rehype-highlight';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import {
  collectToc,
  fixInPageLinks,
  headingAnchors,
  lazyImages,
  restrictEmbeds,
} from '../../../markdown/hast-plugins.ts';
import { remarkCallouts } from '../../../markdown/remark-callouts.ts';
import { articleSanitizeSchema } from '../../../markdown/sanitize-schema.ts';
import { detectLanguage } from '../language.ts';
import { countWords, readingMinutes, summarise } from './text-stats.ts';

/** What the server stores beside an article's Markdown source (DESIGN.md "Markdown"). */
export type RenderedArticle = {
  /** Sanitised HTML. */
  html: string;
  /** h2–h4 headings in document order. */
  toc: TocEntry[];
  /**
   * Plain-text excerpt, at most ~200 characters plus `…`: of the text before the excerpt mark (`<!-- more -->`)
   * when the article has one, else of its prose paragraphs.
   */
  summary: string;
  /** The first picture's `src` (absolute or root-relative, as written), for link previews; null when none. */
  image: string | null;
  /** CJK characters count one each, other words by whitespace; code blocks are not counted. */
  word_count: number;
  /** At least 1. */
  reading_minutes: number;
  /** The language the text is written in, a BCP 47 tag (`detectLanguage` on the prose without code), or null. */
  language: string | null;
};

/**
 * The one pipeline, built once. Order matters:
 * raw HTML is parsed (rehype-raw) and then sanitised, so nothing a post writes escapes the allow-list;
 * what runs after the sanitiser (slugs, heading anchors, highlighting) is our own trusted output.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  // GitHub's alerts (`> [!NOTE]`, as Hugo sites write them) and Obsidian's callouts → `aside.callout`.
  .use(remarkCallouts)
  // Footnote ids come unprefixed; the sanitiser adds the one `user-content-` prefix to every id.
  .use(remarkRehype, { allowDangerousHtml: true, clobberPrefix: '' })
  .use(rehypeRaw)
  .use(rehypeSanitize, articleSanitizeSchema)
  .use(restrictEmbeds)
  .use(lazyImages)
  .use(fixInPageLinks)
  // github-slugger keeps CJK letters, so `## 安装` gets id `安装`.
  .use(rehypeSlug)
  .use(collectToc)
  .use(rehypeAutolinkHeadings, headingAnchors)
  // No language detection: a fence without a language stays plain; an unknown language is left plain with a
  // warning on the file, never an exception.
  .use(rehypeHighlight, { detect: false })
  .use(rehypeStringify)
  .freeze();

/**
 * Renders an article's Markdown (GFM: tables, footnotes, task lists, strikethrough, alerts as callouts; raw HTML
 * allowed but sanitised) to HTML with heading anchors and highlighted code, plus its outline, summary, first picture and
 * counts. An article with an excerpt mark (`<!-- more -->`, Hexo's) is rendered a second time up to the mark for
 * its summary.
 * Never throws for any input string.
 *
 * @example renderMarkdown('## 安装\n\nHello world') → { html: '<h2 id="安装">安装<a …>#</a></h2>…', toc:
 * [{depth:2,id:'安装',text:'安装'}], summary: '安装 Hello world', image: null, word_count: 4,
 * reading_minutes: 1 }
 */
export function renderMarkdown(source: string): RenderedArticle {
  const file = processor.processSync(source);
  const text = file.data.readableText ?? '';
  const counts = countWords(text);
  const cut = excerptEnd(source);
  const excerpt = cut === null ? undefined : processor.processSync(source.slice(0, cut)).data;
  return {
    html: String(file.value),
    toc: file.data.toc ?? [],
    // Prose paragraphs make a summary that reads as sentences; an article of only lists or tables falls back
    // to all its visible text.
    summary: excerpt
      ? summarise(excerpt.leadText || excerpt.readableText || '')
      : summarise(file.data.leadText || text),
    image: file.data.image ?? null,
    word_count: counts.total,
    reading_minutes: readingMinutes(counts),
    language: detectLanguage(file.data.proseText ?? ''),
  };
}

/** Hexo's excerpt mark in the spellings Hexo 5 accepts (also Hugo's and a common Jekyll separator). */
const excerptMark = /^<!--\s*more\s*-->$/;
/** The cheap test before a parse: most articles have no mark (and "more" is a common word). */
const excerptMarkAnywhere = /<!--\s*more\s*-->/;

/**
 * Where the excerpt mark sits (a character offset into `source`) when it stands as a block of its own, so a mark
 * inside fenced code or a paragraph's inline HTML does not count; null when there is none.
 */
function excerptEnd(source: string): number | null {
  if (!excerptMarkAnywhere.test(source)) return null;
  const tree = processor.parse(source);
  for (const node of tree.children) {
    if (node.type === 'html' && excerptMark.test(node.value.trim())) return node.position?.start.offset ?? null;
  }
  return null;
}
