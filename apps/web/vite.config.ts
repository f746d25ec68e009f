import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, runnerImport } from 'vite';
import { defineConfig } from 'vitest/config';
// A relative import (not `@site/contracts`): the config loader bundles it, Node cannot run the package's .ts.
import { routePreloadsFile } from '../../packages/contracts/src/routes.ts';
import type * as RoutePages from './src/app/route-pages.ts';
import { type LocaleStrings, withEnglishFallback } from './src/lib/locale-fallback.ts';

/** `src/locales/<language>/<namespace>.json` -> `[language, namespace]`. */
const localeFile = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;
/** `src/locales/<language>.ts` (a language's table of namespace chunks) -> `[language]`. */
const localeTable = /[\\/]src[\\/]locales[\\/]([^\\/]+)\.ts$/;

/** A CSS module's class name: `<local>_<5 base-36 digits of the SHA-1 of the file's path from apps/web>`. */
function scopedClassName(local: string, filename: string): string {
  const file = relative(fileURLToPath(new URL('.', import.meta.url)), filename.split('?')[0] ?? filename);
  const digest = createHash('sha1').update(file.split(sep).join('/')).digest();
  return `${local}_${digest.readUInt32BE(0).toString(36).slice(-5).padStart(5, '0')}`;
}

/** What the build derives from the route table (`src/app/route-pages.ts`), once it has started. */
let routePreloads: ReturnType<typeof RoutePages.routePreloads> | undefined;

/**
 * The route table's `routePreloads`, read when the build starts and written beside Vite's manifest
 * (`routePreloadsFile`): the server preloads each route's chunks, strings and first calls from it, and lists none
 * of its own (docs/decisions/0006). The table imports `@site/contracts`, whose TypeScript Node cannot run, so it
 * is loaded through Vite's module runner, not imported by this config.
 */
function routePreloadsAsset(): Plugin {
  return {
    name: 'site:route-preloads',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<typeof RoutePages>(
        fileURLToPath(new URL('./src/app/route-pages.ts', import.meta.url)),
        { configFile: false, root: fileURLToPath(new URL('.', import.meta.url)), logLevel: 'warn' },
      );
      routePreloads = module.routePreloads();
    },
    generateBundle() {
      if (!routePreloads) throw new Error('the route preloads were not read at the start of the build');
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: JSON.stringify(routePreloads) });
    },
  };
}

/**
 * The namespaces the first paint of the home page needs (the shell's and the home page's, as the server preloads
 * them) are one chunk `strings-<language>`; every other namespace stays its own small chunk, loaded with the pages
 * that use it (and preloaded by the server with them), so the home page does not download the music player's
 * strings.
 */
const stringsChunk = (id: string): string | null => {
  if (!routePreloads) throw new Error('the route preloads were not read at the start of the build');
  // The language's table of namespace chunks (`src/locales/<language>.ts`) goes with them: no request of its own.
  const [, tableOf] = localeTable.exec(id) ?? [];
  if (tableOf) return `strings-${tableOf}`;
  const [, language, namespace] = localeFile.exec(id) ?? [];
  return language && namespace && routePreloads['/'].namespaces.includes(namespace) ? `strings-${language}` : null;
};

/**
 * Fills each zh, zh-tw and ja strings file with the English text of its empty or absent keys as it is loaded
 * (`withEnglishFallback`, [I18N-02]), before Vite's JSON plugin makes it a module: the app then needs no English
 * chunk beside its language's (docs/decisions/0016). In the build, the dev server and the unit tests alike.
 */
function englishFallback(): Plugin {
  // Any `locales/<language>/<namespace>.json`: the app's strings and the plugin's test fixtures.
  const anyLocaleFile = /[\\/]locales[\\/](zh|zh-tw|ja)[\\/]([^\\/]+)\.json$/;
  return {
    name: 'site:locale-english-fallback',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      const [, language, namespace] = anyLocaleFile.exec(file) ?? [];
      if (!language || !namespace) return null;
      const englishFile = join(file, '../../en', `${namespace}.json`);
      if (!existsSync(englishFile)) return null;
      this.addWatchFile(englishFile);
      const english = JSON.parse(readFileSync(englishFile, 'utf8')) as LocaleStrings;
      return { code: JSON.stringify(withEnglishFallback(JSON.parse(code), english, language)), map: null };
    },
  };
}

/** Names of emitted assets, the same in both builds: the server's HTML points to the browser build's files. */
const assetFileNames = (asset: { names: readonly string[] }) =>
  asset.names.some((name) => /\.(woff2?|ttf|otf)$/.test(name))
    ? 'assets/[name]-[hash][extname]'
    : 'assets/[hash][extname]';

/** The kit's small widgets that most pages show (placeholder, button, relative time) and their formats. */
const smallKitModules =
  /\/src\/(ui\/(placeholder|button|relative-time|relative-time-format|use-idle-or-near)|lib\/intl-formats)\.tsx?$/;
/** The blog's calls and the article card the home page and the blog's lists share. */
const blogListModules =
  /\/src\/features\/blog\/(api|highlight|format-date|components\/(query-state|article-card|latest-articles))\.tsx?$/;
/**
 * The home page's recent comments and the comments' calls (the comment threads load them too). Not a route's own
 * module: a route in a group chunk has no entry of its own in the build manifest, where the server finds a route's
 * chunks and styles (`page-hints.ts`).
 */
const commentsCoreModules =
  /(\/src\/features\/comments\/(excerpt|api|components\/recent-comments)|contracts\/src\/comments)\.tsx?$/;

/** The server's build: `dist-server/entry-server.js`, loaded by the server to render pages (decision 0029). */
const ssrBuild = {
  target: 'node20',
  outDir: 'dist-server',
  emptyOutDir: true,
  sourcemap: false,
  ssrEmitAssets: false,
  rolldownOptions: {
    treeshake: { manualPureFunctions: ['z'] },
    output: { assetFileNames, chunkFileNames: 'chunks/[name]-[hash].js' },
  },
};

/**
 * The built page starts the app after its first paint (docs/decisions/0029): its entry module and the modules the
 * entry imports are loaded by `public/boot.js` (a deferred classic script) one frame after the server-rendered HTML
 * has painted, instead of by `<script type="module">` and `modulepreload` tags that the browser fetched and ran
 * before painting (Lighthouse's model then put the whole bundle on the way to the first paint: FCP 2.1 s -> 1.2 s
 * on a 2-core machine).
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'site:start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('start-after-first-paint: the built page has no entry module');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let page = html.replace(entry[0], '');
        for (const preload of preloads) page = page.replace(preload[0], '');
        const tag = `<script defer src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}"></script>\n  `;
        return page.replace('</head>', `${tag}</head>`);
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [englishFallback(), react(), ...(isSsrBuild ? [] : [routePreloadsAsset(), startAfterFirstPaint()])],
  resolve: {
    // React 19 has useSyncExternalStore: react-i18next's React 17 fallback (the shim) is not shipped.
    alias: [
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url)),
      },
    ],
  },
  // CSS modules' class names: the local name and a hash of its file (`banner_1v58m`), without Vite's default line
  // number (`_banner_1v58m_11`): the entry carries 68 of them and every page's HTML and CSS repeats them (decision
  // 0012). One hash per file, as the default, so a file's names compress together. The same in the client's and the
  // server's build (the path is the project's, relative), so hydration matches.
  css: { modules: { generateScopedName: scopedClassName } },
  // The server's build (`vite build --ssr`, docs/decisions/0029): the app's code for Node, which renders the
  // pages to HTML.
  // Every package is bundled (`noExternal: true`) and NODE_ENV fixed by the build (`define`): React then runs its
  // production build whatever the server's NODE_ENV (an external react-dom reads it at run time: unset, it ran the
  // slow development build), and one copy of React serves the app and the libraries built on it.
  ssr: { noExternal: true },
  // Node reads NODE_ENV at run time; the server build fixes it, as the browser build does.
  define: isSsrBuild
    ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') }
    : {},
  build: isSsrBuild
    ? ssrBuild
    : {
        target: 'es2022',
        sourcemap: false,
        // A lazily loaded chunk's styles load with it, as Vite does; its JavaScript dependencies are not listed in the
        // entry for preloading (2.1 KB gzip of the home page's JS, decision 0012's ceiling): a page's own imports
        // load when its chunk arrives, and the router starts a page's chunk when a link to it is hovered or
        // focused (`prefetchLinkedPage`). A server-rendered page's first chunks come as modulepreload hints.
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[]) => deps.filter((d) => d.endsWith('.css')),
        },
        // dist/.vite/manifest.json: the server reads it (with `routePreloadsFile`) to preload a route's page and locale
        // chunks with the HTML.
        manifest: true,
        // One chunk per lazily loaded page [ROUTE-02]; vendor code split by Rollup's defaults.
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          // Building a zod schema has no side effect, but the bundler cannot know: without this, every schema of a
          // contracts module the entry imports ships on the first load, used or not (issue 16: the wiki's routes
          // took the home page's JS over its 150 KB ceiling).
          treeshake: { manualPureFunctions: ['z'] },
          output: {
            // Chunks and assets are named by their hash alone: the entry lists every lazily loaded chunk's file and
            // its dependencies' (the preload map), and the names' words were 1.1 KB of the home page's gzip JS. The
            // server finds chunks by the manifest's `name`, not by file name.
            chunkFileNames: 'assets/[hash].js',
            // Fonts keep their names (`inter-latin-wght-normal-<hash>.woff2`): the font loader's cache and its test
            // find Inter's file by it, and no JS lists them.
            assetFileNames,
            // Everything the entry imports statically is one chunk: each extra file is one more request before
            // the first paint (Lighthouse's mobile model queues them on six HTTP/1.1 connections).
            // The first paint's strings of a language are one chunk `strings-<language>` (see `stringsChunk`).
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 3 },
                { name: stringsChunk, priority: 2 },
                // The small modules the home page shares with the blog's pages, in three chunks besides the route's
                // own instead of twelve of 0.2–2 KB: each small chunk repeats its import list and gzip's start-up cost
                // (1.3 KB of the home page's 150 KB ceiling, decision 0012) and is one more request.
                { name: 'kit', test: smallKitModules, priority: 1 },
                { name: 'blog-lists', test: blogListModules, priority: 1 },
                { name: 'comments-core', test: commentsCoreModules, priority: 1 },
              ],
            },
          },
        },
      },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/feed': 'http://127.0.0.1:8080' } },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
}));
