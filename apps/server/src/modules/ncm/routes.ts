import { ncmIdQuerySchema, ncmIdsQuerySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps.ts';
import { parseInput } from '../../http/envelope.ts';
import { sendMedia } from '../../upstream/send-media.ts';
import type { UpstreamJson } from '../../upstream/upstream.ts';
import { ncmServiceFor } from './service.ts';

/**
 * The NCM pass-through calls (contracts `ncm.ts`): answers in the NeteaseCloudMusicApi format with the
 * upstream's own HTTP status; bad ids 400, no NCM_API_BASE 503, upstream down 502, too slow 504 (envelopes).
 */
export function registerNcmRoutes(api: FastifyInstance, { config }: AppDeps): void {
  const ncm = ncmServiceFor(config);
  const pass = (answer: UpstreamJson) => answer.body;

  // [API-14, API-15, API-16] the audio address of a song; expiring, so never cached.
  api.get('/ncm/song/', async (request, reply) => {
    const { id } = parseInput(ncmIdQuerySchema, request.query);
    const answer = await ncm.songUrl(id);
    reply.status(answer.status).header('cache-control', 'no-store');
    return pass(answer);
  });

  api.get('/ncm/lyric/', async (request, reply) => {
    const { id } = parseInput(ncmIdQuerySchema, request.query);
    const answer = await ncm.lyric(id);
    reply.status(answer.status);
    return pass(answer);
  });

  api.get('/ncm/playlist/', async (request, reply) => {
    const { id } = parseInput(ncmIdQuerySchema, request.query);
    const answer = await ncm.playlist(id);
    reply.status(answer.status);
    return pass(answer);
  });

  api.get('/ncm/radio/', async (request, reply) => {
    const { id } = parseInput(ncmIdQuerySchema, request.query);
    const answer = await ncm.radio(id);
    reply.status(answer.status);
    return pass(answer);
  });

  api.get('/ncm/song_detail/', async (request, reply) => {
    const { ids } = parseInput(ncmIdsQuerySchema, request.query);
    const answer = await ncm.songDetail(ids);
    reply.status(answer.status);
    return pass(answer);
  });

  // The audio of a song whose address lies on the upstream itself (ncm/song/ points here).
  api.get('/ncm/audio/', async (request, reply) => {
    const { id } = parseInput(ncmIdQuerySchema, request.query);
    const range = typeof request.headers.range === 'string' ? request.headers.range : undefined;
    const media = await ncm.audio(id, range);
    if ('redirect' in media) return reply.redirect(media.redirect, 302);
    return sendMedia(reply, media.response);
  });
}
