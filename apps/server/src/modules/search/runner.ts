import { Worker } from 'node:worker_threads';
import type { SearchInstant, SearchPage } from '@site/contracts';
import type { Db } from '../../db/index.ts';
import { type SearchPageInput, searchInstant, searchPage } from './service.ts';

/** A message to the search worker. `now`: ms since the epoch (the app's clock, for "recent slightly above old"). */
export type SearchRequest = { id: number } & SearchCall;
type SearchCall = { now: number } & ({ call: 'page'; input: SearchPageInput } | { call: 'instant'; q: string });
/** The worker's answer: the value, or the error's text (logged, never sent to a client). */
export type SearchResponse = { id: number; value: SearchPage | SearchInstant } | { id: number; error: string };

/** Runs searches (service.ts) where they do not hold up the site. */
export type SearchRunner = {
  page: (input: SearchPageInput, now: Date) => Promise<SearchPage>;
  instant: (q: string, now: Date) => Promise<SearchInstant>;
  /** Starts what the first search would wait for (the SQLite worker loads for 1–3 s); nothing on PostgreSQL. */
  warm: () => void;
  close: () => Promise<void>;
};

/**
 * The search runner of a database (issue 22 point 6): searches run in one worker thread, started on the first
 * search (or `warm`) and restarted after a crash, and this thread keeps serving. SQLite: better-sqlite3 is
 * synchronous, so two searches at once used to stall every request of the site; the worker has its own read-only
 * connection to `where.dataDir`'s file. PostgreSQL: the queries wait on the network, but ranking up to 1,000
 * candidates is CPU (a rough measure on the fixtures beside two searching clients: the blog list's p95 was 36 ms
 * on PostgreSQL with the ranking in this thread, 11 ms on SQLite with it in the worker); the worker has its own
 * pool on `where.databaseUrl`. Without a
 * `databaseUrl` a PostgreSQL handle searches in this thread. A search the worker could
 * not answer rejects with a plain `Error('search failed')` (the cause goes to `log`).
 */
export function searchRunnerFor(
  database: Db,
  where: { dataDir: string; databaseUrl?: string | undefined },
  log: (message: string) => void,
): SearchRunner {
  if (database.dialect === 'postgres' && !where.databaseUrl)
    return {
      page: (input, now) => searchPage(database.db, input, now),
      instant: (q, now) => searchInstant(database.db, q, now),
      warm: () => {},
      close: async () => {},
    };
  // Plain data only: a worker's data is cloned (the app's config holds functions).
  const workerData =
    database.dialect === 'postgres'
      ? { dataDir: where.dataDir, databaseUrl: where.databaseUrl }
      : { dataDir: where.dataDir };
  let worker: Worker | null = null;
  let next = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const failAll = (why: string) => {
    for (const { reject } of pending.values()) reject(new Error('search failed'));
    pending.clear();
    log(`search worker: ${why}`);
  };
  const start = () => {
    const started = new Worker(new URL('./worker-boot.mjs', import.meta.url), { workerData });
    // The server keeps the process alive; an idle search worker must not.
    started.unref();
    started.on('message', (response: SearchResponse) => {
      const waiting = pending.get(response.id);
      if (!waiting) return;
      pending.delete(response.id);
      if ('error' in response) {
        log(`search worker: ${response.error}`);
        waiting.reject(new Error('search failed'));
      } else waiting.resolve(response.value);
    });
    started.on('error', (error) => failAll(error.message));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      if (pending.size > 0) failAll(`exited with code ${code}`);
    });
    return started;
  };
  const ask = <T>(request: SearchCall): Promise<T> => {
    worker ??= start();
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker?.postMessage({ ...request, id });
    });
  };
  return {
    page: (input, now) => ask<SearchPage>({ call: 'page', input, now: now.getTime() }),
    instant: (q, now) => ask<SearchInstant>({ call: 'instant', q, now: now.getTime() }),
    warm: () => {
      worker ??= start();
    },
    close: async () => {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  };
}
