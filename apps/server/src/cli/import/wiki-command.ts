import { statSync } from 'node:fs';
import type { Db } from '../../db/index.ts';
import { mediaDirOf } from '../../http/media.ts';
import { withConfiguredDb } from '../with-db.ts';
import { exportWikiVault } from './wiki-export.ts';
import { importWikiVault, type WikiImportResult } from './wiki-import.ts';

/** Where the commands write: the normal lines and the problems (stderr). */
export type CommandOutput = { log: (line: string) => void; error: (line: string) => void };
const consoleOutput: CommandOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

/**
 * `npm run import -- --wiki <folder>`: imports a vault into the wiki of the database named by the environment
 * (DATA_DIR / DATABASE_URL, see config.ts; migrates, never seeds), copying attached files to DATA_DIR/media/wiki.
 * Prints progress like the blog import, then `printWikiImport`'s report. Exit code 0 when every note imported, 1
 * when any failed, 2 on bad usage or configuration.
 *
 * @param env the environment the configuration is read from
 */
export async function importWiki(
  folder: string,
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = consoleOutput,
): Promise<number> {
  return withDb(folder, 'import', env, out, async (db, mediaDir) => {
    const tty = out === consoleOutput && process.stdout.isTTY === true;
    const started = performance.now();
    const result = await importWikiVault(db, folder, {
      mediaDir,
      onProgress: (index, total, path) => {
        const line = `[${index}/${total}] ${path}`;
        if (tty) process.stdout.write(`\r\x1b[2K${line}`);
        else out.log(line);
      },
      onWrite: (pages) => {
        if (tty) process.stdout.write('\n');
        out.log(`Writing ${pages} pages and resolving their wikilinks…`);
      },
    });
    printWikiImport(result, (performance.now() - started) / 1000, out);
    return result.failed.length > 0 ? 1 : 0;
  });
}

/**
 * `npm run export -- --wiki <folder>`: writes every wiki page to `<folder>/<id>.md` and the wiki's media beside
 * them (`exportWikiVault`). Exit code 0 when written, 2 on bad usage or configuration; a file system error throws.
 */
export async function exportWiki(
  folder: string,
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = consoleOutput,
): Promise<number> {
  return withDb(folder, 'export', env, out, async (db, mediaDir) => {
    const result = await exportWikiVault(db, folder, mediaDir);
    out.log(`Exported ${result.pages} pages to ${folder}${result.media ? ', with the wiki media beside them' : ''}.`);
    return 0;
  });
}

/**
 * Prints what an import did: each failed note and dropped value, each unresolved wikilink (`from → [[target]]`)
 * and each missing file, then one summary line with the time taken in seconds.
 */
export function printWikiImport(result: WikiImportResult, seconds: number, out: CommandOutput = consoleOutput): void {
  for (const failure of result.failed) out.error(`failed: ${failure.path}: ${failure.reason}`);
  for (const drop of result.dropped) out.log(`dropped: ${drop.path}: ${drop.reason}`);
  for (const link of result.unresolved) out.log(`unresolved: ${link.from} → [[${link.target}]]`);
  for (const file of result.missingFiles)
    out.log(`missing file: ${file.from ? `${file.from} → ` : ''}${file.target} (${file.reason})`);
  const imported = result.created.length + result.updated.length + result.unchanged.length;
  out.log(
    `Imported ${imported} of ${result.total} notes in ${seconds.toFixed(1)} s ` +
      `(${result.created.length} new, ${result.updated.length} updated, ${result.unchanged.length} unchanged, ` +
      `${result.failed.length} failed); ${result.copied} files copied to media; ` +
      `${result.unresolved.length} wikilinks and ${result.missingFiles.length} files not found.`,
  );
}

/** Checks the folder argument, opens and migrates the configured database, runs `work`, closes the database. */
async function withDb(
  folder: string,
  mode: 'import' | 'export',
  env: NodeJS.ProcessEnv,
  out: CommandOutput,
  work: (db: Db, mediaDir: string) => Promise<number>,
): Promise<number> {
  const stat = statSync(folder, { throwIfNoEntry: false });
  if (mode === 'import' ? !stat?.isDirectory() : stat !== undefined && !stat.isDirectory()) {
    out.error(`Not a folder: ${folder}`);
    return 2;
  }
  return withConfiguredDb(env, (db, config) => work(db, mediaDirOf(config)));
}
