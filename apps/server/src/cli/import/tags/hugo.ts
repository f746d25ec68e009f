import type { Converted } from './code-regions.ts';
import { convertCodeBlock } from './hugo-blocks.ts';
import { asCodeSpan, escapeHtml, escapeMarkdown, vimeoFrame, youtubeFrame } from './output.ts';
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
  /** Written `{{< name … />}}`: no closing shortcode follows. */
  selfClosing: boolean;
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
  const selfClosing = inner.endsWith('/');
  if (selfClosing) inner = inner.slice(0, -1).trim();
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
    selfClosing,
    positional,
    named,
    delimiter,
    raw: src.slice(start, close + 3),
    start,
    end: close + 3,
  };
}

/** The shortcodes converted here that never have a closing one (no block is looked for after them). */
const inlineShortcodes = new Set([
  'youtube',
  'vimeo',
  'figure',
  'ref',
  'relref',
  'param',
  'gist',
  'tweet',
  'twitter',
  'x',
  'instagram',
]);

/**
 * Hugo's built-in shortcode `code` (its closing one, for a block, found after it in `src`) as Markdown or
 * allowed HTML, each new line re-indented by `indent`: `youtube` and `vimeo` (the same frames as Hexo's),
 * `figure` (`<figure>` with its picture, link and caption), `ref`/`relref` (the imported article's address,
 * through `options.resolvePath`, else resolved like `post_link` by the last name; anchor kept), `param` (the
 * post's front matter, else the site's `params`), `gist`, `tweet`/`x` and `instagram` (links); `highlight`,
 * `code-toggle`, `code` and any block whose inside reads as code become fenced code (`hugo-blocks.ts`).
 * Hugo's escaped form (a comment inside the delimiters) shows as the shortcode in code; any other shortcode,
 * or one whose arguments do not fit or whose value is unknown, stays visible as code.
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
  const block = code.selfClosing || inlineShortcodes.has(code.name) ? null : convertCodeBlock(src, code, indent);
  if (block) return block;
  switch (code.name) {
    case 'youtube':
      return single(youtubeFrame(arg('id', 0), false));
    case 'vimeo':
      return single(vimeoFrame(arg('id', 0)));
    case 'figure':
      return single(figure(code.named));
    case 'ref':
    case 'relref':
      return single(refAddress(arg('path', 0), options));
    case 'param':
      return single(paramValue(arg('name', 0), options));
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

/**
 * A Hugo `ref`/`relref` target (`posts/x.md#part`, `/posts/x`, `x.md`, `#part`) → the imported article's
 * address with the anchor, or null when the post was not imported.
 */
function refAddress(target: string, options: HexoTagOptions): string | null {
  const [path = '', anchor] = target.split('#');
  const hash = anchor ? `#${anchor}` : '';
  if (path === '') return hash || null;
  const slug = path
    .replace(/\/_?index\.(md|markdown)$/i, '')
    .replace(/\.(md|markdown)$/i, '')
    .split('/')
    .filter(Boolean)
    .at(-1);
  const post = options.resolvePath?.(path) ?? (slug ? options.resolvePost?.(slug) : null);
  return post ? `/blog/articles/${post.id}${hash}` : null;
}

/**
 * Hugo's `param` shortcode: the value at dotted `key` in the post's front matter (its `params` too), else in the
 * site's `params`, keys compared without case as Hugo does; text, a number or a boolean, else null.
 */
function paramValue(key: string, options: HexoTagOptions): string | null {
  if (!key) return null;
  const page = options.page ?? {};
  const sources = [page, page.params, options.site?.config.params];
  for (const source of sources) {
    const value = key.split('.').reduce<unknown>((node, part) => lookupNoCase(node, part), source);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  }
  return null;
}

function lookupNoCase(node: unknown, key: string): unknown {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
  const found = Object.keys(node).find((k) => k.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : (node as Record<string, unknown>)[found];
}
