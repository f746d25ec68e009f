/**
 * Converts Hexo tag plugins (`{% name args %}`, `{% name %}…{% endname %}`) and Hugo shortcodes (`{{< name >}}`,
 * `{{% name %}}`, with `{{< /name >}}` for a block; see `convertShortcode`) in a post's Markdown into plain
 * Markdown or the small HTML the article sanitiser allows. Pure: no I/O, never throws.
 *
 * Code is never touched: fenced code blocks, inline code spans and raw `<pre>`, `<code>` and `<!-- -->` stay
 * byte for byte, because documentation posts show tag syntax there (hexo-docs `tag-plugins.md`). Indented
 * code blocks are not detected: in real posts a 4-space indent is usually list-item content (Hexo 3.0 notes
 * put `{% code %}` there and Hexo itself expands it), so treating it as code would be the bigger error.
 *
 * An unknown tag (or a block tag without its end tag) stays visible as an inline code span of its original
 * text, so it can neither disappear nor be interpreted as HTML.
 */

export type HexoTagOptions = {
  /** Maps a `post_link`/`post_path` slug (a file name without `.md`) to an imported article; null if unknown. */
  resolvePost?: (slug: string) => { id: string; title: string } | null;
  /** Contents of an `include_code` file (path as written in the tag), or null when it is not available. */
  readInclude?: (path: string) => string | null;
  /** Absolute site URL without trailing slash, for `full_url_for`. */
  siteUrl?: string;
};

type Tag = { name: string; args: string[]; raw: string; start: number; end: number };

/** Block tags, each closed by `end<name>`; `highlight` is Jekyll's (Liquid), the rest Hexo's. */
const blockTags = new Set(['codeblock', 'code', 'raw', 'blockquote', 'quote', 'note', 'pullquote', 'highlight']);
const youtubeId = /^[\w-]{2,64}$/;
const vimeoId = /^\d{1,20}$/;

/**
 * Returns `markdown` with every Hexo tag outside code converted.
 * @example convertHexoTags('{% youtube abc123 %}') → '<div class="video-embed"><iframe src="https://www.youtube-nocookie.com/embed/abc123" …></iframe></div>'
 */
export function convertHexoTags(markdown: string, options: HexoTagOptions = {}): string {
  let out = '';
  let i = 0;
  const n = markdown.length;
  while (i < n) {
    if (i === 0 || markdown[i - 1] === '\n') {
      const fenceEnd = matchFencedBlock(markdown, i);
      if (fenceEnd !== null) {
        out += markdown.slice(i, fenceEnd);
        i = fenceEnd;
        continue;
      }
    }
    const ch = markdown[i];
    if (ch === '\\' && i + 1 < n) {
      out += markdown.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (ch === '`') {
      const run = runLength(markdown, i, '`');
      const end = matchCodeSpan(markdown, i, run);
      out += markdown.slice(i, end ?? i + run);
      i = end ?? i + run;
      continue;
    }
    if (ch === '<') {
      const end = matchProtectedHtml(markdown, i);
      if (end !== null) {
        out += markdown.slice(i, end);
        i = end;
        continue;
      }
    }
    if (ch === '{' && markdown[i + 1] === '{' && (markdown[i + 2] === '<' || markdown[i + 2] === '%')) {
      const shortcode = parseShortcode(markdown, i);
      if (shortcode) {
        const result = convertShortcode(markdown, shortcode, lineIndent(markdown, i), options);
        out += result.text;
        i = result.end;
        continue;
      }
    }
    if (ch === '{' && markdown[i + 1] === '%') {
      const tag = parseTag(markdown, i);
      if (tag) {
        const indent = lineIndent(markdown, i);
        const result = convertTag(markdown, tag, indent, options);
        out += result.text;
        i = result.end;
        continue;
      }
    }
    out += ch;
    i++;
  }
  return out;
}

function convertTag(src: string, tag: Tag, indent: string, options: HexoTagOptions): { text: string; end: number } {
  if (blockTags.has(tag.name)) {
    const close = findEndTag(src, tag);
    if (!close) return { text: asCodeSpan(tag.raw), end: tag.end };
    const body = trimOneNewline(src.slice(tag.end, close.start));
    return { text: convertBlock(tag, body, indent, options), end: close.end };
  }
  return { text: convertSingle(tag, options) ?? asCodeSpan(tag.raw), end: tag.end };
}

function convertBlock(tag: Tag, body: string, indent: string, options: HexoTagOptions): string {
  const nl = `\n${indent}`;
  switch (tag.name) {
    case 'raw':
      return body;
    case 'highlight': {
      // Jekyll: `{% highlight ruby linenos %}`; the options after the language do not change the text.
      const lang = (tag.args[0] ?? '').replace(/[^\w+#.-]/g, '');
      return fenced(body, lang, indent);
    }
    case 'code':
    case 'codeblock': {
      const { lang, rest } = splitOptions(tag.args);
      const caption = codeCaption(rest);
      return `${caption ? `${caption}${nl}${nl}` : ''}${fenced(body, lang, indent)}`;
    }
    case 'quote':
    case 'blockquote': {
      const inner = convertHexoTags(body, options);
      const footer = quoteFooter(tag.args);
      const lines = [...inner.split('\n'), ...(footer ? ['', footer] : [])];
      return lines.map((line) => (line.trim() === '' ? '>' : `> ${line}`)).join(nl);
    }
    case 'note': {
      const kind = /^[a-z]+$/.test(tag.args[0] ?? '') ? (tag.args[0] as string) : 'info';
      const title = tag.args.slice(/^[a-z]+$/.test(tag.args[0] ?? '') ? 1 : 0).join(' ');
      const inner = convertHexoTags(body, options);
      const parts = [`<div class="note note-${kind}">`, '', ...(title ? [`**${escapeMarkdown(title)}**`, ''] : [])];
      return [...parts, inner, '', '</div>'].join(nl);
    }
    default: {
      const inner = convertHexoTags(body, options);
      return ['<blockquote class="pullquote">', '', inner, '', '</blockquote>'].join(nl);
    }
  }
}

function convertSingle(tag: Tag, options: HexoTagOptions): string | null {
  const args = tag.args;
  switch (tag.name) {
    case 'youtube': {
      const [id = '', type, cookie] = args;
      if (!youtubeId.test(id)) return null;
      // Always the no-cookie host: visitors get no tracking cookie from a post (the CSP allows both hosts).
      void cookie;
      const path = type === 'playlist' ? `videoseries?list=${id}` : id;
      return iframe(`https://www.youtube-nocookie.com/embed/${path}`, 'YouTube video player');
    }
    case 'vimeo': {
      const [id = ''] = args;
      return vimeoId.test(id) ? iframe(`https://player.vimeo.com/video/${id}`, 'Vimeo video player') : null;
    }
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
    case 'post_url': {
      // Jekyll: `{% post_url 2010-07-21-name %}` (or `folder/2010-07-21-name`), the post's address.
      const slug = (args[0] ?? '').split('/').at(-1) ?? '';
      const post = slug ? options.resolvePost?.(slug) : null;
      return post ? `/blog/articles/${post.id}` : null;
    }
    case 'link': {
      // Jekyll's `{% link _posts/2016-07-26-name.md %}` names a post file; Hexo's link tag has text and a URL.
      const file = args.length === 1 ? /^(?:.*\/)?([^/]+)\.(?:md|markdown)$/i.exec(args[0] ?? '')?.[1] : undefined;
      if (file) {
        const post = options.resolvePost?.(file);
        return post ? `/blog/articles/${post.id}` : null;
      }
      return hexoLink(args);
    }
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

/** A Hugo shortcode: `{{< name pos "quoted" key="value" >}}`, `{{% … %}}`, `/name` when it closes a block. */
type Shortcode = {
  name: string;
  closing: boolean;
  /** Hugo's escaped form (a comment inside the delimiters): shown as written, without the comment marks. */
  escaped: boolean;
  positional: string[];
  named: Record<string, string>;
  delimiter: '<' | '%';
  raw: string;
  start: number;
  end: number;
};

const shortcodeArgument =
  /([A-Za-z_][\w-]*)=(?:"((?:[^"\\]|\\.)*)"|`([^`]*)`|(\S+))|"((?:[^"\\]|\\.)*)"|`([^`]*)`|(\S+)/g;

/** Parses the shortcode at `start` (`{{<` or `{{%`), or null when it is none. */
function parseShortcode(src: string, start: number): Shortcode | null {
  const delimiter = src[start + 2] as '<' | '%';
  const close = src.indexOf(delimiter === '<' ? '>}}' : '%}}', start + 3);
  if (close === -1 || close - start > 4000) return null;
  let inner = src.slice(start + 3, close).trim();
  if (/\n\s*\n/.test(inner)) return null;
  const escaped = inner.startsWith('/*') && inner.endsWith('*/');
  if (escaped) inner = inner.slice(2, -2).trim();
  const name = /^\/?[A-Za-z][\w-]*/.exec(inner)?.[0];
  if (!name) return null;
  const positional: string[] = [];
  const named: Record<string, string> = {};
  const unquote = (value: string) => value.replace(/\\"/g, '"');
  for (const match of inner.slice(name.length).matchAll(shortcodeArgument)) {
    if (match[1] !== undefined) named[match[1].toLowerCase()] = unquote(match[2] ?? match[3] ?? match[4] ?? '');
    else positional.push(unquote(match[5] ?? match[6] ?? match[7] ?? ''));
  }
  return {
    name: name.replace(/^\//, '').toLowerCase(),
    closing: name.startsWith('/'),
    escaped,
    positional,
    named,
    delimiter,
    raw: src.slice(start, close + 3),
    start,
    end: close + 3,
  };
}

const highlightEnd = /\{\{[<%]\s*\/highlight\s*[>%]\}\}/g;

/**
 * Hugo's built-in shortcodes as Markdown or allowed HTML: `youtube` and `vimeo` (the same frames as Hexo's),
 * `figure` (`<figure>` with its picture, link and caption), `highlight` (a fenced block), `ref`/`relref` (the
 * imported article's address, resolved like `post_link`, anchor kept), `gist`, `tweet`/`x` and `instagram`
 * (links). Hugo's escaped form (a comment inside the delimiters) shows as the shortcode in code; any other
 * shortcode, or one whose arguments do not fit, stays visible as code.
 */
function convertShortcode(
  src: string,
  code: Shortcode,
  indent: string,
  options: HexoTagOptions,
): { text: string; end: number } {
  const shown = (text: string) => ({ text: asCodeSpan(text), end: code.end });
  if (code.escaped) {
    const inner = code.raw.slice(3, -3).trim().slice(2, -2).trim();
    return shown(code.delimiter === '<' ? `{{< ${inner} >}}` : `{{% ${inner} %}}`);
  }
  if (code.closing) return shown(code.raw);
  const arg = (key: string, index: number) => code.named[key] ?? code.positional[index] ?? '';
  const tag = (name: string, args: string[]): Tag => ({ name, args, raw: code.raw, start: code.start, end: code.end });
  const single = (text: string | null) => (text === null ? shown(code.raw) : { text, end: code.end });
  switch (code.name) {
    case 'highlight': {
      highlightEnd.lastIndex = code.end;
      const close = highlightEnd.exec(src);
      if (!close) return shown(code.raw);
      const lang = (code.positional[0] ?? '').replace(/[^\w+#.-]/g, '');
      const body = trimOneNewline(src.slice(code.end, close.index));
      return { text: fenced(body, lang, indent), end: close.index + close[0].length };
    }
    case 'youtube':
      return single(convertSingle(tag('youtube', [arg('id', 0)]), options));
    case 'vimeo':
      return single(convertSingle(tag('vimeo', [arg('id', 0)]), options));
    case 'figure':
      return single(figure(code.named));
    case 'ref':
    case 'relref': {
      const [path = '', anchor] = arg('path', 0).split('#');
      const slug = path
        .replace(/\/_?index\.md$/i, '')
        .replace(/\.md$/i, '')
        .split('/')
        .filter(Boolean)
        .at(-1);
      const id = slug ? options.resolvePost?.(slug)?.id : undefined;
      if (!id) return shown(code.raw);
      return { text: `/blog/articles/${id}${anchor ? `#${anchor}` : ''}`, end: code.end };
    }
    case 'gist': {
      const [user = '', id = '', file] = code.positional;
      if (!/^[\w-]+$/.test(user) || !/^\w+$/.test(id)) return shown(code.raw);
      const label = `Gist ${user}/${id}${file ? ` (${escapeMarkdown(file)})` : ''}`;
      return single(`[${label}](https://gist.github.com/${user}/${id})`);
    }
    case 'tweet':
    case 'twitter':
    case 'x': {
      const user = code.named.user ?? '';
      const id = code.named.id ?? code.positional.at(-1) ?? '';
      if (!/^\d{1,25}$/.test(id) || (user && !/^\w{1,30}$/.test(user))) return shown(code.raw);
      const url = user ? `https://x.com/${user}/status/${id}` : `https://x.com/i/status/${id}`;
      return single(`[${user ? `Post by @${user}` : 'Post on X'}](${url})`);
    }
    case 'instagram': {
      const id = arg('id', 0);
      if (!/^[\w-]{1,40}$/.test(id)) return shown(code.raw);
      return single(`[Instagram post ${id}](https://www.instagram.com/p/${id}/)`);
    }
    default:
      return shown(code.raw);
  }
}

/** Hugo's `figure`: `src` (required), `link`, `alt`, `title`, `caption`, `width`, `height`; the rest ignored. */
function figure(named: Record<string, string>): string | null {
  const src = named.src ?? '';
  if (!src) return null;
  const attrs = [`src="${escapeHtml(src)}"`, `alt="${escapeHtml(named.alt ?? named.caption ?? named.title ?? '')}"`];
  if (/^\d+$/.test(named.width ?? '')) attrs.push(`width="${named.width}"`);
  if (/^\d+$/.test(named.height ?? '')) attrs.push(`height="${named.height}"`);
  let picture = `<img ${attrs.join(' ')}>`;
  if (named.link) picture = `<a href="${escapeHtml(named.link)}">${picture}</a>`;
  const title = named.title ? `<strong>${escapeHtml(named.title)}</strong>` : '';
  const caption = [title, escapeHtml(named.caption ?? '')].filter(Boolean).join(' ');
  return `<figure>${picture}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
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

function iframe(src: string, title: string): string {
  return `<div class="video-embed"><iframe src="${escapeHtml(src)}" title="${title}" loading="lazy" allowfullscreen></iframe></div>`;
}

/** A fenced code block whose fence is longer than any backtick run inside, re-indented for list items. */
function fenced(body: string, lang: string, indent: string): string {
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${body}\n${indent}${fence}`;
}

function asCodeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text}${ticks}`;
}

/** Parses `{% name args %}` (with optional `-` whitespace markers) starting at `start`, or null. */
function parseTag(src: string, start: number): Tag | null {
  const close = src.indexOf('%}', start + 2);
  if (close === -1 || close - start > 4000) return null;
  const inner = src
    .slice(start + 2, close)
    .replace(/^-/, '')
    .replace(/-$/, '')
    .trim();
  const name = /^[A-Za-z_]\w*/.exec(inner)?.[0];
  if (!name || /\n\s*\n/.test(inner)) return null;
  return {
    name: name.toLowerCase(),
    args: splitArgs(inner.slice(name.length)),
    raw: src.slice(start, close + 2),
    start,
    end: close + 2,
  };
}

/** Hexo's argument splitting: whitespace separates, `'…'` and `"…"` group (quotes removed). */
function splitArgs(text: string): string[] {
  const args: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (const match of text.matchAll(pattern)) args.push(match[1] ?? match[2] ?? match[3] ?? '');
  // A quoted pair such as '"title" "alt"' inside single quotes keeps its inner quotes for image().
  return args;
}

function findEndTag(src: string, tag: Tag): { start: number; end: number } | null {
  const names = tag.name === 'codeblock' || tag.name === 'code' ? ['endcodeblock', 'endcode'] : [`end${tag.name}`];
  const pattern = new RegExp(`\\{%-?\\s*(${names.join('|')})\\s*-?%\\}`, 'g');
  pattern.lastIndex = tag.end;
  const match = pattern.exec(src);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}

/** When a fenced block (``` or ~~~, any indent) opens at `start`, the index just after its closing line. */
function matchFencedBlock(src: string, start: number): number | null {
  const lineEnd = endOfLine(src, start);
  const open = /^[ \t]*(`{3,}|~{3,})(.*)$/.exec(src.slice(start, lineEnd));
  if (!open) return null;
  const fence = open[1] as string;
  if (fence[0] === '`' && (open[2] ?? '').includes('`')) return null;
  const closing = new RegExp(`^[ \\t]*${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  let pos = lineEnd + 1;
  while (pos <= src.length) {
    const end = endOfLine(src, pos);
    if (closing.test(src.slice(pos, end))) return Math.min(end + 1, src.length);
    if (end >= src.length) break;
    pos = end + 1;
  }
  return src.length;
}

/** End of a code span opened by `run` backticks at `start` (same run length, no blank line between), or null. */
function matchCodeSpan(src: string, start: number, run: number): number | null {
  let pos = start + run;
  while (pos < src.length) {
    const next = src.indexOf('`', pos);
    if (next === -1) return null;
    if (/\n[ \t]*\n/.test(src.slice(start, next))) return null;
    const length = runLength(src, next, '`');
    if (length === run) return next + length;
    pos = next + length;
  }
  return null;
}

/** Raw `<pre>…</pre>`, `<code>…</code>` and `<!-- … -->` are code or comments: copied untouched. */
function matchProtectedHtml(src: string, start: number): number | null {
  const head = src.slice(start, start + 6).toLowerCase();
  if (head.startsWith('<!--')) {
    const end = src.indexOf('-->', start + 4);
    return end === -1 ? null : end + 3;
  }
  const element = /^<(pre|code)[\s>]/.exec(head)?.[1];
  if (!element) return null;
  const end = src.toLowerCase().indexOf(`</${element}>`, start);
  return end === -1 ? null : end + element.length + 3;
}

function runLength(src: string, start: number, ch: string): number {
  let end = start;
  while (src[end] === ch) end++;
  return end - start;
}

function endOfLine(src: string, start: number): number {
  const end = src.indexOf('\n', start);
  return end === -1 ? src.length : end;
}

/** The whitespace before `index` on its line, when only whitespace precedes it (list-item content). */
function lineIndent(src: string, index: number): string {
  const lineStart = src.lastIndexOf('\n', index - 1) + 1;
  const before = src.slice(lineStart, index);
  return /^[ \t]*$/.test(before) ? before : '';
}

function trimOneNewline(body: string): string {
  return body.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n[ \t]*$/, '');
}

function isUrl(value: string): boolean {
  return /^https?:\/\/\S+$/i.test(value);
}

function isLinkTarget(value: string): boolean {
  return isUrl(value) || /^(\/|\.\.?\/|#)/.test(value);
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** A link destination that survives spaces and parentheses. */
function markdownUrl(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, encodeURIComponent)}>` : url;
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1');
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
