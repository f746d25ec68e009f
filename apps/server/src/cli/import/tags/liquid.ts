import type { Converted } from './code-regions.ts';
import { liquidCoreTags, liquidEngine, liquidReads, parseLiquid, renderLiquid } from './liquid-engine.ts';
import { asCodeSpan, fenced } from './output.ts';
import type { HexoTagOptions, Tag } from './tag-syntax.ts';

/**
 * Jekyll's Liquid in a post's text (outside code): output tags (`{{ site.url }}`, `{{ "/x/" | relative_url }}`)
 * and the control tags (`if`, `unless`, `for`, `case`, `capture`, `comment`, `assign`, …) are evaluated when
 * everything they read is known at import: the site's configuration (`site.*`), the post's front matter
 * (`page.*`) and what the post assigned before. What reads anything else (`site.posts`, `page.url`,
 * `site.data`, …) stays visible as code of its original text. Pure, never throws.
 */

/** Liquid's block tags evaluated here, each closed by `end<name>` (`raw` is the Hexo converter's: kept literally). */
export const liquidBlockTags = new Set(['if', 'unless', 'for', 'case', 'capture', 'comment', 'tablerow']);

/** Liquid's tags without a body evaluated here. */
export const liquidSingleTags = new Set(['assign', 'echo', 'increment', 'decrement', 'cycle', 'liquid']);

/**
 * The page variables Jekyll makes itself when the front matter does not set them (from the file's name, place
 * and content): unknown at import. Any other key missing from the front matter is nil, as in Jekyll.
 */
const jekyllPageKeys = new Set([
  'url',
  'content',
  'excerpt',
  'id',
  'path',
  'relative_path',
  'next',
  'previous',
  'collection',
  'dir',
  'name',
  'output',
  'date',
  'slug',
  'title',
  'categories',
  'tags',
  'ext',
  'layout',
]);

/**
 * The site variables Jekyll makes from the whole site (its posts, pages, data files, build time): unknown at
 * import even where the configuration has a key of that name (`collections` configures what `site.collections`
 * lists).
 */
const jekyllSiteKeys = new Set([
  'posts',
  'pages',
  'categories',
  'tags',
  'data',
  'time',
  'collections',
  'static_files',
  'html_pages',
  'html_files',
  'documents',
  'related_posts',
]);

/** Whether Liquid is resolved in posts of this site: Jekyll's and an unknown generator's (Hexo and Hugo have none). */
export function liquidApplies(options: HexoTagOptions): boolean {
  const generator = options.site?.generator;
  return generator === undefined || generator === 'jekyll' || generator === 'unknown';
}

/** The Liquid state of one post: its scope and the variables it has assigned so far (in document order). */
export class LiquidDocument {
  private readonly engine;
  private readonly site: Record<string, unknown>;
  private readonly page: Record<string, unknown>;
  /** Page keys some `defaults` entry of the configuration may set for this post: unknown unless in front matter. */
  private readonly maybeDefaulted: Set<string>;
  private readonly assigned: Record<string, unknown> = {};

  constructor(options: HexoTagOptions) {
    const config = options.site?.config ?? {};
    // Jekyll's configuration defaults `url` and `baseurl` to nothing; an unknown site's are unknown.
    this.site = options.site?.generator === 'jekyll' ? { url: '', baseurl: '', ...config } : { ...config };
    const defaults = postDefaults(config.defaults);
    this.page = { ...defaults.values, ...wallClockDates(options.page ?? {}) };
    this.maybeDefaulted = defaults.uncertain;
    this.engine = liquidEngine(typeof config.timezone === 'string' ? config.timezone : null);
  }

  /**
   * What Liquid `source` (an output tag, a tag, or a block tag with its body and end tag) renders to, or null
   * when it reads anything unknown at import or cannot be evaluated. Tags liquidjs does not evaluate (Jekyll's
   * `include`, `post_url`, `highlight`; Hexo's) come out as written, for the tag converter.
   */
  render(source: string): string | null {
    const templates = parseLiquid(this.engine, protectForeignTags(source));
    if (!templates) return null;
    const reads = liquidReads(this.engine, templates);
    if (!reads?.every((path) => this.knows(path))) return null;
    return renderLiquid(this.engine, templates, { site: this.site, page: this.page }, this.assigned);
  }

  private knows(path: unknown[]): boolean {
    const [root, key] = path;
    if (path.some(Array.isArray) || typeof root !== 'string') return false;
    if (root === 'site') return typeof key === 'string' && Object.hasOwn(this.site, key) && !jekyllSiteKeys.has(key);
    if (root === 'page') {
      if (typeof key !== 'string') return false;
      return Object.hasOwn(this.page, key) || (!jekyllPageKeys.has(key) && !this.maybeDefaulted.has(key));
    }
    return Object.hasOwn(this.assigned, root);
  }
}

/**
 * `front` with its dates (YAML reads `2016-10-06 11:10:38` as that time in UTC) written back as the time the
 * author wrote, `2016-10-06 11:10:38`, so the `date` filter shows that time and not a shift to the site's zone.
 */
function wallClockDates(front: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(front))
    out[key] =
      value instanceof Date && !Number.isNaN(value.getTime())
        ? value.toISOString().slice(0, 19).replace('T', ' ')
        : value;
  return out;
}

/**
 * Jekyll's front matter defaults (`defaults:` of `_config.yml`) for a post: the values of entries for every path
 * (`path: ""` or none) and posts or every type; the keys of the other entries are uncertain.
 */
function postDefaults(defaults: unknown): { values: Record<string, unknown>; uncertain: Set<string> } {
  const values: Record<string, unknown> = {};
  const uncertain = new Set<string>();
  if (!Array.isArray(defaults)) return { values, uncertain };
  for (const entry of defaults) {
    const { scope, values: set } = (entry ?? {}) as { scope?: { path?: unknown; type?: unknown }; values?: unknown };
    if (!set || typeof set !== 'object') continue;
    const everyPost = !scope?.path && (scope?.type === undefined || scope.type === 'posts');
    for (const [key, value] of Object.entries(set)) {
      if (everyPost) values[key] = value;
      else uncertain.add(key);
    }
  }
  return { values, uncertain };
}

const tagPattern = /\{%-?\s*([A-Za-z_]\w*)[\s\S]*?%\}/g;

/**
 * `source` with every tag liquidjs does not evaluate wrapped in `{% raw %}`, so it comes out as written; the
 * insides of `raw` and `comment` are left alone.
 */
function protectForeignTags(source: string): string {
  let out = '';
  let pos = 0;
  const pattern = new RegExp(tagPattern);
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const name = (match[1] ?? '').toLowerCase();
    const tagEnd = match.index + match[0].length;
    if (name === 'raw' || name === 'comment') {
      const close = new RegExp(`\\{%-?\\s*end${name}\\s*-?%\\}`, 'g');
      close.lastIndex = tagEnd;
      const found = close.exec(source);
      pattern.lastIndex = found ? found.index + found[0].length : source.length;
      continue;
    }
    if (liquidCoreTags.has(name) || liquidCoreTags.has(name.replace(/^end/, ''))) continue;
    out += `${source.slice(pos, match.index)}{% raw %}${match[0]}{% endraw %}`;
    pos = tagEnd;
  }
  return out + source.slice(pos);
}

/**
 * Where the end tag of Liquid block `tag` lies in `src` (nested blocks of the same name counted; the insides of
 * `raw` skipped), or null when it has none.
 */
export function findLiquidEnd(src: string, tag: Tag): { start: number; end: number } | null {
  const pattern = new RegExp(tagPattern);
  pattern.lastIndex = tag.end;
  let depth = 1;
  for (let match = pattern.exec(src); match; match = pattern.exec(src)) {
    const name = (match[1] ?? '').toLowerCase();
    if (name === 'raw') {
      const close = /\{%-?\s*endraw\s*-?%\}/g;
      close.lastIndex = match.index + match[0].length;
      const found = close.exec(src);
      if (!found) return null;
      pattern.lastIndex = found.index + found[0].length;
    } else if (name === tag.name) depth++;
    else if (name === `end${tag.name}` && --depth === 0)
      return { start: match.index, end: match.index + match[0].length };
  }
  return null;
}

const siteAddressOutput = /^\{\{-?\s*site\.(url|baseurl)\s*-?\}\}$/;
const siteAddressThenPost = /^(\{\{-?\s*site\.(url|baseurl)\s*-?\}\})*\{%-?\s*(post_url|link)\s/;

/**
 * Whether output tag `raw` is `{{ site.url }}` or `{{ site.baseurl }}` written before a `post_url` or `link` tag
 * (`{{ site.baseurl }}{% post_url x %}`, Jekyll 3's way to link a post): the tag becomes the imported article's
 * own address, which the old site's address must not prefix.
 */
export function prefixesPostLink(raw: string, after: string): boolean {
  return siteAddressOutput.test(raw) && siteAddressThenPost.test(after);
}

/** The `{{ … }}` output tag at `start` (not `{{{`, no blank line inside, at most 4000 characters), or null. */
export function parseOutputTag(src: string, start: number): { raw: string; end: number } | null {
  if (src[start + 2] === '{') return null;
  const close = src.indexOf('}}', start + 2);
  if (close === -1 || close - start > 4000) return null;
  const raw = src.slice(start, close + 2);
  return /\n[ \t]*\n/.test(raw) || raw.slice(2, -2).trim() === '' ? null : { raw, end: close + 2 };
}

/**
 * A Liquid tag (block tags with their body and end tag) at `tag.start` of `src` → what it renders to (passed
 * through `convertRendered`, the tag converter without Liquid), or its original text as code when it cannot be
 * known at import.
 */
export function convertLiquidTag(
  src: string,
  tag: Tag,
  document: LiquidDocument,
  convertRendered: (markdown: string) => string,
): Converted {
  const close = liquidBlockTags.has(tag.name) ? findLiquidEnd(src, tag) : { start: tag.end, end: tag.end };
  if (!close) return { text: asCodeSpan(tag.raw), end: tag.end };
  const source = src.slice(tag.start, close.end);
  const rendered = document.render(source);
  return { text: rendered === null ? liquidAsCode(src, tag.start, source) : convertRendered(rendered), end: close.end };
}

/**
 * Liquid `source` found at `start` of `src` shown as code: an inline code span when it is one line, else a fenced
 * `liquid` block (re-indented for list items; set off by blank lines when it starts inside a line).
 */
export function liquidAsCode(src: string, start: number, source: string): string {
  if (!source.includes('\n')) return asCodeSpan(source);
  const lineStart = src.lastIndexOf('\n', start - 1) + 1;
  const before = src.slice(lineStart, start);
  if (/^[ \t]*$/.test(before)) return fenced(before + source, 'liquid', before);
  return `\n\n${fenced(source, 'liquid', '')}\n\n`;
}
