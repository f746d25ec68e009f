import { buildApp } from './app.ts';
import { loadConfigOrReport } from './config.ts';
import { openDb } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedIfNeeded } from './seed/seed.ts';

/** Starts the server: config -> migrate -> seed if empty -> listen (DESIGN.md "Shape"). */
async function main(): Promise<void> {
  const config = loadConfigOrReport();
  if (!config) process.exit(1);
  const db = openDb(config);
  await migrateToLatest(db);
  if (config.seed) await seedIfNeeded(db);
  const app = await buildApp(config, db);
  app.addHook('onClose', async () => db.db.destroy());
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

await main();
