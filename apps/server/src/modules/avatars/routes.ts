import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError } from '../../http/envelope.ts';
import { mediaDirOf } from '../../http/media.ts';
import { avatarHashPattern, avatarStore } from './service.ts';

/**
 * `GET /api/avatar/<sha-256 hex>`: a commenter's Gravatar picture, fetched and kept by the server (`service.ts`),
 * cached a day by browsers. 404 `not_found` when none can be had (a bad hash, the service unreachable or slow):
 * the page then shows the nickname's first letter [ACCT-40].
 */
export function registerAvatarRoutes(api: FastifyInstance, { config }: AppDeps): void {
  const store = avatarStore({ ...config.avatars, mediaDir: mediaDirOf(config), now: config.now });
  api.get<{ Params: { hash: string } }>('/avatar/:hash', async (request, reply) => {
    const { hash } = request.params;
    const avatar = avatarHashPattern.test(hash) ? await store.get(hash) : undefined;
    if (!avatar) throw new ApiError('not_found', null, 404);
    return reply
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .type(avatar.type)
      .send(avatar.body);
  });
}
