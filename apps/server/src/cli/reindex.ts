import { reindex } from './reindex/reindex-command.ts';

/**
 * `npm run reindex`: rebuilds the site search's index (issue 22) of the database named by the environment
 * (`reindex`, cli/reindex/reindex-command.ts). Takes no arguments.
 */
if (process.argv.length > 2) {
  console.error('Usage: npm run reindex');
  process.exitCode = 2;
} else process.exitCode = await reindex();
