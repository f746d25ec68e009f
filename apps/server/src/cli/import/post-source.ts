import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { datePrefix } from '../../modules/blog/old-addresses.ts';
import { applyCascade, type CascadeEntry, cascadeEntries, globToRegExp } from './hugo-cascade.ts';
import { markdownExtensions, type ParsedPost, PostFileError, parsePostFile, readFrontMatter } from './post-file.ts';
import type { SiteLayout } from './site-layout.ts';

/** Files at the folder's root that describe the folder rather than being posts. */
const notPosts = new Set(['readme.md', 'sources.md', 'license.md', 'changelog.md']);

const markdownFile = new RegExp(`\\.(${markdownExtensions.join('|')})$`, 'i');
/** MDX: Markdown with JSX components, reported as skipped rather than passed over in silence. */
const mdxFile = /\.mdx$/i;

/**
 * One file of an imported folder, as the import sees it:
 * - `post`: a post (drafts included: `post.draft`; the import decides what to do with them);
 * - `skipped`: a file that is not a post, with the reason shown to the person importing (a Hugo list page, …);
 * - `failed`: a file meant as a post that cannot be read or parsed, with the reason.
 * `path` is the file's path inside the import folder, `/`-separated.
 */
export type SourceEntry =
  | { kind: 'post'; post: ParsedPost }
  | { kind: 'skipped'; path: string; reason: string }
  | { kind: 'failed'; path: string; reason: string };

/**
 * The post files under `folder` in path order, read and parsed one at a time (only one file's text is held at
 * once, so a caller that keeps no bodies stays flat in memory: issue 20 point 6). `layout` is the site the folder
 * belongs to (`detectSite`). Hidden folders, `node_modules` and the root's README/SOURCES/LICENSE/CHANGELOG are not
 * looked at; other files than Markdown (`markdownExtensions`) and MDX are no posts and not reported.
 *
 * Every Markdown or MDX file gives one entry; these are `skipped`, with the reason:
 * - `.mdx` files (MDX needs JSX components the site does not have);
 * - Hugo: list pages (`_index.md`, for every generator); files outside the content folder (themes, archetypes);
 *   Markdown files inside a leaf bundle other than its `index.md` (Hugo's docs: a leaf bundle has no descendant
 *   pages, they are its resources); pages that are `headless: true` or whose `build` (older: `_build`) has
 *   `render: never` / `link` (older: `render: false`), their own or through an ancestor's `cascade`
 *   (`hugo-cascade.ts`, with the configuration's `cascade` above the content root);
 * - Jekyll and Hexo: files in folders whose names start with `_` (they publish none; Jekyll's `_posts`, `_drafts`
 *   and configured collections excepted, Hexo's `_posts` and `_drafts`), Jekyll's `exclude` and `vendor/`, Jekyll
 *   `_posts` files without a `YYYY-MM-DD-` file-name date (Jekyll does not publish them), and Hexo files outside
 *   `source/` (scaffolds, themes);
 * - every generator but Hugo (where `index.md` is a leaf bundle: a post): a folder's `index.md` that is a
 *   listing page (`listingReason`).
 * A Hugo language with its own `contentDir` (`[languages.fr] contentDir = 'content/fr'`) is a content folder of its
 * own: sections, bundles and cascade start there, and its pages are in that language (`PostContext`).
 * The headless and `build` rules also apply to an unknown generator (the keys are Hugo's), as does the resource
 * rule when the bundle's `index.md` is headless. Throws only when `folder` is unreadable.
 */
export function* readPostSources(folder: string, layout: SiteLayout): Generator<SourceEntry> {
  const root = resolve(folder);
  const site = new SiteRules(root, layout);
  for (const path of listSources(root)) {
    if (mdxFile.test(path)) {
      yield {
        kind: 'skipped',
        path,
        reason: 'MDX (Markdown with JSX components the site does not have), not imported',
      };
      continue;
    }
    if (/^_index\./i.test(path.split('/').at(-1) ?? '')) {
      yield { kind: 'skipped', path, reason: 'a list page (_index.md), not a post' };
      continue;
    }
    const absolute = join(root, path);
    const skip = site.placeReason(absolute);
    if (skip !== null) {
      yield { kind: 'skipped', path, reason: skip };
      continue;
    }
    try {
      const sourceKey = site.sourceKey(absolute);
      const cascade = site.cascadeFor(absolute);
      const text = readFileSync(absolute, 'utf8');
      const language = site.languageOf(absolute);
      const post = parsePostFile(path, text, statSync(absolute).mtime, layout, {
        sourceKey,
        cascade,
        section: site.sectionOf(absolute),
        ...(language ? { lang: language.lang } : {}),
      });
      const hugoKeys = layout.generator === 'hugo' || layout.generator === 'unknown';
      const reason =
        (hugoKeys ? notRendered(post.front) : null) ??
        (site.listingIndex(path) ? listingReason(post.front, post.body) : null);
      if (reason !== null) yield { kind: 'skipped', path, reason };
      else yield { kind: 'post', post };
    } catch (error) {
      yield { kind: 'failed', path, reason: reasonOf(error) };
    }
  }
}

/** How many entries `readPostSources` will yield (for a progress bar), without reading the files. */
export function countPostSources(root: string): number {
  return listSources(root).length;
}

/** Relative `/`-separated paths of the Markdown and MDX files under `root`, sorted. */
function listSources(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const absolute = join(dir, entry.name);
      if (entry.isDirectory()) walk(absolute);
      else if (entry.isFile() && (markdownFile.test(entry.name) || mdxFile.test(entry.name))) {
        if (dir === root && notPosts.has(entry.name.toLowerCase())) continue;
        found.push(relative(root, absolute).split(sep).join('/'));
      }
    }
  };
  walk(root);
  return found.sort();
}

/** Hugo `headless: true` or a `build` (`_build`) that does not render the page: the reason, else null. */
function notRendered(front: Record<string, unknown>): string | null {
  if (front.headless === true || front.headless === 'true') return 'headless (headless: true), not a page';
  for (const key of ['build', '_build']) {
    const build = front[key];
    if (!build || typeof build !== 'object') continue;
    const render = (build as Record<string, unknown>).render;
    if (render === false || render === 'never' || render === 'false')
      return `not rendered by Hugo (${key}: render ${String(render)})`;
    if (render === 'link') return `not rendered by Hugo (${key}: render link), no page of its own`;
  }
  return null;
}

/** Layouts of Jekyll's and its themes' index pages that list posts rather than being one. */
const listingLayouts = new Set([
  'home',
  'index',
  'list',
  'category',
  'categories',
  'archive',
  'archives',
  'blog',
  'tag',
  'tags',
  'posts',
]);

/**
 * Why a folder's `index.md` is a listing page rather than a post (the rule for every generator but Hugo), or null:
 * its `layout` is one of `listingLayouts`; its Hexo `type` is `categories`, `tags` or `archives`; its body loops
 * over the site's posts, categories or tags with Liquid (`{% for post in site.posts %}`, `paginator.posts`); it
 * has no text of its own (the theme fills it); or its text is only a list of links (each line a heading, a list
 * item starting with a link, or a lone link). A docs landing page with prose of its own is a post.
 */
export function listingReason(front: Record<string, unknown>, body: string): string | null {
  const layout = typeof front.layout === 'string' ? front.layout.trim().toLowerCase() : '';
  if (listingLayouts.has(layout)) return `a listing page (layout: ${layout}), not a post`;
  const type = typeof front.type === 'string' ? front.type.trim().toLowerCase() : '';
  if (['categories', 'tags', 'archive', 'archives'].includes(type)) return `a listing page (type: ${type}), not a post`;
  if (/\{%-?\s*for\s+\w+\s+in\s+(site\.(posts|categories|tags)|paginator\.posts)\b/.test(body))
    return 'a listing page (it lists the posts with Liquid), not a post';
  const lines = body
    .replace(/<!--[\s\S]*?-->/g, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^#{1,6}\s/.test(line) && !/^([-*_])(\s*\1){2,}$/.test(line));
  if (lines.length === 0) return 'a listing page with no text of its own, not a post';
  const linkLine = /^(?:(?:[-*+]|\d+[.)])\s+)?(?:\*\*|__)?\[[^\]]+\]\([^)]*\)/;
  if (lines.every((line) => linkLine.test(line))) return 'a listing page (only a list of links), not a post';
  return null;
}

/** An error's message for the person importing. */
export function reasonOf(error: unknown): string {
  if (error instanceof PostFileError) return error.message;
  if (error instanceof Error && 'code' in error) return `${String(error.code)}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

/** What `readPostSources` knows about the site's folders, with the `_index.md` and bundle reads cached per folder. */
class SiteRules {
  private readonly cascades = new Map<string, CascadeEntry[]>();
  private readonly bundles = new Map<string, { index: string; headless: boolean } | null>();
  private readonly configCascade: CascadeEntry[];
  private readonly excludes: RegExp[];
  private readonly collections: Set<string>;
  /** Hugo languages with a `contentDir` of their own: the folder and the language's key. */
  private readonly languageDirs: { dir: string; lang: string }[];

  constructor(
    private readonly root: string,
    private readonly layout: SiteLayout,
  ) {
    this.configCascade = cascadeEntries(layout.config.cascade);
    const exclude = Array.isArray(layout.config.exclude) ? layout.config.exclude : [];
    this.excludes = exclude
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .map((item) => globToRegExp(`${item.trim().replace(/^\/+|\/+$/g, '')}{,/**}`));
    const languages = layout.config.languages;
    this.languageDirs =
      layout.generator === 'hugo' && layout.root !== null && languages && typeof languages === 'object'
        ? Object.entries(languages).flatMap(([lang, settings]) => {
            const dir = (settings as Record<string, unknown> | null)?.contentDir;
            return typeof dir === 'string' && dir.trim()
              ? [{ dir: join(layout.root as string, dir.trim()), lang }]
              : [];
          })
        : [];
    const configured = layout.config.collections;
    this.collections = new Set(
      Array.isArray(configured)
        ? configured.map(String)
        : configured && typeof configured === 'object'
          ? Object.keys(configured)
          : [],
    );
  }

  /** The post's `sourceKey`: relative to the content folder when inside it, else to the import folder. */
  sourceKey(file: string): string {
    const { contentDir } = this.layout;
    const base = contentDir !== null && isInside(file, contentDir) ? contentDir : this.root;
    return relative(base, file).split(sep).join('/');
  }

  /** The language whose own Hugo `contentDir` holds the file, if any. */
  languageOf(file: string): { dir: string; lang: string } | undefined {
    return this.languageDirs.find((language) => isInside(file, language.dir));
  }

  /**
   * The folder Hugo's sections, bundles and cascade start from for the file: its language's `contentDir`, else
   * the content folder when the file lies in it, else the import folder.
   */
  private baseOf(file: string): string {
    const language = this.languageOf(file);
    if (language !== undefined) return language.dir;
    const { contentDir } = this.layout;
    return contentDir !== null && isInside(file, contentDir) ? contentDir : this.root;
  }

  /** Hugo's section of a file under a language's own `contentDir` (its first folder there), else undefined. */
  sectionOf(file: string): string | null | undefined {
    const language = this.languageOf(file);
    if (language === undefined) return undefined;
    const folders = relative(language.dir, file).split(sep).slice(0, -1);
    return folders[0] ?? null;
  }

  /** Why the file's place in the site makes it no post (see `readPostSources`), or null. */
  placeReason(file: string): string | null {
    const { generator, contentDir, root } = this.layout;
    const outside = contentDir !== null && !isInside(file, contentDir) && this.languageOf(file) === undefined;
    if ((generator === 'hugo' || generator === 'hexo') && outside) {
      const name = relative(root ?? this.root, contentDir)
        .split(sep)
        .join('/');
      return `outside ${generator === 'hugo' ? "Hugo's content" : "Hexo's source"} folder (${name}/), not a page`;
    }
    const folders = this.sourceKey(file).split('/').slice(0, -1);
    if (generator === 'jekyll' || generator === 'hexo') {
      const kept = (name: string, depth: number) =>
        name === '_posts' ||
        name === '_drafts' ||
        (generator === 'jekyll' && depth === 0 && this.collections.has(name.slice(1)));
      const hidden = folders.find((name, depth) => name.startsWith('_') && !kept(name, depth));
      if (hidden !== undefined)
        return `in ${hidden}/: ${generator === 'jekyll' ? 'Jekyll' : 'Hexo'} publishes no pages from folders starting with _`;
    }
    if (generator === 'jekyll') {
      const key = this.sourceKey(file);
      if (folders[0] === 'vendor' || this.excludes.some((pattern) => pattern.test(key)))
        return "excluded by Jekyll's configuration (exclude), not a page";
      if (folders.includes('_posts') && !datePrefix.test(key.split('/').at(-1) ?? ''))
        return 'a post without a YYYY-MM-DD- date in its file name, which Jekyll does not publish';
    }
    if (generator === 'hugo' || generator === 'unknown') {
      const bundle = this.bundleAbove(file);
      if (bundle !== null && (generator === 'hugo' || bundle.headless))
        return bundle.headless
          ? `a resource of the headless bundle ${bundle.index}, not a page`
          : `a resource of the page bundle ${bundle.index} (Hugo publishes no page for it)`;
    }
    return null;
  }

  /** Whether `path` is a folder's `index.md` that `listingReason` judges (every generator but Hugo). */
  listingIndex(path: string): boolean {
    return this.layout.generator !== 'hugo' && /^index\./i.test(path.split('/').at(-1) ?? '');
  }

  /** The Hugo cascade values for the file (Hugo and unknown generators), or undefined when there are none. */
  cascadeFor(file: string): Record<string, unknown> | undefined {
    if (this.layout.generator !== 'hugo' && this.layout.generator !== 'unknown') return undefined;
    const isIndex = /^index\./i.test(file.split(sep).at(-1) ?? '');
    // A leaf bundle's index.md is the page of its folder: the cascade comes from the folders above it.
    let dir = isIndex ? dirname(dirname(file)) : dirname(file);
    const base = this.baseOf(file);
    const levels: CascadeEntry[][] = [];
    while (isInside(dir, base) || dir === base) {
      levels.push(this.cascadeAt(dir));
      if (dir === base) break;
      dir = dirname(dir);
    }
    levels.push(this.configCascade);
    if (levels.every((entries) => entries.length === 0)) return undefined;
    // Hugo's logical path: no extension, no language suffix (`a.fr.md`), a bundle's folder for its index.md.
    const stem = relative(this.baseOf(file), file).split(sep).join('/').replace(markdownFile, '');
    const lang = /\.([a-z]{2}(?:-[a-z]{2,4})?)$/i.exec(stem)?.[1];
    const bare = lang === undefined ? stem : stem.slice(0, -lang.length - 1);
    const path = `/${bare.replace(/(^|\/)index$/i, '')}`.replace(/\/$/, '') || '/';
    const fallback =
      typeof this.layout.config.defaultContentLanguage === 'string' ? this.layout.config.defaultContentLanguage : 'en';
    return applyCascade(levels, { path: path.toLowerCase(), lang: lang ?? this.languageOf(file)?.lang ?? fallback });
  }

  /** The cascade of the folder's `_index.md`, if any. */
  private cascadeAt(dir: string): CascadeEntry[] {
    let entries = this.cascades.get(dir);
    if (entries === undefined) {
      const index = markdownExtensions.map((ext) => join(dir, `_index.${ext}`)).find((file) => existsSync(file));
      entries = [];
      if (index !== undefined)
        try {
          entries = cascadeEntries(readFrontMatter(readFileSync(index, 'utf8')).data.cascade);
        } catch {
          // A broken _index.md is reported as skipped anyway; it cascades nothing.
        }
      this.cascades.set(dir, entries);
    }
    return entries;
  }

  /** The nearest leaf bundle the file lies in (a folder with an `index.md`), not counting its own index. */
  private bundleAbove(file: string): { index: string; headless: boolean } | null {
    const own = /^index\./i.test(file.split(sep).at(-1) ?? '');
    let dir = own ? dirname(dirname(file)) : dirname(file);
    const base = this.baseOf(file);
    while (isInside(dir, base) || dir === base) {
      const found = this.bundleAt(dir);
      if (found !== null) return found;
      if (dir === base) break;
      dir = dirname(dir);
    }
    return null;
  }

  private bundleAt(dir: string): { index: string; headless: boolean } | null {
    let bundle = this.bundles.get(dir);
    if (bundle === undefined) {
      const index = markdownExtensions.map((ext) => join(dir, `index.${ext}`)).find((file) => existsSync(file));
      bundle = null;
      if (index !== undefined) {
        let headless = false;
        try {
          const front = readFrontMatter(readFileSync(index, 'utf8')).data;
          headless = front.headless === true || notRendered(front) !== null;
        } catch {
          // Its own entry reports the broken front matter.
        }
        bundle = { index: relative(this.root, index).split(sep).join('/'), headless };
      }
      this.bundles.set(dir, bundle);
    }
    return bundle;
  }
}

/** Whether `path` lies strictly inside `folder`. */
function isInside(path: string, folder: string): boolean {
  return path.startsWith(folder + sep);
}
