/**
 * The `{% name args %}` tag syntax Hexo (Nunjucks) and Jekyll (Liquid) share, with `{% endname %}` closing a
 * block tag, and the options every converter of a post receives. Pure.
 */

export type HexoTagOptions = {
  /** Maps a `post_link`/`post_path` slug (a file name without `.md`) to an imported article; null if unknown. */
  resolvePost?: (slug: string) => { id: string; title: string } | null;
  /** Contents of an `include_code` file (path as written in the tag), or null when it is not available. */
  readInclude?: (path: string) => string | null;
  /** Absolute site URL without trailing slash, for `full_url_for`. */
  siteUrl?: string;
  /** Maps a Hugo `ref`/`relref` path (as written, from the post) to an imported article; null if unknown. */
  resolvePath?: (pathFromPost: string) => { id: string; title: string } | null;
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
