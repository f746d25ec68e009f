import {
  escapeHtml,
  escapeMarkdown,
  fenced,
  iframe,
  isLinkTarget,
  isUrl,
  markdownUrl,
  safeHost,
  vimeoFrame,
  youtubeFrame,
} from './output.ts';
import type { HexoTagOptions, Tag } from './tag-syntax.ts';

/**
 * Hexo's tag plugins (hexo-docs `tag-plugins.md`) → plain Markdown or the small HTML the article sanitiser
 * allows. Pure: no I/O (an `include_code` file comes through `options.readInclude`), never throws.
 */

/** Hexo's block tags, each closed by `end<name>` (`code` and `codeblock` by either end tag). */
export const hexoBlockTags = new Set(['codeblock', 'code', 'raw', 'blockquote', 'quote', 'note', 'pullquote']);

/**
 * A Hexo block tag with its `body` (the text between its start and end tags) → Markdown or allowed HTML, each
 * new line re-indented by `indent` (list-item content): `raw` (the body as it is), `code`/`codeblock` (a fenced
 * block with its language and caption), `quote`/`blockquote` (a quote with its author and source), `note` (a
 * note box of its kind, with its title), `pullquote`. Tags in the body of a quote, note or pullquote are
 * converted by `convertInner` (the whole converter).
 */
export function convertHexoBlock(
  tag: Tag,
  body: string,
  indent: string,
  convertInner: (markdown: string) => string,
): string {
  const nl = `\n${indent}`;
  switch (tag.name) {
    case 'raw':
      return body;
    case 'code':
    case 'codeblock': {
      const { lang, rest } = splitOptions(tag.args);
      const caption = codeCaption(rest);
      return `${caption ? `${caption}${nl}${nl}` : ''}${fenced(body, lang, indent)}`;
    }
    case 'quote':
    case 'blockquote': {
      const inner = convertInner(body);
      const footer = quoteFooter(tag.args);
      const lines = [...inner.split('\n'), ...(footer ? ['', footer] : [])];
      return lines.map((line) => (line.trim() === '' ? '>' : `> ${line}`)).join(nl);
    }
    case 'note': {
      const kind = /^[a-z]+$/.test(tag.args[0] ?? '') ? (tag.args[0] as string) : 'info';
      const title = tag.args.slice(/^[a-z]+$/.test(tag.args[0] ?? '') ? 1 : 0).join(' ');
      const inner = convertInner(body);
      const parts = [`<div class="note note-${kind}">`, '', ...(title ? [`**${escapeMarkdown(title)}**`, ''] : [])];
      return [...parts, inner, '', '</div>'].join(nl);
    }
    default: {
      const inner = convertInner(body);
      return ['<blockquote class="pullquote">', '', inner, '', '</blockquote>'].join(nl);
    }
  }
}

/**
 * A Hexo tag without body → Markdown or allowed HTML, or null when it is unknown or its arguments do not fit:
 * `youtube`, `vimeo`, `iframe` (a frame of an allowed host, else a link), `img`/`image`/`asset_img`,
 * `post_link`/`post_path` (resolved through `options.resolvePost`), `link`, `asset_link`, `asset_path`,
 * `url_for`/`full_url_for`, `jsfiddle`, `gist` (links) and `include_code` (through `options.readInclude`).
 */
export function convertHexoTag(tag: Tag, options: HexoTagOptions): string | null {
  const args = tag.args;
  switch (tag.name) {
    case 'youtube': {
      // `{% youtube id [type] [cookie] %}`: always the no-cookie host (youtubeFrame).
      const [id = '', type] = args;
      return youtubeFrame(id, type === 'playlist');
    }
    case 'vimeo':
      return vimeoFrame(args[0] ?? '');
    case 'iframe': {
      const [url = ''] = args;
      if (!isUrl(url)) return null;
      // The renderer drops frames of other hosts, so those become a plain link instead of vanishing.
      const host = safeHost(url);
      const embeddable = host !== null && /(^|\.)(youtube-nocookie\.com|youtube\.com|player\.vimeo\.com)$/.test(host);
      return embeddable ? iframe(url, 'Embedded content') : `[${escapeMarkdown(url)}](${markdownUrl(url)})`;
    }
    case 'img':
    case 'image':
    case 'asset_img':
      return image(args);
    case 'post_link': {
      const [slug = '', title, escapeFlag] = args;
      if (!slug) return null;
      const post = options.resolvePost?.(slug) ?? null;
      const href = `/blog/articles/${post?.id ?? slug}`;
      const text = title ?? post?.title ?? slug;
      // `escape false` lets the title carry HTML (it still passes the sanitiser).
      return `[${escapeFlag === 'false' ? text : escapeMarkdown(escapeHtml(text))}](${markdownUrl(href)})`;
    }
    case 'link':
      return hexoLink(args);
    case 'post_path': {
      const [slug = ''] = args;
      if (!slug) return null;
      return `/blog/articles/${options.resolvePost?.(slug)?.id ?? slug}`;
    }
    case 'asset_link': {
      const [file = '', title] = args;
      return file ? `[${escapeMarkdown(title ?? file)}](${markdownUrl(file)})` : null;
    }
    case 'asset_path':
      return args[0] ?? null;
    case 'url_for':
    case 'full_url_for': {
      const [text = '', path = ''] = args;
      if (!text || !path) return null;
      const href =
        tag.name === 'full_url_for' && options.siteUrl && path.startsWith('/') ? options.siteUrl + path : path;
      return `[${escapeMarkdown(text)}](${markdownUrl(href)})`;
    }
    case 'jsfiddle': {
      const [id = ''] = args;
      return /^[\w/-]+$/.test(id) ? `[JSFiddle ${id}](https://jsfiddle.net/${id}/)` : null;
    }
    case 'gist': {
      const [id = '', file] = args;
      if (!/^[\w/-]+$/.test(id)) return null;
      return `[Gist ${id}${file ? ` (${escapeMarkdown(file)})` : ''}](https://gist.github.com/${id})`;
    }
    case 'include_code':
      return includeCode(args, options);
    default:
      return null;
  }
}

/** Hexo's `{% link text url [external] [title] %}` → a Markdown link, or null without a URL after the text. */
function hexoLink(args: string[]): string | null {
  const urlIndex = args.findIndex(isLinkTarget);
  if (urlIndex < 1) return null;
  const text = args.slice(0, urlIndex).join(' ');
  const url = args[urlIndex] as string;
  const title = args
    .slice(urlIndex + 1)
    .filter((a) => a !== 'true' && a !== 'false')
    .join(' ');
  return `[${escapeMarkdown(text)}](${markdownUrl(url)}${title ? ` "${title.replaceAll('"', '&quot;')}"` : ''})`;
}

function includeCode(args: string[], options: HexoTagOptions): string | null {
  const { lang, from, to, rest } = splitOptions(args);
  const path = rest.at(-1);
  if (!path) return null;
  const content = options.readInclude?.(path) ?? null;
  if (content === null) return null;
  const lines = content.replace(/\n$/, '').split('\n');
  const slice = lines.slice(Math.max(0, (from ?? 1) - 1), to ?? lines.length).join('\n');
  const title = rest.slice(0, -1).join(' ') || path;
  return `*${escapeMarkdown(title)}*\n\n${fenced(slice, lang, '')}`;
}

/** Splits Hexo's `key:value` options (lang, from, to, line_number, …) from the positional arguments. */
function splitOptions(args: string[]): { lang: string; from?: number; to?: number; rest: string[] } {
  let lang = '';
  let from: number | undefined;
  let to: number | undefined;
  const rest: string[] = [];
  for (const arg of args) {
    const option = /^(lang|from|to|line_number|line_threshold|highlight|first_line|mark|wrap):(.*)$/.exec(arg);
    if (!option) {
      rest.push(arg);
      continue;
    }
    const [, key, value = ''] = option;
    if (key === 'lang') lang = value.replace(/[^\w+#.-]/g, '');
    if (key === 'from' && /^\d+$/.test(value)) from = Number(value);
    if (key === 'to' && /^\d+$/.test(value)) to = Number(value);
  }
  return { lang, from, to, rest };
}

/** `{% codeblock [title] [url] [link text] %}` → an emphasised title and an optional link line. */
function codeCaption(rest: string[]): string {
  if (rest.length === 0) return '';
  const urlIndex = rest.findIndex(isUrl);
  if (urlIndex === -1) return `*${escapeMarkdown(rest.join(' '))}*`;
  const title = rest.slice(0, urlIndex).join(' ');
  const url = rest[urlIndex] as string;
  const linkText = rest.slice(urlIndex + 1).join(' ') || 'link';
  return `${title ? `*${escapeMarkdown(title)}* ` : ''}[${escapeMarkdown(linkText)}](${markdownUrl(url)})`;
}

/** `{% blockquote [author[, source]] [link] [source_link_title] %}` → `— **author**, [title](link)`. */
function quoteFooter(args: string[]): string {
  if (args.length === 0) return '';
  const urlIndex = args.findIndex(isUrl);
  const before = (urlIndex === -1 ? args : args.slice(0, urlIndex)).join(' ');
  const [author = '', ...sourceParts] = before.split(',');
  const source = sourceParts.join(',').trim();
  const parts = author.trim() ? [`**${escapeMarkdown(author.trim())}**`] : [];
  if (urlIndex !== -1) {
    const url = args[urlIndex] as string;
    const text = args.slice(urlIndex + 1).join(' ') || source || url.replace(/^https?:\/\//, '');
    parts.push(`[${escapeMarkdown(text)}](${markdownUrl(url)})`);
  } else if (source) {
    parts.push(`*${escapeMarkdown(source)}*`);
  }
  return `— ${parts.join(', ')}`;
}

/** `{% img [class names] /path [width] [height] ['"title" "alt"'] %}` (and asset_img) → `<img>`. */
function image(args: string[]): string | null {
  const srcIndex = args.findIndex((a) => isLinkTarget(a) || /\.\w{2,5}$/.test(a));
  if (srcIndex === -1) return null;
  const src = args[srcIndex] as string;
  const after = args.slice(srcIndex + 1);
  const sizes: string[] = [];
  while (after.length > 0 && /^\d+(px|%)?$/.test(after[0] ?? '') && sizes.length < 2)
    sizes.push(after.shift() as string);
  const meta = after.join(' ');
  const quoted = [...meta.matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
  const title = quoted[0] ?? meta;
  const alt = quoted[1] ?? title;
  const attrs = [`src="${escapeHtml(src)}"`];
  if (sizes[0]) attrs.push(`width="${sizes[0].replace(/px$/, '')}"`);
  if (sizes[1]) attrs.push(`height="${sizes[1].replace(/px$/, '')}"`);
  if (title) attrs.push(`title="${escapeHtml(title)}"`);
  attrs.push(`alt="${escapeHtml(alt)}"`);
  return `<img ${attrs.join(' ')}>`;
}
