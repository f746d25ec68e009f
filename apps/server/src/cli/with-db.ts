import { type Config, loadConfigOrReport } from '../config.ts';
import { type Db, openDb } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';

/**
 * For the commands: reads the configuration from `env` (2, reported, when it is bad), opens and migrates the
 * database it names (never seeds), runs `work`, and closes the database however `work` ends. Answers `work`'s
 * exit code.
 */
export async function withConfiguredDb(
  env: NodeJS.ProcessEnv,
  work: (db: Db, config: Config) => Promise<number>,
): Promise<number> {
  const config = loadConfigOrReport(env);
  if (!config) return 2;
  const db = openDb(config);
  try {
    await migrateToLatest(db);
    return await work(db, config);
  } finally {
    await db.db.destroy();
  }
}
