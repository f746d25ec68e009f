import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { buildOpml, importOpmlEntries, OpmlError, readOpml } from '../../modules/links/opml.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { withConfiguredDb } from '../with-db.ts';
import type { CommandOutput } from './wiki-command.ts';

const consoleOutput: CommandOutput = { log: (line) => console.log(line), error: (line) => console.error(line) };

/**
 * `npm run import -- --opml <file>`: reads an OPML file (this site's `/links.opml`, or a feed reader's export) into
 * the links of the database named by the environment (migrates, never seeds), in one transaction: classes by
 * name, an entry whose link is stored already updated, others added (`readOpml`, `importOpmlEntries`). A
 * malformed or invalid file is refused whole with its reason and changes nothing. Exit code 0 when imported, 1
 * when the file cannot be read or is refused, 2 on bad usage or configuration.
 *
 * @param env the environment the configuration is read from
 */
export async function importOpmlFile(
  path: string,
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = consoleOutput,
): Promise<number> {
  if (!statSync(path, { throwIfNoEntry: false })?.isFile()) {
    out.error(`Not a file: ${path}`);
    return 2;
  }
  let entries: ReturnType<typeof readOpml>;
  try {
    entries = readOpml(readFileSync(path, 'utf8'));
  } catch (error) {
    if (!(error instanceof OpmlError)) throw error;
    out.error(`Cannot import ${path}: ${error.message}. Nothing was changed.`);
    return 1;
  }
  return withConfiguredDb(env, async (db) => {
    const result = await importOpmlEntries(db.db, entries, new Date().toISOString());
    out.log(
      `Imported ${entries.length} links from ${path}: ${result.created} created, ${result.updated} updated, ` +
        `${result.classes} new classes.`,
    );
    return 0;
  });
}

/**
 * `npm run export -- --opml <file>`: writes every link (the followed sites, friends and other links, by class) as
 * OPML 2.0, the document `GET /links.opml` serves and `--opml` imports back. Exit code 0 when written, 2 on bad
 * usage or configuration.
 */
export async function exportOpmlFile(
  path: string,
  env: NodeJS.ProcessEnv = process.env,
  out: CommandOutput = consoleOutput,
): Promise<number> {
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
    out.error(`A folder, not a file: ${path}`);
    return 2;
  }
  return withConfiguredDb(env, async (db) => {
    const info = await getSiteInfo(db.db);
    writeFileSync(path, await buildOpml(db.db, info.name, Date.now()));
    out.log(`Exported the links to ${path}.`);
    return 0;
  });
}
