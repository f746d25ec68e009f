import {
  archiveAddViewingBodySchema,
  archiveExportBodySchema,
  archiveIdBodySchema,
  archiveItemQuerySchema,
  archiveListQuerySchema,
  archiveOverviewQuerySchema,
  archiveSaveBodySchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCachedRead } from '../../http/answer-cache.ts';
import { rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, found, ok, parseInput } from '../../http/envelope.ts';
import { archiveCsv } from './csv-export.ts';
import { archiveCountCacheFor, archiveReadCacheFor, clearArchiveReadCache } from './read-cache.ts';
import { archiveOverview, getArchiveItem, listArchiveItems } from './service.ts';
import { addArchiveViewing, deleteArchiveItem, exportArchive, saveArchiveItem } from './write-service.ts';

/**
 * The archive calls under `/api/archive/` (contracts `archive.ts`). Reads are for everyone [ROLE-01]; writes are
 * the admin's: the identity is checked before the body is validated (a guest 401, a user 403).
 */
export function registerArchiveRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): void {
  const now = () => config.now();
  const requireOwner = async (body: unknown) => {
    const identity = await requireUser(db, rawTokenid(body), now());
    if (!identity.isAdmin) throw new ApiError('forbidden');
  };

  // The reads, as the wiki's get_item: an address answered before is served from the cache (only answers to
  // queries that passed their schema are stored); anything else validates, reads and caches.
  const cache = archiveReadCacheFor(db);
  const counts = archiveCountCacheFor(db);
  const cachedRead = (path: string, load: (query: unknown) => Promise<unknown>) =>
    registerCachedRead(api, cache, path, load);

  cachedRead('/archive/get_items.php', async (query) =>
    listArchiveItems(db, parseInput(archiveListQuerySchema, query), counts),
  );

  cachedRead('/archive/get_item.php', async (query) => {
    const { id } = parseInput(archiveItemQuerySchema, query);
    return found(await getArchiveItem(db, id));
  });

  cachedRead('/archive/get_overview.php', async (query) => {
    const { year, kind } = parseInput(archiveOverviewQuerySchema, query);
    return archiveOverview(db, year ?? new Date(now()).getUTCFullYear(), kind);
  });

  /** Runs a write, then forgets the cached reads: any write may change any list page and the overview. */
  const write = async <T>(run: Promise<T>): Promise<T> => {
    try {
      return await run;
    } finally {
      clearArchiveReadCache(db);
    }
  };

  api.post('/archive/save_item.php', async (request) => {
    await requireOwner(request.body);
    const { item } = parseInput(archiveSaveBodySchema, request.body ?? {});
    return ok(await write(saveArchiveItem(db, item, new Date(now()).toISOString())));
  });

  api.post('/archive/delete_item.php', async (request) => {
    await requireOwner(request.body);
    const { id } = parseInput(archiveIdBodySchema, request.body ?? {});
    await write(deleteArchiveItem(db, id));
    return ok({ deleted: id });
  });

  api.post('/archive/add_viewing.php', async (request) => {
    await requireOwner(request.body);
    const body = parseInput(archiveAddViewingBodySchema, request.body ?? {});
    const today = new Date(now()).toISOString().slice(0, 10);
    const viewing = { date: body.date ?? today, rewatch: body.rewatch };
    return ok(await write(addArchiveViewing(db, body.id, viewing, new Date(now()).toISOString())));
  });

  api.post('/archive/export.php', async (request, reply) => {
    await requireOwner(request.body);
    const { format } = parseInput(archiveExportBodySchema, request.body ?? {});
    const stamp = new Date(now()).toISOString();
    const file = `archive-${stamp.slice(0, 10)}.${format}`;
    const archive = await exportArchive(db, stamp);
    reply.header('Content-Disposition', `attachment; filename="${file}"`).header('X-Content-Type-Options', 'nosniff');
    if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(archiveCsv(archive.items));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(archive, null, 2));
  });
}
