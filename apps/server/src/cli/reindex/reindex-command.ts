import { rebuildSearchIndex } from '../../search-index/sync.ts';
import { withConfiguredDb } from '../with-db.ts';

/** Where a command writes its lines (the console, or a test's collector). */
export type ReindexOutput = { log: (line: string) => void; error: (line: string) => void };

/**
 * `npm run reindex` (issue 22): rebuilds the site search's whole index of the database named by `env` (DATA_DIR /
 * DATABASE_URL) from the articles, wiki pages, archive items, songs and link entries, in one transaction (readers
 * see the old index until it commits), then prints the documents per kind and the time taken, e.g.
 * `article 41, wiki 14, archive 300, song 3, link 0: 344 documents in 2.1 s`. Answers the exit code: 0, 1 when
 * the rebuild failed (nothing changed), 2 on a bad configuration.
 */
export async function reindex(
  env: NodeJS.ProcessEnv = process.env,
  out: ReindexOutput = { log: console.log, error: console.error },
): Promise<number> {
  return withConfiguredDb(env, async (db) => {
    const started = performance.now();
    try {
      const counts = await rebuildSearchIndex(db.db);
      const seconds = (performance.now() - started) / 1000;
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      const parts = Object.entries(counts).map(([area, n]) => `${area} ${n}`);
      out.log(`${parts.join(', ')}: ${total} documents in ${seconds.toFixed(1)} s`);
      return 0;
    } catch (error) {
      out.error(`Rebuilding the search index failed, nothing changed: ${(error as Error).message}`);
      return 1;
    }
  });
}
