import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'kysely';
import { openDb, openReadOnlySqlite } from '../../db/index.ts';
import type { SearchRequest, SearchResponse } from './runner.ts';
import { searchInstant, searchPage } from './service.ts';

/**
 * The search worker (issue 22 point 6, runner.ts): the candidates' query and the ranking run off the main thread.
 * On SQLite with its own read-only connection to the site's file (the synchronous driver blocks its thread while
 * it scans); on PostgreSQL with its own small pool (the ranking's CPU would otherwise hold up the site's
 * requests). Answers each request message in turn.
 */
const { dataDir, databaseUrl } = workerData as { dataDir: string; databaseUrl?: string };
const db = databaseUrl ? openDb({ databaseUrl, dataDir }).db : openReadOnlySqlite(dataDir);
if (!databaseUrl) {
  // The index's pages are read through a memory map and kept in a larger page cache (this connection only reads):
  // a common word's candidates touch thousands of pages, each a system call and a copy otherwise.
  await sql`PRAGMA mmap_size = 1073741824`.execute(db);
  await sql`PRAGMA cache_size = -65536`.execute(db);
}

parentPort?.on('message', async (request: SearchRequest) => {
  let response: SearchResponse;
  try {
    const now = new Date(request.now);
    const value =
      request.call === 'page' ? await searchPage(db, request.input, now) : await searchInstant(db, request.q, now);
    response = { id: request.id, value };
  } catch (error) {
    response = { id: request.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(response);
});
