import type { Converted } from './code-regions.ts';
import { asCodeSpan, escapeHtml, escapeMarkdown, fenced, trimOneNewline, vimeoFrame, youtubeFrame } from './output.ts';
import type { HexoTagOptions } from './tag-syntax.ts';

/**
 * Hugo's shortcodes (`{{< name >}}`, `{{% name %}}`, with `{{< /name >}}` closing a block) → plain Markdown or the
 * small HTML the article sanitiser allows. Pure, never throws.
 */

/** A Hugo shortcode: `{{< name pos "quoted" key="value" >}}`, `{{% … %}}`, `/name` when it closes a block. */
export type Shortcode = {
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
export function parseShortcode(src: string, start: number): Shortcode | null {
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
 * Hugo's built-in shortcode `code` (its closing one for `highlight` found after it in `src`) as Markdown or
 * allowed HTML, each new line re-indented by `indent`: `youtube` and `vimeo` (the same frames as Hexo's),
 * `figure` (`<figure>` with its picture, link and caption), `highlight` (a fenced block), `ref`/`relref` (the
 * imported article's address, resolved like `post_link`, anchor kept), `gist`, `tweet`/`x` and `instagram`
 * (links). Hugo's escaped form (a comment inside the delimiters) shows as the shortcode in code; any other
 * shortcode, or one whose arguments do not fit, stays visible as code.
 */
export function convertShortcode(src: string, code: Shortcode, indent: string, options: HexoTagOptions): Converted {
  const shown = (text: string) => ({ text: asCodeSpan(text), end: code.end });
  if (code.escaped) {
    const inner = code.raw.slice(3, -3).trim().slice(2, -2).trim();
    return shown(code.delimiter === '<' ? `{{< ${inner} >}}` : `{{% ${inner} %}}`);
  }
  if (code.closing) return shown(code.raw);
  const arg = (key: string, index: number) => code.named[key] ?? code.positional[index] ?? '';
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
      return single(youtubeFrame(arg('id', 0), false));
    case 'vimeo':
      return single(vimeoFrame(arg('id', 0)));
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
