import { exportArchiveFile } from './import/archive-command.ts';
import { exportOpmlFile } from './import/opml-command.ts';
import { exportWiki } from './import/wiki-command.ts';

/**
 * `npm run export -- --wiki <folder>`: writes the wiki of the database named by the environment (DATA_DIR /
 * DATABASE_URL, see config.ts) to `<folder>` as Markdown notes with their pictures (`exportWiki`), a vault that
 * `npm run import -- --wiki <folder>` reads back. Exit code 0 when written, 2 on bad usage or configuration.
 *
 * `npm run export -- --archive <file.json>`: writes the archive as JSON (`exportArchiveFile`), which
 * `npm run import -- --archive <file.json>` reads back.
 *
 * `npm run export -- --opml <file.opml>`: writes the links as OPML (`exportOpmlFile`), which
 * `npm run import -- --opml <file.opml>` reads back.
 */
async function main(argv: string[]): Promise<number> {
  if (argv[0] === '--wiki' && argv.length === 2 && argv[1]) return exportWiki(argv[1]);
  if (argv[0] === '--archive' && argv.length === 2 && argv[1]) return exportArchiveFile(argv[1]);
  if (argv[0] === '--opml' && argv.length === 2 && argv[1]) return exportOpmlFile(argv[1]);
  console.error(
    [
      'Usage: npm run export -- --wiki <folder>',
      '       npm run export -- --archive <file.json>',
      '       npm run export -- --opml <file.opml>',
    ].join('\n'),
  );
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
