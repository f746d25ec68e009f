import { resolve } from 'node:path';
import { loadConfigOrReport } from '../config.ts';
import { BackupError, restoreBackupArchive } from '../modules/backups/archive.ts';

/**
 * `npm run restore -- <file.tar.gz>` (issue 23 point 6): restores an archive of `npm run backup` (or of the admin's
 * backups page) into the data folder named by the environment, which must be empty (DATA_DIR; with DATABASE_URL,
 * an empty PostgreSQL database as well). Then `npm start` with the same environment starts the restored site.
 * Exit code 0 when restored, 1 when the restore failed (nothing is left behind), 2 on bad usage or configuration.
 */
async function main(argv: string[]): Promise<number> {
  const [file, ...rest] = argv;
  if (!file || rest.length > 0 || file.startsWith('-')) {
    console.error('Usage: npm run restore -- <file.tar.gz>   (into an empty DATA_DIR)');
    return 2;
  }
  const config = loadConfigOrReport(process.env);
  if (!config) return 2;
  try {
    const manifest = await restoreBackupArchive(resolve(file), config);
    console.log(
      `Restored the backup of ${manifest.created_at} (site ${manifest.app_version}, ${manifest.engine}, ` +
        `${manifest.media_files} media files) into ${config.dataDir}.`,
    );
    return 0;
  } catch (error) {
    console.error(`Restore failed: ${error instanceof BackupError ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
