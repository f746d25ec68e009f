import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { found, ok } from '../../http/envelope.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { randomBackground } from './service.ts';

/** `/api/site/get_site_info.php` and `/api/site/get_background.php` (contracts `site.ts`). */
export function registerSiteRoutes(api: FastifyInstance, { db: { db } }: AppDeps): void {
  api.get('/site/get_site_info.php', async () => ok(await getSiteInfo(db)));
  // An empty pool answers the generic 404 envelope; the home page then keeps its plain backdrop.
  api.get('/site/get_background.php', async () => ok(found(await randomBackground(db))));
}
