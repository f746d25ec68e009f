import { buildApp } from './app.ts';
import { type Config, loadConfigOrReport } from './config.ts';
import { type Db, openDb } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { mediaDirOf } from './http/media.ts';
import { generatePassword } from './modules/accounts/password.ts';
import { ensureAdmin } from './modules/accounts/service.ts';
import { rerenderStaleArticles } from './modules/blog/write-service.ts';
import { startLinksScheduler } from './modules/links/refresh.ts';
import { rerenderStaleWikiPages } from './modules/wiki/rerender.ts';
import { indexNeedsBuild, rebuildSearchIndex } from './search-index/sync.ts';
import { seedIfNeeded } from './seed/seed.ts';
import { adminPasswordBox, openAddressLine } from './start-messages.ts';

/**
 * Starts the server: config -> migrate -> seed if empty -> listen (DESIGN.md "Shape"), then re-renders the articles
 * an older Markdown renderer stored, while the site is already answering (an upgrade of a large blog does not
 * delay the start: its articles are served as they were until each is re-rendered).
 */
async function main(): Promise<void> {
  const loaded = loadConfigOrReport();
  if (!loaded) process.exit(1);
  // The log writes through process.stdout as the start's messages do (start-messages.ts), so they come out in the
  // order they were written: pino's own asynchronous writer would print "listening" after the address line.
  const config: Config = { ...loaded, logStream: process.stdout };
  const db = openDb(config);
  await migrateToLatest(db);
  if (config.seed) await seedIfNeeded(db, new Date(), config);
  await bootstrapAdmin(config, db);
  // A database with content from before the site search (migration 0012) gets its index now (issue 22); later
  // writes keep it in step themselves.
  if (await indexNeedsBuild(db.db)) {
    const counts = await rebuildSearchIndex(db.db);
    console.log(`Built the search index: ${Object.values(counts).reduce((a, b) => a + b, 0)} documents.`);
  }
  const app = await buildApp(config, db);
  // Other sites' feeds, link checks and avatars, collected in the background (decision 0025); stopped before the
  // database closes.
  const stopLinks = startLinksScheduler(
    db.db,
    { ...config.links, mediaDir: mediaDirOf(config), now: config.now },
    app.log,
  );
  app.addHook('onClose', async () => {
    await stopLinks();
    await db.db.destroy();
  });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // The start's last line: where to open the site (the request log follows as visitors come).
  console.log(openAddressLine(config.siteUrl));
  rerenderStaleArticles(db.db).then(
    (count) => {
      if (count > 0) app.log.info(`Re-rendered ${count} articles with the current Markdown renderer.`);
    },
    (error: unknown) => app.log.error({ err: error }, 'Re-rendering the stored articles failed; retried at next start'),
  );
  rerenderStaleWikiPages(db.db).then(
    (count) => {
      if (count > 0) app.log.info(`Re-rendered ${count} wiki pages with the current Markdown renderer.`);
    },
    (error: unknown) =>
      app.log.error({ err: error }, 'Re-rendering the stored wiki pages failed; retried at next start'),
  );
}

/**
 * An admin exists from the first start: ADMIN_UID with ADMIN_PASSWORD, or a generated password printed once to
 * stdout (never logged, never stored in plain text).
 */
async function bootstrapAdmin(config: Config, db: Db): Promise<void> {
  const password = config.adminPassword ?? generatePassword();
  const result = await ensureAdmin(
    db.db,
    { uid: config.adminUid, password },
    { now: config.now(), scryptN: config.scryptN },
  );
  if (result === 'created' && config.adminPassword === undefined) {
    console.log(adminPasswordBox(config.adminUid, password, config.siteUrl));
  } else if (result === 'uid_taken') {
    console.error(`No admin exists and ADMIN_UID "${config.adminUid}" is taken by a user: choose another ADMIN_UID.`);
  }
}

await main();
