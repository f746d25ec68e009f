import { statSync, writeFileSync } from 'node:fs';
import { type ArchiveImportResult, exportArchive, importArchiveItems } from '../../modules/archive/write-service.ts';
import { withConfiguredDb } from '../with-db.ts';
import { readImdb } from './archive-imdb.ts';
import { readArchiveJson } from './archive-json.ts';
import { readLetterboxd, type SourceRead } from './archive-letterboxd.ts';
import { mergeImported } from './archive-merge.ts';
import type { CommandOutput } from './wiki-command.ts';

const consoleOutput: CommandOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

/** The sources `npm run import` reads into the archive, and what each path names. */
export type ArchiveSource = 'letterboxd' | 'imdb' | 'archive';

/** The width of the terminal progress bar, in characters. */
const barWidth = 30;

/** `[######------] 120/300` for a terminal line. */
export function progressBar(done: number, total: number): string {
  const filled = total === 0 ? barWidth : Math.round((done / total) * barWidth);
  return `[${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ${done}/${total}`;
}

/**
 * `npm run import -- --letterboxd <folder>` / `--imdb <ratings.csv>` / `--archive <file.json>`: reads the source
 * (`readLetterboxd`, `readImdb`, `readArchiveJson`) and stores its items in the archive of the database named by
 * the environment (migrates, never seeds) in one transaction. A Letterboxd or IMDb item found again by its URI or
 * id is merged (`mergeImported`); an export's item replaces the one with its id. Prints a progress bar when stdout
 * is a terminal, then every skipped row with its reason and a summary of created / updated / unchanged items and
 * skipped rows. Exit code 0 when every row was taken, 1 when any was skipped or the source could not be read, 2 on
 * bad usage or configuration.
 *
 * @param env the environment the configuration is read from
 */
export async function importArchive(
  source: ArchiveSource,
  path: string,
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = consoleOutput,
): Promise<number> {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (source === 'letterboxd' ? !stat?.isDirectory() : !stat?.isFile()) {
    out.error(`${source === 'letterboxd' ? 'Not a folder' : 'Not a file'}: ${path}`);
    return 2;
  }
  let read: SourceRead;
  try {
    read = source === 'letterboxd' ? readLetterboxd(path) : source === 'imdb' ? readImdb(path) : readArchiveJson(path);
  } catch (error) {
    out.error(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  return withConfiguredDb(env, async (db) => {
    const tty = out === consoleOutput && process.stdout.isTTY === true;
    const started = performance.now();
    const result = await importArchiveItems(db.db, read.entries, {
      now: new Date().toISOString(),
      ...(source !== 'archive' && {
        merge: (stored, incoming) => mergeImported(stored, incoming, { typeKnown: source === 'imdb' }),
      }),
      onProgress: (done, total) => {
        if (tty && (done % 50 === 0 || done === total)) process.stdout.write(`\r\x1b[2K${progressBar(done, total)}`);
      },
    });
    if (tty) process.stdout.write('\n');
    printArchiveImport(read, result, (performance.now() - started) / 1000, out);
    return read.skipped.length > 0 ? 1 : 0;
  });
}

/** Prints each skipped row (`file:line: reason`) and one summary line with the time taken in seconds. */
export function printArchiveImport(
  read: SourceRead,
  result: ArchiveImportResult,
  seconds: number,
  out: CommandOutput = consoleOutput,
): void {
  for (const skip of read.skipped) out.log(`skipped: ${skip.file}:${skip.line}: ${skip.reason}`);
  out.log(
    `Read ${read.rows} rows into ${read.entries.length} items in ${seconds.toFixed(1)} s: ` +
      `${result.created.length} created, ${result.updated.length} updated, ${result.unchanged.length} unchanged; ` +
      `${read.skipped.length} rows skipped.`,
  );
}

/**
 * `npm run export -- --archive <file.json>`: writes the whole archive as JSON (`exportArchive`: `{format,
 * version, exported_at, items}`), which `--archive` imports back. Exit code 0 when written, 2 on bad usage or
 * configuration; a file system error throws.
 */
export async function exportArchiveFile(
  path: string,
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = consoleOutput,
): Promise<number> {
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
    out.error(`A folder, not a file: ${path}`);
    return 2;
  }
  return withConfiguredDb(env, async (db) => {
    const archive = await exportArchive(db.db, new Date().toISOString());
    writeFileSync(path, `${JSON.stringify(archive, null, 2)}\n`);
    out.log(`Exported ${archive.items.length} archive items to ${path}.`);
    return 0;
  });
}
