import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type BackupInfo, type BackupList, backupInfoSchema } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';
import { getSetting, setSiteSettings } from '../../settings/site-settings.ts';
import { type BackupSource, canBackUp, type WrittenBackup, writeBackupArchive } from './archive.ts';

type Db = Kysely<Database>;

/** The site setting holding the last backup written (a BackupInfo), by the page or by `npm run backup`. */
const lastBackupKey = 'last_backup';

/** The folder of the archives the admin page writes: `<dataDir>/backups` (outside `media/`, so never nested). */
export function backupFolderOf(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** The archive name for a backup written at `at`: `site-20261127-210501.tar.gz` (UTC). */
export function backupNameAt(at: Date): string {
  const iso = at.toISOString();
  return `site-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}.tar.gz`;
}

/** The BackupInfo of a written archive called `name`. */
export function backupInfoOf(name: string, written: WrittenBackup): BackupInfo {
  return {
    name,
    bytes: written.bytes,
    created_at: written.created_at,
    engine: written.engine,
    media_files: written.media_files,
  };
}

/** Records `info` as the last backup (shown on the admin page). */
export async function recordBackup(db: Db, info: BackupInfo): Promise<void> {
  await setSiteSettings(db, { [lastBackupKey]: info });
}

/** The last backup recorded, or null. */
async function lastBackup(db: Db): Promise<BackupInfo | null> {
  const parsed = backupInfoSchema.safeParse(await getSetting(db, lastBackupKey));
  return parsed.success ? parsed.data : null;
}

/**
 * The admin's backups (issue 23 point 6): lists and writes archives in `<dataDir>/backups`. One backup at a time
 * per process (a second start while one is written is 409 `backup_running`).
 */
export class BackupService {
  #running: Promise<BackupInfo> | null = null;

  constructor(
    private readonly db: Db,
    private readonly source: BackupSource,
    private readonly options: { appVersion: string; now: () => Date },
  ) {}

  /** The last backup, whether one runs, and the archives kept, newest first. */
  async list(): Promise<BackupList> {
    const folder = backupFolderOf(this.source.dataDir);
    const names = await readdir(folder).catch(() => [] as string[]);
    const files: BackupInfo[] = [];
    const last = await lastBackup(this.db);
    for (const name of names.filter((n) => /^site-[0-9A-Za-z-]+\.tar\.gz$/.test(n))) {
      const info = await stat(join(folder, name)).catch(() => null);
      if (!info?.isFile()) continue;
      files.push(
        last?.name === name
          ? last
          : {
              name,
              bytes: info.size,
              created_at: info.mtime.toISOString(),
              engine: this.source.databaseUrl ? 'postgres' : 'sqlite',
              media_files: 0,
            },
      );
    }
    files.sort((a, b) => b.name.localeCompare(a.name));
    return { last, running: this.#running !== null, files, available: canBackUp(this.source) };
  }

  /**
   * Writes a new archive into the backups folder, records it as the last backup and answers its BackupInfo.
   *
   * @throws ApiError 409 `backup_running` while another backup of this process is written.
   */
  async start(): Promise<BackupInfo> {
    if (this.#running) throw new ApiError('backup_running');
    const at = this.options.now();
    const name = backupNameAt(at);
    const job = (async () => {
      const written = await writeBackupArchive(this.source, join(backupFolderOf(this.source.dataDir), name), {
        appVersion: this.options.appVersion,
        now: () => at,
      });
      const info = backupInfoOf(name, written);
      await recordBackup(this.db, info);
      return info;
    })();
    this.#running = job;
    try {
      return await job;
    } finally {
      this.#running = null;
    }
  }

  /**
   * The path of the kept archive `name` (already checked against `backupNameSchema`).
   *
   * @throws ApiError 404 `backup_not_found` when there is no such archive.
   */
  async pathOf(name: string): Promise<{ path: string; bytes: number }> {
    const path = join(backupFolderOf(this.source.dataDir), name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new ApiError('backup_not_found');
    return { path, bytes: info.size };
  }

  /** Deletes the kept archive `name`. @throws ApiError 404 `backup_not_found`. */
  async remove(name: string): Promise<void> {
    const { path } = await this.pathOf(name);
    await rm(path, { force: true });
  }
}
