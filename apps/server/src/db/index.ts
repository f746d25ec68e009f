import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

/** A database handle: the Kysely instance and which engine is behind it. */
export type Db = { db: Kysely<Database>; dialect: DialectName };

/**
 * Opens the database: PostgreSQL when `databaseUrl` is set, else the SQLite file `<dataDir>/site.db`
 * (WAL, foreign keys on, synchronous FULL). The only place that creates a database handle
 * (STYLE.md "Boundaries"). Call `db.destroy()` to close it.
 */
export function openDb(options: { databaseUrl?: string | undefined; dataDir: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (a restart, a failover, an administrator's
    // pg_terminate_backend) makes the pool emit 'error'; unhandled, that would end the process. The pool drops
    // that client and opens a new one for the next query, so a report is all it needs.
    pool.on('error', (error) => {
      console.error(`database pool: an idle connection ended (${error.message})`);
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(join(options.dataDir, 'site.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}

/**
 * A read-only handle on the SQLite file of `dataDir` (`<dataDir>/site.db`, which must exist), for a worker thread
 * that only reads (the site search's, issue 22): WAL lets it read beside the main connection's writes, each query
 * seeing the last committed state. Call `destroy()` to close it.
 */
export function openReadOnlySqlite(dataDir: string): Kysely<Database> {
  const sqlite = new SQLite(join(dataDir, 'site.db'), { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
