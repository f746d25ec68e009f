import {
  fesIdBodySchema,
  fesSaveEventBodySchema,
  fesSaveFestivalBodySchema,
  fesSaveStageBodySchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { deleteEvent, deleteStage, getTimetable, saveEvent, saveFestival, saveStage } from './service.ts';

/**
 * The convention timetable's calls under `/api/lab/` (contracts `lab-fes.ts`, issue 25 point 5): the read is a GET
 * for everyone; the writes are JSON POSTs for the admin, who is checked before the body (a guest 401
 * `not_logged_in`, a user 403 `forbidden`).
 */
export function registerLabFesRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): void {
  const now = () => config.now();
  const adminWrite = (path: string, run: (body: unknown) => Promise<unknown>) =>
    api.post(path, async (request) => {
      const identity = await requireUser(db, rawTokenid(request.body), now());
      if (!identity.isAdmin) throw new ApiError('forbidden');
      return ok(await run(request.body ?? {}));
    });

  api.get('/lab/get_festival.php', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return ok(await getTimetable(db));
  });
  adminWrite('/lab/save_fes_festival.php', async (body) =>
    saveFestival(db, parseInput(fesSaveFestivalBodySchema, body).festival, new Date(now()).toISOString()),
  );
  adminWrite('/lab/save_fes_stage.php', async (body) => saveStage(db, parseInput(fesSaveStageBodySchema, body).stage));
  adminWrite('/lab/delete_fes_stage.php', async (body) => {
    const { id } = parseInput(fesIdBodySchema, body);
    await deleteStage(db, id);
    return { deleted: id };
  });
  adminWrite('/lab/save_fes_event.php', async (body) => saveEvent(db, parseInput(fesSaveEventBodySchema, body).event));
  adminWrite('/lab/delete_fes_event.php', async (body) => {
    const { id } = parseInput(fesIdBodySchema, body);
    await deleteEvent(db, id);
    return { deleted: id };
  });
}
