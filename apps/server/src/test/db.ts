import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, openDb } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** Which engine this test run uses: `postgres` when TEST_DB=postgres (needs TEST_DATABASE_URL). */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

export type TestDb = Db & { config: Config; cleanup: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: a SQLite file in a temporary folder, or a new PostgreSQL
 * database created on the TEST_DATABASE_URL server (dropped by `cleanup`). Never a mock (STYLE.md "Tests").
 */
export async function createTestDb(): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (testDialect === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `site_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST: join(dataDir, 'web-dist'),
    SEED: 'false',
  });
  const db = openDb(config);
  await migrateToLatest(db);
  return {
    ...db,
    config,
    cleanup: async () => {
      await db.db.destroy();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A built app on a fresh test database. `close()` closes the app and drops the database. */
export async function createTestApp(
  configure: (config: Config) => Config = (c) => c,
): Promise<{ app: FastifyInstance; db: TestDb; close: () => Promise<void> }> {
  const db = await createTestDb();
  const app = await buildApp(configure(db.config), db);
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.cleanup();
    },
  };
}
