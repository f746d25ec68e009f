import { statSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadConfigOrReport } from '../config.ts';
import { openDb } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { mediaDirOf } from '../http/media.ts';
import { importArchive } from './import/archive-command.ts';
import { importFolder } from './import/import-folder.ts';
import { importOpmlFile } from './import/opml-command.ts';
import { progressLine } from './import/progress.ts';
import { importWiki } from './import/wiki-command.ts';

/**
 * `npm run import -- <folder>`: imports a folder of Hexo-style Markdown posts into the database named by the
 * environment (DATA_DIR / DATABASE_URL, see config.ts). Migrates, never seeds. Prints progress (on a terminal a
 * bar with the count, percent, rate and time left, `progressLine`; one line per file otherwise), then every skipped
 * file with its reason, each failure with its reason on stderr, every missing picture and unresolved link to
 * another post with the post that names it, and a summary. Skipped files (drafts, pages that are no posts) are
 * not failures. Exit code 0 when every other file imported, 1 when any failed, 2 on bad usage or configuration.
 *
 * `npm run import -- --wiki <folder>`: imports a vault of notes into the wiki instead (`importWiki`).
 *
 * `npm run import -- --letterboxd <folder>`, `--imdb <ratings.csv>`, `--archive <file.json>`: imports a Letterboxd
 * export, an IMDb ratings export or an archive export into the archive (`importArchive`).
 *
 * `npm run import -- --opml <file.opml>`: imports an OPML blogroll into the links (`importOpmlFile`).
 */
async function main(argv: string[]): Promise<number> {
  if (argv[0] === '--wiki' && argv.length === 2 && argv[1]) return importWiki(argv[1]);
  if (argv[0] === '--opml' && argv.length === 2 && argv[1]) return importOpmlFile(argv[1]);
  for (const source of ['letterboxd', 'imdb', 'archive'] as const)
    if (argv[0] === `--${source}` && argv.length === 2 && argv[1]) return importArchive(source, argv[1]);
  const folder = argv[0];
  if (!folder || argv.length > 1 || folder.startsWith('-')) {
    console.error(
      [
        'Usage: npm run import -- <folder>',
        '       npm run import -- --wiki <folder>',
        '       npm run import -- --letterboxd <export folder>',
        '       npm run import -- --imdb <ratings.csv>',
        '       npm run import -- --archive <file.json>',
        '       npm run import -- --opml <file.opml>',
      ].join('\n'),
    );
    return 2;
  }
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`Not a folder: ${folder}`);
    return 2;
  }
  const config = loadConfigOrReport();
  if (!config) return 2;
  const db = openDb(config);
  try {
    await migrateToLatest(db);
    const tty = process.stdout.isTTY === true;
    const progress = progressLine(Date.now());
    const collect = fullCollection();
    let shown = 0;
    const result = await importFolder(db, folder, {
      siteUrl: config.siteUrl,
      mediaDir: mediaDirOf(config),
      onRead: (count) => {
        collect?.(count % collectEvery === 0);
        if (tty && count % 100 === 0) process.stdout.write(`\r\x1b[2KReading the posts: ${count}`);
      },
      onProgress: (index, total, path) => {
        collect?.(index % collectEvery === 0);
        if (!tty) return console.log(`[${index}/${total}] ${path}`);
        // A terminal line at most 10 times a second (and the last): the bar costs nothing beside a render.
        const now = Date.now();
        if (now - shown < 100 && index < total) return;
        shown = now;
        process.stdout.write(`\r\x1b[2K${progress(index, total, now)}`);
      },
    });
    if (tty) process.stdout.write('\n');
    for (const skipped of result.skipped) console.log(`skipped: ${skipped.path}: ${skipped.reason}`);
    for (const failure of result.failed) console.error(`failed: ${failure.path}: ${failure.reason}`);
    for (const missing of result.missingPictures) console.log(`missing picture: ${missing.path} → ${missing.target}`);
    for (const link of result.unresolvedLinks) console.log(`unresolved link: ${link.path} → ${link.target}`);
    console.log(
      `Imported ${result.created + result.updated} of ${result.total} files ` +
        `(${result.created} new, ${result.updated} updated, ${result.skipped.length} skipped, ` +
        `${result.failed.length} failed; ${result.missingPictures.length} missing pictures, ` +
        `${result.unresolvedLinks.length} unresolved links).`,
    );
    return result.failed.length > 0 ? 1 : 0;
  } finally {
    await db.db.destroy();
  }
}

/**
 * How many files the import reads between two full garbage collections, in each of its two passes; between them,
 * a young-generation collection after every file. Each post leaves a few MB of garbage (its parse trees, its
 * rendering) that V8 would otherwise let pile up and promote: its heap in use stays ~30 MB, but without these
 * collections the process peaked at ~360 MB at 1,000 posts (issue 20 point 6, budget 300 MB), and with full ones
 * only every 20 files its peak still grew with the run's length (219 MB at 1,000, 260 MB at 10,000 posts). A
 * young collection takes ~1–3 ms, a full one of that heap ~10–20 ms, against ~50–130 ms a file.
 */
const collectEvery = 20;

/**
 * V8's collections made callable without starting node with `--expose-gc`: `collect(true)` a full one,
 * `collect(false)` the young generation only; null when refused.
 */
function fullCollection(): ((full: boolean) => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    if (typeof gc !== 'function') return null;
    return (full) => gc(full ? undefined : { type: 'minor' });
  } catch {
    return null;
  }
}

process.exitCode = await main(process.argv.slice(2));
