import { createReadStream } from 'node:fs';
import { backupNameBodySchema, tokenBodySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { rawTokenid, requireAdmin } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { version } from '../../version.ts';
import { BackupService } from './service.ts';

/**
 * The admin's backup calls (contracts `backups.ts`, issue 23 point 6). Identity is checked before the body is
 * read, so a guest learns nothing about the backups from the validation errors.
 */
export function registerBackupRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): void {
  const now = () => config.now();
  const backups = new BackupService(
    db,
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl },
    { appVersion: version, now: () => new Date(now()) },
  );

  api.post('/admin/get_backups.php', async (request) => {
    await requireAdmin(db, rawTokenid(request.body), now());
    parseInput(tokenBodySchema, request.body ?? {});
    return ok(await backups.list());
  });

  api.post('/admin/start_backup.php', async (request) => {
    await requireAdmin(db, rawTokenid(request.body), now());
    parseInput(tokenBodySchema, request.body ?? {});
    return ok(await backups.start(), 'backup_written');
  });

  api.post('/admin/download_backup.php', async (request, reply) => {
    await requireAdmin(db, rawTokenid(request.body), now());
    const { name } = parseInput(backupNameBodySchema, request.body ?? {});
    const { path, bytes } = await backups.pathOf(name);
    return reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Length', String(bytes))
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(path));
  });

  api.post('/admin/delete_backup.php', async (request) => {
    await requireAdmin(db, rawTokenid(request.body), now());
    const { name } = parseInput(backupNameBodySchema, request.body ?? {});
    await backups.remove(name);
    return ok({ deleted: name }, 'backup_deleted');
  });
}
