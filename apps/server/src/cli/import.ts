import { statSync } from 'node:fs';
import { loadConfigOrReport } from '../config.ts';
import { openDb } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { mediaDirOf } from '../http/media.ts';
import { importArchive } from './import/archive-command.ts';
import { importFolder } from './import/import-folder.ts';
import { importOpmlFile } from './import/opml-command.ts';
import { importWiki } from './import/wiki-command.ts';

/**
 * `npm run import -- <folder>`: imports a folder of Hexo-style Markdown posts into the database named by the
 * environment (DATA_DIR / DATABASE_URL, see config.ts). Migrates, never seeds. Prints progress
 * (`\r[12/15] path` on a terminal, one line per file otherwise), each failure with its reason on stderr, and a
 * summary. Drafts are skipped and listed, not failures. Exit code 0 when every other file imported, 1 when any
 * failed, 2 on bad usage or configuration.
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
    const result = await importFolder(db, folder, {
      siteUrl: config.siteUrl,
      mediaDir: mediaDirOf(config),
      onProgress: (index, total, path) => {
        const line = `[${index}/${total}] ${path}`;
        if (tty) process.stdout.write(`\r\x1b[2K${line}`);
        else console.log(line);
      },
    });
    if (tty) process.stdout.write('\n');
    for (const draft of result.skipped) console.log(`skipped: ${draft.path}: ${draft.reason}`);
    for (const failure of result.failed) console.error(`failed: ${failure.path}: ${failure.reason}`);
    console.log(
      `Imported ${result.created + result.updated} of ${result.total} files ` +
        `(${result.created} new, ${result.updated} updated, ${result.skipped.length} drafts skipped, ` +
        `${result.failed.length} failed).`,
    );
    return result.failed.length > 0 ? 1 : 0;
  } finally {
    await db.db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
