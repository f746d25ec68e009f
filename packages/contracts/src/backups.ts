import { z } from 'zod/mini';
import { tokenidSchema } from './account.ts';

/**
 * Backups (issue 23 point 6): the admin's page shows the last backup and the archives kept on the server, starts
 * one, downloads or deletes one. Every call needs the admin's token (403 `forbidden` otherwise).
 *
 * | call | input | data |
 * |---|---|---|
 * | POST admin/get_backups.php | tokenid | BackupList |
 * | POST admin/start_backup.php | tokenid | BackupInfo of the new archive (409 `backup_running` while one is written) |
 * | POST admin/download_backup.php | tokenid, name | the archive itself (`application/gzip`, attachment), 404 `backup_not_found` |
 * | POST admin/delete_backup.php | tokenid, name | {deleted: name} (404 `backup_not_found`) |
 *
 * An archive is a gzip-compressed tar: `manifest.json` (BackupManifest) first, then the database (`site.db`, a
 * SQLite copy made with `VACUUM INTO`, or `database.pgdump`, `pg_dump`'s custom format), then the media folder
 * under `media/`. `npm run backup -- <file>` writes the same archive and `npm run restore -- <file>` reads it.
 */

/** The name of an archive kept on the server (`<DATA_DIR>/backups/<name>`): no folders, no dots first. */
export const backupNameSchema = z
  .string()
  .check(z.maxLength(200), z.regex(/^site-[0-9A-Za-z-]+\.tar\.gz$/, 'invalid_input'));

export const backupEngineSchema = z.enum(['sqlite', 'postgres']);
export type BackupEngine = z.infer<typeof backupEngineSchema>;

/** `manifest.json`, the archive's first entry. */
export const backupManifestSchema = z.object({
  format: z.literal('site-backup'),
  /** The archive layout's version; this code reads 1. */
  version: z.literal(1),
  /** The site's version that wrote it. */
  app_version: z.string(),
  /** ISO 8601: when the database copy was taken. */
  created_at: z.string(),
  engine: backupEngineSchema,
  /** The database entry's name: `site.db` (SQLite) or `database.pgdump` (PostgreSQL). */
  database: z.enum(['site.db', 'database.pgdump']),
  media_files: z.number(),
  /** Bytes of the media files, before compression. */
  media_bytes: z.number(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** One archive: its name (file name), size in bytes and when it was written (ISO 8601). */
export const backupInfoSchema = z.object({
  name: z.string(),
  bytes: z.number(),
  created_at: z.string(),
  engine: backupEngineSchema,
  media_files: z.number(),
});
export type BackupInfo = z.infer<typeof backupInfoSchema>;

export const backupListSchema = z.object({
  /** The last backup written (by the page or by `npm run backup`), or null before the first. */
  last: z.nullable(backupInfoSchema),
  /** Whether a backup is being written now. */
  running: z.boolean(),
  /** The archives kept in `<DATA_DIR>/backups`, newest first. */
  files: z.array(backupInfoSchema),
  /** Whether this server can back up its database (false on PostgreSQL when `pg_dump` is not installed). */
  available: z.boolean(),
});
export type BackupList = z.infer<typeof backupListSchema>;

export const backupNameBodySchema = z.object({ tokenid: z.optional(tokenidSchema), name: backupNameSchema });
