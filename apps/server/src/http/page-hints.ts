import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  homeLatestArticlesCount,
  musicLayoutPage,
  type RoutePage,
  routePages,
  shellNamespaces,
  slugIdSchema,
} from '@site/contracts';

/**
 * Route hints (docs/decisions/0006-route-hints.md): the `<link>` tags a page's HTML carries so that everything the
 * page needs before its first paint starts with the HTML instead of one round after another (entry code ->
 * page chunk and strings -> API calls). Read from Vite's build manifest (`dist/.vite/manifest.json`); with no
 * manifest there are no hints and the page still works.
 */

/** One chunk of Vite's build manifest (the fields used here). */
type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The languages whose strings are preloaded: the default language (zh). Each language's strings carry their own
 * English fallback (apps/web/src/lib/locale-fallback.ts), so no visitor needs a second language's chunks.
 */
const preloadLanguages = ['zh'];

/** The API calls a page makes first, as the client spells them (same URL, so it reuses the preloaded answer). */
function firstApiCalls(pattern: string, path: string): string[] {
  const calls = ['/api/site/get_site_info.php'];
  if (routePages[pattern] === routePages['/']) {
    const page = new URLSearchParams({ page: '1', page_size: String(homeLatestArticlesCount) });
    // The background is not among them: the server picks it with the HTML itself (spa.ts, `backgroundTags`).
    calls.push(`/api/blog/get_articles.php?${page}`);
  }
  if (pattern === '/blog/articles/*') {
    const id = splatIdOf(path, '/blog/articles/');
    if (id !== null) calls.push(`/api/blog/get_article.php?${new URLSearchParams({ id })}`);
  }
  return calls;
}

/**
 * The multi-segment id after `prefix` in `path` as the client reads it (decoded, trailing `/` dropped), or null
 * when it is not a valid id: `/blog/articles/<id...>` with prefix `/blog/articles/`.
 */
export function splatIdOf(path: string, prefix: string): string | null {
  try {
    const id = decodeURIComponent(path.slice(prefix.length)).replace(/\/+$/, '');
    return slugIdSchema.safeParse(id).success ? id : null;
  } catch {
    return null;
  }
}

/** `value` escaped for a double-quoted HTML attribute. */
export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Reads the build manifest of `webDist`, or null when there is none (or it cannot be read). */
export function readManifest(webDist: string): Manifest | null {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/**
 * Makes `hintsFor(pattern, path)`: the `<link>` tags for the page at `path`, which matches the route `pattern`
 * of `routePages`. The chunk part depends only on the pattern and is cached per pattern. Without a manifest
 * there are none.
 */
export function createPageHints(manifest: Manifest | null): (pattern: string, path: string) => string {
  const cache = new Map<string, string>();
  const entry = manifest ? closure(manifest, ['index.html']) : { files: new Set<string>(), css: new Set<string>() };

  const chunkHints = (pages: RoutePage[]): string => {
    if (!manifest) return '';
    const own = closure(
      manifest,
      pages.map((p) => `src/${p.file}`),
    );
    const namespaces = pages.flatMap((p) => p.ns);
    // A language's strings are the chunk `strings-<language>` (apps/web/vite.config.ts), or one chunk a namespace.
    const locales = preloadLanguages.flatMap((language) => [
      ...Object.values(manifest)
        .filter((c) => c.name === `strings-${language}`)
        .map((c) => c.file),
      ...[...shellNamespaces, ...namespaces].map((ns) => manifest[`src/locales/${language}/${ns}.json`]?.file),
    ]);
    const scripts = [...own.files, ...locales].filter((f): f is string => f !== undefined && !entry.files.has(f));
    const styles = [...own.css].filter((f) => !entry.css.has(f));
    return [
      ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(f)}">`),
      ...[...new Set(scripts)].map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(f)}">`),
    ].join('');
  };

  return (pattern, path) => {
    const page = routePages[pattern];
    if (!manifest || !page) return '';
    let chunks = cache.get(pattern);
    if (chunks === undefined) {
      // The music pages render inside the music app's layout route (it holds the player) [ROUTE-25].
      const inMusicApp = pattern === '/archive/music' || pattern.startsWith('/archive/music/');
      chunks = chunkHints(inMusicApp ? [musicLayoutPage, page] : [page]);
      cache.set(pattern, chunks);
    }
    const calls = firstApiCalls(pattern, path).map(
      (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`,
    );
    return chunks + calls.join('');
  };
}

/** The files and stylesheets of the manifest chunks `keys` and everything they import statically. */
function closure(manifest: Manifest, keys: string[]): { files: Set<string>; css: Set<string> } {
  const files = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const key of keys) visit(key);
  return { files, css };
}
