import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  acceptLanguageTags,
  articleRequest,
  firstVisitLanguage,
  type RoutePreload,
  type RoutePreloads,
  requestHref,
  routePreloadsFile,
  routePreloadsSchema,
  slugIdSchema,
} from '@site/contracts';

/**
 * Route hints (docs/decisions/0006-route-hints.md): the `<link>` tags a page's HTML carries so that everything the
 * page needs before its first paint starts with the HTML instead of one round after another (entry code ->
 * page chunk and strings -> API calls). Read from what the web build writes: Vite's build manifest
 * (`dist/.vite/manifest.json`) and the route table's preloads (`routePreloadsFile`: each route's page files,
 * namespaces and first calls). Without either there are no hints and the page still works.
 */

/** One chunk of Vite's build manifest (the fields used here). */
type ManifestChunk = { file: string; name?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The language whose strings a page's HTML preloads: the one a first visit starts in for the request's
 * `Accept-Language` (`firstVisitLanguage`: the first of the header's languages by weight that is ours, else zh),
 * as the app picks it from the same browser's `navigator.languages` (issue 19 point 6). A returning visitor with
 * another language stored loads theirs at start as before. Each language's strings carry their own English
 * fallback (apps/web/src/lib/locale-fallback.ts), so no visitor needs a second language's chunks.
 */
export function preloadLanguageOf(acceptLanguage: string | undefined): string {
  return firstVisitLanguage(acceptLanguageTags(acceptLanguage));
}

/**
 * The API calls the page at `path` (matching the route `pattern`) makes first, as the client spells them (same
 * URL, so it reuses the preloaded answer): the route's own (`RoutePreload.calls`, from the web build), then a call
 * that depends on the address: an article page's article (`articleRequest` of its id).
 */
function firstApiCalls(preload: RoutePreload, pattern: string, path: string): string[] {
  const calls = [...preload.calls];
  if (pattern === '/blog/articles/*') {
    const id = splatIdOf(path, '/blog/articles/');
    if (id !== null) calls.push(requestHref(articleRequest(id)));
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

/** The JSON file `name` of `webDist`, or null when there is none or it cannot be read or parsed. */
function readJson(webDist: string, name: string): unknown {
  const file = join(webDist, name);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Reads the build manifest of `webDist`, or null when there is none (or it cannot be read). */
export function readManifest(webDist: string): Manifest | null {
  return readJson(webDist, join('.vite', 'manifest.json')) as Manifest | null;
}

/**
 * Reads the route preloads the web build wrote to `webDist` (`routePreloadsFile`), or null when there are none or
 * they are not in the shape of `routePreloadsSchema` (a build older than the server).
 */
export function readRoutePreloads(webDist: string): RoutePreloads | null {
  const parsed = routePreloadsSchema.safeParse(readJson(webDist, routePreloadsFile));
  return parsed.success ? parsed.data : null;
}

/**
 * Makes `hintsFor(pattern, path, language, calls)`: the `<link>` tags for the page at `path`, which matches the
 * route `pattern`: `modulepreload` of the route's page files (a layout's too) and their static imports, `preload
 * as=style` of their CSS, the strings of its namespaces in `language` (`preloadLanguageOf` of the request, or the
 * `lang` cookie), and unless `calls` is false (a server-rendered page carries its data) `preload as=fetch` of its
 * first API calls. With `calls` false the page is server-rendered: its markup shows before its code runs, so its CSS
 * applies at once, inline where `styleText` gives the file's text (`appliedStyle`), else as linked stylesheets, and
 * its modules are marked for the boot loader instead (`withBootPreloads` moves them there). The
 * chunk part depends only on the pattern and the language and is cached per pair. Without a manifest or route
 * preloads there are none.
 */
export function createPageHints(
  manifest: Manifest | null,
  preloads: RoutePreloads | null,
  styleText: (file: string) => string | undefined = () => undefined,
): (pattern: string, path: string, language: string, calls?: boolean) => string {
  const cache = new Map<string, string>();
  const entry = manifest ? closure(manifest, ['index.html']) : { files: new Set<string>(), css: new Set<string>() };

  const chunkHints = (manifest: Manifest, preload: RoutePreload, language: string, applied: boolean): string => {
    const own = closure(manifest, preload.files);
    // A language's strings are the chunk `strings-<language>` (apps/web/vite.config.ts), or one chunk a namespace.
    const locales = [
      ...Object.values(manifest)
        .filter((c) => c.name === `strings-${language}`)
        .map((c) => c.file),
      ...preload.namespaces.map((ns) => manifest[`src/locales/${language}/${ns}.json`]?.file),
    ];
    const scripts = [...own.files, ...locales].filter((f): f is string => f !== undefined && !entry.files.has(f));
    const styles = [...own.css].filter((f) => !entry.css.has(f));
    // A server-rendered page shows its markup before its code runs: its styles apply at once, inline, and its
    // modules are fetched by the boot loader after the first paint (`withBootPreloads`), like the entry's.
    if (applied)
      return styles.map((f) => appliedStyle(f, styleText(f))).join('') + bootPreloadsMark([...new Set(scripts)]);
    return [
      ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(f)}">`),
      ...[...new Set(scripts)].map((f) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(f)}">`),
    ].join('');
  };

  return (pattern, path, language, withCalls = true) => {
    const preload = preloads?.[pattern];
    if (!manifest || !preload) return '';
    const key = `${language} ${pattern} ${withCalls}`;
    let chunks = cache.get(key);
    if (chunks === undefined) {
      chunks = chunkHints(manifest, preload, language, !withCalls);
      cache.set(key, chunks);
    }
    if (!withCalls) return chunks;
    const calls = firstApiCalls(preload, pattern, path).map(
      (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(url)}">`,
    );
    return chunks + calls.join('');
  };
}

/** Carries a rendered page's route modules from `hintsFor` to `withBootPreloads` (never left in a page). */
const bootPreloadsMarker = /<!--boot-preloads:([^>]*)-->/;
const bootPreloadsMark = (files: string[]) =>
  files.length === 0 ? '' : `<!--boot-preloads:${files.map(escapeAttribute).join(' ')}-->`;

/**
 * `page` with the route modules `hintsFor` marked in it (a server-rendered page's) moved into the boot loader's
 * `data-preload` (apps/web/public/boot.js, docs/decisions/0029): they are fetched one frame after the first paint
 * with the entry, not by `<link rel="modulepreload">` tags that the browser fetched and compiled before painting the
 * server's HTML (Lighthouse's slow-phone model then put them all on the way to the first paint: the wiki page's
 * FCP 1.6-1.7 s). A page without the mark, or without the loader, is returned as it is (without the mark).
 */
export function withBootPreloads(page: string): string {
  const mark = bootPreloadsMarker.exec(page);
  if (!mark) return page;
  const without = page.replace(mark[0], '');
  const files = (mark[1] ?? '').split(' ').map((f) => `/${f}`);
  return without.replace(
    /(<script defer src="\/boot\.js"[^>]*? data-preload=")([^"]*)"/,
    (_, start: string, list: string) => `${start}${[...list.split(' ').filter(Boolean), ...files].join(' ')}"`,
  );
}

/**
 * The tags that apply the built stylesheet `file` (`assets/x.css`) to a server-rendered page: with its `text`, the
 * text in a `<style>` and the stylesheet's link `disabled` beside it; without, the link alone. Inline, a page's
 * first paint waits for no stylesheet request: on a phone's network each one costs a round trip, and a page has
 * up to a dozen (one per CSS module chunk), more than a browser opens connections for. The disabled link is never
 * fetched; it tells the app's chunk loader, which looks for `link[rel="stylesheet"][href=…]` before adding one
 * when a route's code loads, that the styles are there (issue 21, the Lighthouse budget). A text holding
 * `</style` cannot sit in a `<style>`: linked.
 */
export function appliedStyle(file: string, text: string | undefined): string {
  const link = `<link rel="stylesheet" crossorigin href="/${escapeAttribute(file)}"`;
  if (text === undefined || /<\/style/i.test(text)) return `${link}>`;
  return `<style data-href="/${escapeAttribute(file)}">${text}</style>${link} disabled>`;
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
