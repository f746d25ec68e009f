import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** `src/locales/<language>/<namespace>.json` -> the chunk `strings-<language>`. */
const localeChunk = /[\\/]src[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/;

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
        // Each language's strings are one chunk `strings-<language>` (not one a namespace; the server preloads it).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            {
              name: (id) => {
                const language = localeChunk.exec(id)?.[1];
                return language ? `strings-${language}` : null;
              },
              priority: 2,
            },
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
