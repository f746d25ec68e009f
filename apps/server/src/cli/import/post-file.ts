import { basename } from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { parse as parseToml } from 'smol-toml';
import { datePrefix } from '../../modules/blog/old-addresses.ts';
import { dateToIso, siteTimeZone } from './post-date.ts';
import type { SiteLayout } from './site-layout.ts';

/** A post file's metadata and body after front matter, before tag conversion and rendering. */
export type ParsedPost = {
  /**
   * Article id: the path relative to the import folder without its Markdown extension, `/`-separated, whitespace
   * as `-`; a Hugo page bundle's `posts/my-post/index.md` is `posts/my-post`.
   */
  id: string;
  /** The file's path inside the import folder, `/`-separated, as given. */
  file: string;
  title: string;
  /** ISO 8601 in UTC. */
  date: string;
  /** ISO 8601 or null: `updated` (Hexo), `lastmod` (Hugo) or `last_modified_at` (Jekyll). */
  updated: string | null;
  /** Marked unpublished: `draft: true` (Hugo), `published: false` (Hexo, Jekyll), or under a `_drafts` folder. */
  draft: boolean;
  /** The author's own summary: `excerpt` (Hexo, Jekyll), `summary` (Hugo) or `description`; null when none. */
  excerpt: string | null;
  /** Its other addresses on the old blog: `aliases` (Hugo), `redirect_from` (Jekyll). */
  aliases: string[];
  /**
   * Its categories, each a path of names from the root (see `categoriesOf`): Jekyll's `[team, community]` is two
   * one-level categories, Hexo's `[a, b]` one path `a/b`; possibly empty.
   */
  categories: string[][];
  tags: string[];
  /** Front matter `slug`, or null. */
  slug: string | null;
  /** Its own address on the old site: Hugo's `url`, a per-post `permalink` (Jekyll, Hexo); null when none. */
  url: string | null;
  /**
   * The raw front matter with Hugo `cascade` values from ancestors applied (the post's own keys win). YAML dates
   * stay text (`'2016-10-06 11:10:38 -0700'`), TOML dates are smol-toml `TomlDate`s.
   */
  front: Record<string, unknown>;
  /** Hugo: the first folder under the content folder (`docs` for `docs/guide/a.md`); otherwise null. */
  section: string | null;
  /**
   * The post's identity in its site: its path relative to the site's content folder when it lies in it, else to
   * the import folder; `/`-separated, with its extension (`_posts/2016-10-06-x.markdown`, `docs/a/index.md`).
   */
  sourceKey: string;
  /** Its language as a BCP 47 tag: front matter `lang` / `language`, or Hugo's `name.<lang>.md`; else null. */
  lang: string | null;
  /** Markdown body without front matter. */
  body: string;
};

/** The part of a site `parsePostFile` reads: which generator, and its configuration (time zone, languages). */
export type PostSite = Pick<SiteLayout, 'generator' | 'config'>;

/** Where a post lies in its site, as `readPostSources` works it out. */
export type PostContext = {
  /** `ParsedPost.sourceKey`; the file's path inside the import folder when not given. */
  sourceKey?: string;
  /** Front matter values Hugo's `cascade` gives the post from its ancestors, applied under its own keys. */
  cascade?: Record<string, unknown>;
  /**
   * Hugo's section when the content folder is not `sourceKey`'s base: a language's own `contentDir`
   * (`content/en/docs/a.md` is in `docs`). Without it, the first folder of `sourceKey` (Hugo only).
   */
  section?: string | null;
  /** The language of the folder the post lies in (a Hugo language's `contentDir`), when its file names none. */
  lang?: string;
};

/** A file that cannot become a post; `reason` is shown to the person importing. */
export class PostFileError extends Error {}

/** Hugo's TOML front matter opens with a `+++` line. */
const tomlFence = /^\+\+\+[ \t]*\r?\n/;

/**
 * The file extensions the generators read as Markdown: Jekyll's `markdown_ext` default (`markdown, mkdown, mkdn,
 * mkd, md`), Hugo's (`md, markdown, mdown`) and Hexo's renderer (`md, markdown, mkd, mkdn, mdwn, mdtxt, mdtext`).
 */
export const markdownExtensions = ['md', 'markdown', 'mdown', 'mkdown', 'mkdn', 'mkd', 'mdwn', 'mdtxt', 'mdtext'];
const extensionPattern = new RegExp(`\\.(${markdownExtensions.join('|')})$`, 'i');

/**
 * YAML as js-yaml's default safe schema reads it, except timestamps: `2016-10-06 11:10:38` stays text, so a date
 * without an offset can be placed in the site's time zone (`dateToIso`) rather than in UTC.
 */
/** js-yaml's default safe schema as it is built (the typings do not list a schema's own type lists). */
const safeSchema = yaml.DEFAULT_SAFE_SCHEMA as unknown as {
  implicit: (yaml.Type & { tag: string })[];
  explicit: yaml.Type[];
};
const yamlSchema = new yaml.Schema({
  include: [yaml.CORE_SCHEMA],
  implicit: safeSchema.implicit.filter((type) => type.tag !== 'tag:yaml.org,2002:timestamp'),
  explicit: safeSchema.explicit,
});

/**
 * A file's front matter and body: YAML between `---` lines (dates stay text, see `yamlSchema`), or Hugo's TOML
 * between `+++` lines (smol-toml; dates are `TomlDate`s). A file without front matter gives `{}` and its whole text.
 * Throws `PostFileError` for broken front matter.
 */
export function readFrontMatter(text: string): { data: Record<string, unknown>; content: string } {
  try {
    // Passing options turns off gray-matter's content cache, which would return stale data on re-import.
    const body = text.replace(/^\uFEFF/, '');
    const parsed = tomlFence.test(body)
      ? matter(body, { delimiters: '+++', language: 'toml', engines: { toml: parseToml } })
      : matter(body, {
          engines: { yaml: (source: string) => yaml.safeLoad(source, { schema: yamlSchema }) as object },
        });
    const data = parsed.data;
    return {
      data: data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {},
      content: parsed.content,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new PostFileError(`broken front matter: ${message}`);
  }
}

/**
 * Parses one post file (`readFrontMatter`) with `title`, the dates, `categories`/`category` and `tags` as `site`'s
 * generator means them (`categoriesOf`), the draft flags, the summary keys, `slug`, the post's own address and
 * language (see `ParsedPost`). The date is the first of `date` (Hugo: then `publishDate`, `pubDate`, `published`,
 * `lastmod`, `modified`, as Hugo's default `frontmatter.date`), else a `YYYY-MM-DD-` file-name prefix, else
 * `mtime`; a date without an offset is in the site's `timezone` (`siteTimeZone`), else UTC. A missing title comes
 * from the first Markdown heading, else the file name. `site` defaults to an unknown generator with no
 * configuration; `context` gives the post's `sourceKey` and Hugo `cascade` values (see `PostContext`).
 * Throws `PostFileError` for broken front matter or an unreadable date (naming the field and its value).
 *
 * @param relativePath path inside the import folder, `/`-separated, e.g. `hexo-news/2019-10-14-hexo-4.md`
 */
export function parsePostFile(
  relativePath: string,
  text: string,
  mtime: Date,
  site: PostSite = { generator: 'unknown', config: {} },
  context: PostContext = {},
): ParsedPost {
  const { data: own, content } = readFrontMatter(text);
  const data: Record<string, unknown> = { ...(context.cascade ?? {}), ...own };
  const { generator } = site;
  const zone = siteTimeZone(site);
  const sourceKey = context.sourceKey ?? relativePath;
  const fileName = basename(relativePath).replace(extensionPattern, '');
  const id = relativePath
    .replace(extensionPattern, '')
    .replace(/(.)\/index$/i, '$1')
    .replace(/\s+/g, '-');

  const title =
    asText(data.title) ?? /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(content)?.[1]?.trim() ?? fileName.replace(datePrefix, '');
  const dateKeys =
    generator === 'hugo' ? ['date', 'publishDate', 'pubDate', 'published', 'lastmod', 'modified'] : ['date'];
  const prefix = datePrefix.exec(fileName);
  const date =
    firstDate(data, dateKeys, zone) ??
    (prefix ? dateToIso(`${prefix[1]}-${prefix[2]}-${prefix[3]}`, zone) : null) ??
    mtime.toISOString();
  const sourceFolders = sourceKey.split('/').slice(0, -1);

  return {
    id,
    file: relativePath,
    title,
    date,
    updated: firstDate(data, ['updated', 'lastmod', 'last_modified_at'], zone),
    draft: isTrue(data.draft) || isFalse(data.published) || relativePath.split('/').slice(0, -1).includes('_drafts'),
    excerpt: asText(data.excerpt) ?? asText(data.summary) ?? asText(data.description),
    aliases: [...toList(data.aliases), ...toList(data.redirect_from)],
    categories: categoriesOf(data, generator, sourceFolders),
    tags: tagsOf(data, generator),
    slug: asText(data.slug),
    url: ownAddress(data, generator),
    front: data,
    section:
      context.section !== undefined
        ? context.section
        : generator === 'hugo' && sourceFolders.length > 0
          ? (sourceFolders[0] ?? null)
          : null,
    sourceKey,
    lang: languageOf(data, fileName, site) ?? (context.lang === undefined ? null : canonicalTag(context.lang)),
    body: content,
  };
}

/** The value of `key` in `data`, matching the key case-insensitively (Hugo's front matter keys are). */
function field(data: Record<string, unknown>, key: string): unknown {
  if (key in data) return data[key];
  const lower = key.toLowerCase();
  const found = Object.keys(data).find((name) => name.toLowerCase() === lower);
  return found === undefined ? undefined : data[found];
}

/** The first of `keys` that has a value, as ISO 8601; a boolean (Hexo's `published: false`) is no date. */
function firstDate(data: Record<string, unknown>, keys: string[], zone: string | null): string | null {
  for (const key of keys) {
    const value = field(data, key);
    if (value === undefined || value === null || value === '' || typeof value === 'boolean') continue;
    const iso = dateToIso(value, zone);
    if (iso === null) throw new PostFileError(`unreadable ${key}: ${String(value)}`);
    return iso;
  }
  return null;
}

/** Hugo's `url`; Jekyll's and Hexo's `permalink`; for an unknown generator `permalink`, else a `url` path. */
function ownAddress(data: Record<string, unknown>, generator: PostSite['generator']): string | null {
  if (generator === 'hugo') return asText(data.url);
  const permalink = asText(data.permalink);
  if (permalink !== null || generator !== 'unknown') return permalink;
  const url = asText(data.url);
  return url?.startsWith('/') ? url : null;
}

/** A language code as a file-name suffix: `zh-CN` in `post.zh-CN.md`, `en` in `post.en.md`. */
const languageSuffix = /\.([a-z]{2,3}(?:-[a-z0-9]{2,8})*)$/i;

/**
 * The post's language: front matter `lang` or `language`; else (Hugo and unknown generators) a `name.<lang>.md`
 * suffix that is one of Hugo's configured `languages` or, without that list, looks like a language code;
 * canonicalised (`zh-cn` → `zh-CN`); null when none or not a BCP 47 tag.
 */
function languageOf(data: Record<string, unknown>, fileName: string, site: PostSite): string | null {
  const declared = asText(data.lang) ?? asText(data.language);
  if (declared !== null) return canonicalTag(declared);
  if (site.generator !== 'hugo' && site.generator !== 'unknown') return null;
  const suffix = languageSuffix.exec(fileName)?.[1];
  if (suffix === undefined) return null;
  const languages = field(site.config, 'languages');
  if (languages && typeof languages === 'object' && !Array.isArray(languages)) {
    const known = Object.keys(languages).find((name) => name.toLowerCase() === suffix.toLowerCase());
    return known === undefined ? null : canonicalTag(known);
  }
  return canonicalTag(suffix);
}

function canonicalTag(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.replace(/_/g, '-'))[0] ?? null;
  } catch {
    return null;
  }
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

/**
 * A post's categories as its generator means them, each a path of names from the root, repeats dropped:
 * - Jekyll: every name of `category` (one name), else of `categories` (a text is a space-separated list, as Jekyll
 *   documents), is its own one-level category, after the folders above `_posts` (`team/_posts/x.md` is in `team`);
 * - Hugo: the `categories` taxonomy is flat, every item its own one-level category;
 * - Hexo and unknown generators: `categories` (or `category`) is one hierarchy (`[a, b]` is `a/b`), or a list of
 *   hierarchies when any item is a list (`[[a, b], [c]]`; a lone text item there is a one-level path).
 *
 * @param sourceFolders the folders of the post's `sourceKey`, from the content folder down
 */
export function categoriesOf(
  data: Record<string, unknown>,
  generator: PostSite['generator'],
  sourceFolders: string[],
): string[][] {
  let paths: string[][];
  if (generator === 'jekyll') {
    const posts = sourceFolders.indexOf('_posts');
    const folders = posts > 0 ? sourceFolders.slice(0, posts) : [];
    const named = data.category != null ? toList(data.category) : jekyllList(data.categories);
    paths = [...folders, ...named].map((name) => [name]);
  } else if (generator === 'hugo') paths = toList(data.categories).map((name) => [name]);
  else {
    const value = data.categories ?? data.category;
    paths = Array.isArray(value) && value.some(Array.isArray) ? value.map((item) => toList(item)) : [toList(value)];
  }
  const seen = new Set<string>();
  return paths.filter((path) => {
    const key = JSON.stringify(path);
    if (path.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The post's tags: `tags` (or `tag`); a Jekyll text is a space-separated list. */
export function tagsOf(data: Record<string, unknown>, generator: PostSite['generator']): string[] {
  const value = data.tags ?? data.tag;
  return generator === 'jekyll' ? jekyllList(value) : toList(value);
}

/** Jekyll's reading of a list field: a list's items as they are, a text split at spaces. */
function jekyllList(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : toList(value);
}

/** A category name as an id segment: lower-case, whitespace to `-`, no `/ ? #`. */
export function categorySegment(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[/?#\0]/g, '-')
    .replace(/\s+/g, '-');
}
