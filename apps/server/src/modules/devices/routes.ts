import {
  checkDeviceBodySchema,
  getPageViewsBodySchema,
  newDeviceBodySchema,
  viewPageBodySchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { identify, rawTokenid, requireAdmin } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { checkDevice, newDevice, pageViewsPerDay, viewPage } from './service.ts';

/** The device and page-view calls of spec section 7 [API-09..11] and the admin's page-view counts. */
export function registerDeviceRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): void {
  api.post('/account/new_device.php', async (request) => {
    const body = parseInput(newDeviceBodySchema, request.body ?? {});
    return ok(await newDevice(db, body.user_agent, config.now()));
  });

  api.post('/account/check_device.php', async (request) => {
    const body = parseInput(checkDeviceBodySchema, request.body ?? {});
    return ok(await checkDevice(db, body.user_agent, body.device_id, config.now()));
  });

  api.post('/account/view_page.php', async (request) => {
    const body = parseInput(viewPageBodySchema, request.body ?? {});
    // A view is counted even with a stale token: it is then a guest's view.
    const identity = await identify(db, body.tokenid, config.now()).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    await viewPage(db, { path: body.url, deviceId: body.device_id, uid: identity?.uid ?? null }, config.now());
    return ok(null);
  });

  api.post('/account/get_page_views.php', async (request) => {
    await requireAdmin(db, rawTokenid(request.body), config.now());
    const body = parseInput(getPageViewsBodySchema, request.body ?? {});
    return ok(await pageViewsPerDay(db, body.days, config.now()));
  });
}
