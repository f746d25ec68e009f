import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// A relative import (not `@site/contracts`): the config loader bundles it, Node cannot run the package's .ts.
import { routePages, shellNamespaces } from '../../packages/contracts/src/routes.ts';

/** `src/locales/<language>/<namespace>.json` -> `[language, namespace]`. */
const localeFile = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

/**
 * The namespaces the first paint of the home page needs (the shell's and the home page's) are one chunk
 * `strings-<language>`; every other namespace stays its own small chunk, loaded with the pages that use it (and
 * preloaded by the server with them), so the home page does not download the music player's strings.
 */
const firstPaintNamespaces = new Set([...shellNamespaces, ...(routePages['/']?.ns ?? [])]);
const stringsChunk = (id: string): string | null => {
  const [, language, namespace] = localeFile.exec(id) ?? [];
  return language && namespace && firstPaintNamespaces.has(namespace) ? `strings-${language}` : null;
};

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the server reads it to preload a route's page and locale chunks with the HTML.
    manifest: true,
    // One chunk per lazily loaded page [ROUTE-02]; vendor code split by Rollup's defaults.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: each extra file is one more request before
        // the first paint (Lighthouse's mobile model queues them on six HTTP/1.1 connections).
        // The first paint's strings of a language are one chunk `strings-<language>` (see `stringsChunk`).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            { name: stringsChunk, priority: 2 },
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
});
