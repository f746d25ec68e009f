import { resolve } from 'node:path';
import { loadConfigOrReport } from '../config.ts';
import { openDb } from '../db/index.ts';
import { BackupError, writeBackupArchive } from '../modules/backups/archive.ts';
import { backupInfoOf, recordBackup } from '../modules/backups/service.ts';
import { version } from '../version.ts';

/**
 * `npm run backup -- <file.tar.gz>` (issue 23 point 6): writes a consistent copy of the database named by the
 * environment (DATA_DIR / DATABASE_URL, see config.ts) and of `<DATA_DIR>/media` into one archive, while the site
 * may be running (SQLite: `VACUUM INTO`; PostgreSQL: `pg_dump`), and records it as the last backup, which the
 * admin's backups page shows. Exit code 0 when written, 1 when the backup failed, 2 on bad usage or configuration.
 */
async function main(argv: string[]): Promise<number> {
  const [file, ...rest] = argv;
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error('Usage: npm run backup -- <file.tar.gz>');
    return 2;
  }
  const config = loadConfigOrReport(process.env);
  if (!config) return 2;
  const target = resolve(file);
  try {
    const written = await writeBackupArchive(config, target, { appVersion: version });
    const db = openDb(config);
    try {
      await recordBackup(db.db, backupInfoOf(target.split('/').at(-1) ?? target, written));
    } finally {
      await db.db.destroy();
    }
    console.log(
      `Backup written to ${target}: ${written.engine} database and ${written.media_files} media files, ` +
        `${(written.bytes / 1e6).toFixed(1)} MB.`,
    );
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${error instanceof BackupError ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
