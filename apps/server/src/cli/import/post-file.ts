import { basename } from 'node:path';
import matter from 'gray-matter';
import { parse as parseToml } from 'smol-toml';
import { datePrefix } from '../../modules/blog/old-addresses.ts';

/** A post file's metadata and body after front matter, before tag conversion and rendering. */
export type ParsedPost = {
  /**
   * Article id: the path relative to the import folder without `.md`, `/`-separated, whitespace as `-`; a Hugo
   * page bundle's `posts/my-post/index.md` is `posts/my-post`.
   */
  id: string;
  /** The file's path inside the import folder, `/`-separated, as given. */
  file: string;
  title: string;
  /** ISO 8601. */
  date: string;
  /** ISO 8601 or null: `updated` (Hexo), `lastmod` (Hugo) or `last_modified_at` (Jekyll). */
  updated: string | null;
  /** Marked unpublished: `draft: true` (Hugo), `published: false` (Hexo, Jekyll), or under a `_drafts` folder. */
  draft: boolean;
  /** The author's own summary: `excerpt` (Hexo, Jekyll), `summary` (Hugo) or `description`; null when none. */
  excerpt: string | null;
  /** Its addresses on the old blog: `aliases` (Hugo), `redirect_from` (Jekyll), `permalink` (Hexo, Jekyll). */
  aliases: string[];
  /** Each category a path of names from the root; several categories possible; possibly empty. */
  categories: string[][];
  /** Front matter `slug`, or null. */
  slug: string | null;
  /** Hugo `url`; a per-post Jekyll/Hexo `permalink`; or null. */
  url: string | null;
  /** The raw front matter (Hugo `cascade` values from ancestors' `_index.md` applied). */
  front: Record<string, unknown>;
  /** Hugo: the first folder under contentDir; Jekyll/Hexo: null. */
  section: string | null;
  /** The post's identity in its site: its path relative to `layout.contentDir` when known, else to the import root. */
  sourceKey: string;
  /** Front matter `lang` / `language` / a Hugo `name.<lang>.md` suffix (BCP 47), or null. */
  lang: string | null;
  tags: string[];
  /** Markdown body without front matter. */
  body: string;
};

/** A file that cannot become a post; `reason` is shown to the person importing. */
export class PostFileError extends Error {}

/** Hugo's TOML front matter opens with a `+++` line. */
const tomlFence = /^\+\+\+[ \t]*\r?\n/;

/**
 * Parses one post file: YAML front matter (gray-matter), or Hugo's TOML between `+++` lines (smol-toml), with
 * `title`, `date`, `updated`, `categories` (string, list = one hierarchy, or list of lists = the first hierarchy
 * is used), `tags` (string or list), the draft flags and the summary keys of Hexo, Jekyll and Hugo (see
 * `ParsedPost`); other keys are ignored. A missing date comes from a `YYYY-MM-DD-` file-name prefix, else
 * `mtime`; a missing title from the first Markdown heading, else the file name.
 * Throws `PostFileError` for broken front matter or an unreadable date.
 *
 * @param relativePath path inside the import folder, `/`-separated, e.g. `hexo-news/2019-10-14-hexo-4.md`
 */
export function parsePostFile(relativePath: string, text: string, mtime: Date): ParsedPost {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's content cache, which would return stale data on re-import.
    const body = text.replace(/^\uFEFF/, '');
    parsed = tomlFence.test(body)
      ? matter(body, { delimiters: '+++', language: 'toml', engines: { toml: parseToml } })
      : matter(body, {});
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new PostFileError(`broken front matter: ${message}`);
  }
  const data = (parsed.data ?? {}) as Record<string, unknown>;
  const fileName = basename(relativePath).replace(/\.md$/i, '');
  const id = relativePath
    .replace(/\.md$/i, '')
    .replace(/(.)\/index$/i, '$1')
    .replace(/\s+/g, '-');

  const title =
    asText(data.title) ??
    /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(parsed.content)?.[1]?.trim() ??
    fileName.replace(datePrefix, '');
  const prefix = datePrefix.exec(fileName);
  const date =
    toIso(data.date, 'date') ??
    (prefix ? `${prefix[1]}-${prefix[2]}-${prefix[3]}T00:00:00.000Z` : null) ??
    mtime.toISOString();

  return {
    id,
    file: relativePath,
    title,
    date,
    updated:
      toIso(data.updated, 'updated') ??
      toIso(data.lastmod, 'lastmod') ??
      toIso(data.last_modified_at, 'last_modified_at'),
    draft: isTrue(data.draft) || isFalse(data.published) || relativePath.split('/').slice(0, -1).includes('_drafts'),
    excerpt: asText(data.excerpt) ?? asText(data.summary) ?? asText(data.description),
    aliases: [...toList(data.aliases), ...toList(data.redirect_from), ...toList(data.permalink)],
    categories: [categoryPath(data.categories ?? data.category)].filter((path) => path.length > 0),
    slug: asText(data.slug),
    url: asText(data.url) ?? asText(data.permalink),
    front: data,
    section: null,
    sourceKey: relativePath,
    lang: asText(data.lang) ?? asText(data.language),
    tags: toList(data.tags ?? data.tag),
    body: parsed.content,
  };
}

/** A front matter value as trimmed text, or null when empty or not text/number. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

/** YAML's `true`, or the text `true` / `yes` of a front matter that quoted it. */
function isTrue(value: unknown): boolean {
  return value === true || (typeof value === 'string' && /^(true|yes)$/i.test(value.trim()));
}

function isFalse(value: unknown): boolean {
  return value === false || (typeof value === 'string' && /^(false|no)$/i.test(value.trim()));
}

/** YAML and TOML give a Date for `2023-04-26` and YAML a string for `"2019-10-14 12:00:00"`; both become ISO 8601. */
function toIso(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  const date =
    value instanceof Date
      ? // A plain Date: smol-toml's TomlDate prints its own offset from toISOString.
        new Date(value.getTime())
      : new Date(
          String(value)
            .trim()
            .replace(/^(\S+) (\d)/, '$1T$2'),
        );
  if (Number.isNaN(date.getTime())) throw new PostFileError(`unreadable ${field}: ${String(value)}`);
  return date.toISOString();
}

/** A front matter value that may be one item or a (nested) list, as a list of texts. */
export function toList(value: unknown): string[] {
  if (Array.isArray(value))
    return value
      .flat()
      .map(asText)
      .filter((v): v is string => v !== null);
  const one = asText(value);
  return one ? [one] : [];
}

function categoryPath(value: unknown): string[] {
  if (Array.isArray(value) && Array.isArray(value[0])) return toList(value[0]);
  return toList(value);
}

/** A category name as an id segment: lower-case, whitespace to `-`, no `/ ? #`. */
export function categorySegment(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[/?#\0]/g, '-')
    .replace(/\s+/g, '-');
}
