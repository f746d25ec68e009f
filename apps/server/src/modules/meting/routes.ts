import { metingQuerySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { parseInput } from '../../http/envelope.ts';
import { sendMedia } from '../../upstream/send-media.ts';
import { metingService } from './service.ts';

/**
 * `GET meting/?server=&type=&id=` (contracts `ncm.ts`): lists and lyrics in the Meting format with the
 * upstream's HTTP status; media (`url`, `pic`, `cover`) redirected or streamed. Bad query 400, no
 * METING_API_BASE 503, upstream down 502, too slow 504 (envelopes).
 */
export function registerMetingRoutes(api: FastifyInstance, { config }: AppDeps): void {
  const meting = metingService({
    base: config.metingApiBase,
    timeoutMs: config.upstreamTimeoutMs,
    siteUrl: config.siteUrl,
  });

  api.get('/meting/', async (request, reply) => {
    const query = parseInput(metingQuerySchema, request.query);
    if (query.type === 'url' || query.type === 'pic' || query.type === 'cover') {
      const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
      const media = await meting.media(query, range);
      if ('redirect' in media) return reply.redirect(media.redirect, 302);
      return sendMedia(reply, media.response);
    }
    const answer = await meting.json(query);
    reply.status(answer.status);
    return answer.body;
  });
}
