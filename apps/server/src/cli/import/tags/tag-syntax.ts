import type { Generator } from '../site-layout.ts';

/**
 * The `{% name args %}` tag syntax Hexo (Nunjucks) and Jekyll (Liquid) share, with `{% endname %}` closing a
 * block tag, and the options every converter of a post receives. Pure.
 */

export type HexoTagOptions = {
  /** Maps a `post_link`/`post_path` slug (a file name without `.md`) to an imported article; null if unknown. */
  resolvePost?: (slug: string) => { id: string; title: string } | null;
  /**
   * Maps a path naming another post, as a Hugo `ref`/`relref` writes it (anchor removed: `x.md`,
   * `posts/x.md`, `/posts/x`, `../other/x.md`, `content/posts/x.md`), to an imported article: relative to the
   * current post's folder, then to the site's content folder; null if unknown (then `resolvePost` is asked by
   * the path's last name).
   */
  resolvePath?: (pathFromPost: string) => { id: string; title: string } | null;
  /**
   * The site the post comes from (`SiteLayout`): which generator (Jekyll's Liquid is resolved for `jekyll` and
   * `unknown` sites, and when this is absent) and its parsed configuration (`site.*` in Liquid, Hugo's `params`).
   */
  site?: { generator: Generator; config: Record<string, unknown> };
  /** The post's own front matter (Liquid's `page.*`, Hugo's page parameters); `{}` when absent. */
  page?: Record<string, unknown>;
  /** Contents of an `include_code` file (path as written in the tag), or null when it is not available. */
  readInclude?: (path: string) => string | null;
  /** Absolute site URL without trailing slash, for `full_url_for`. */
  siteUrl?: string;
};

/** A parsed tag: lower-cased `name`, its arguments (quotes removed), its text and where it lies in the source. */
export type Tag = { name: string; args: string[]; raw: string; start: number; end: number };

/** Parses `{% name args %}` (with optional `-` whitespace markers) starting at `start`, or null. */
export function parseTag(src: string, start: number): Tag | null {
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

/**
 * Where the end tag of block `tag` lies after it (`{% endname %}`; Hexo's `code` and `codeblock` close with
 * either `endcode` or `endcodeblock`), or null when it has none.
 */
export function findEndTag(src: string, tag: Tag): { start: number; end: number } | null {
  const names = tag.name === 'codeblock' || tag.name === 'code' ? ['endcodeblock', 'endcode'] : [`end${tag.name}`];
  const pattern = new RegExp(`\\{%-?\\s*(${names.join('|')})\\s*-?%\\}`, 'g');
  pattern.lastIndex = tag.end;
  const match = pattern.exec(src);
  return match ? { start: match.index, end: match.index + match[0].length } : null;
}
