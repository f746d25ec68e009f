import multipart from '@fastify/multipart';
import {
  getSongDetailQuerySchema,
  getSongsQuerySchema,
  newSongBodySchema,
  tokenidSchema,
  type UploadAnswer,
  uploadKindSchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { rawTokenid, requireAdmin } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { mediaDirOf } from '../../http/media.ts';
import { multipartOverheadBytes, multipartParts } from '../../http/multipart-parts.ts';
import { getSongDetail, listSongs, saveSong } from './service.ts';
import { storeUpload, sweepStaleUploads, uploadLimitBytes } from './upload.ts';

/** The form fields upload_media.php reads before the file part. */
const uploadFieldsSchema = z.object({ tokenid: z.optional(tokenidSchema), kind: uploadKindSchema });

/**
 * Song and media-upload calls (contracts `music.ts`): the song detail and list for everyone; new_song.php
 * and upload_media.php for the admin only (guests and users get 403 `forbidden`).
 */
export async function registerMusicRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps): Promise<void> {
  const now = () => config.now();
  const mediaDir = mediaDirOf(config);
  // Uploads cut short by a stopped process would otherwise stay on disk for ever.
  await sweepStaleUploads(mediaDir, now());

  api.get('/archive/music/get_song_detail.php', async (request) => {
    const { song_id } = parseInput(getSongDetailQuerySchema, request.query);
    return ok(await getSongDetail(db, song_id));
  });

  // Which upstreams are set up (issue 19): the music pages advertise only these.
  api.get('/archive/music/get_sources.php', async () =>
    ok({ ncm: Boolean(config.ncmApiBase), meting: Boolean(config.metingApiBase) }),
  );

  api.get('/archive/music/get_songs.php', async (request) => {
    const { page, page_size } = parseInput(getSongsQuerySchema, request.query);
    return ok(await listSongs(db, page, page_size));
  });

  // [API-24] [ROLE-08] The admin's metadata save (form-urlencoded).
  api.post('/archive/music/new_song.php', async (request) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    await requireAdmin(db, rawTokenid(raw), now());
    const body = parseInput(newSongBodySchema, raw);
    return ok(await saveSong(db, body, new Set(Object.keys(raw)), { now: now(), mediaDir }), 'song_saved');
  });

  // Multipart parsing lives in its own scope so that no other call accepts multipart bodies.
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 10 },
    });
    scope.post('/archive/music/upload_media.php', async (request, reply) => {
      // An honest Content-Length already says the file cannot fit: refuse before reading it.
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > config.uploadMaxBytes + multipartOverheadBytes) throw new ApiError('too_large');
      if (!request.isMultipart()) {
        throw new ApiError(
          'invalid_input',
          { field: 'file', issues: [{ field: 'file', message: 'must be multipart/form-data' }] },
          400,
        );
      }
      const fields: Record<string, string> = {};
      let answer: UploadAnswer | undefined;
      const parts = multipartParts(() => request.parts());
      for await (const part of parts) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (answer !== undefined || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        // The identity and the kind come before the file (FormData keeps the order they were appended).
        await requireAdmin(db, fields.tokenid, now());
        const { kind } = parseInput(uploadFieldsSchema, fields);
        answer = await storeUpload(mediaDir, kind, part.file, {
          filename: part.filename,
          limitBytes: uploadLimitBytes(kind, config.uploadMaxBytes),
          truncated: () => part.file.truncated,
        });
      }
      if (answer === undefined) {
        await requireAdmin(db, fields.tokenid, now());
        parseInput(uploadFieldsSchema, fields);
        throw new ApiError(
          'invalid_input',
          { field: 'file', issues: [{ field: 'file', message: 'is required' }] },
          400,
        );
      }
      return reply.send(ok(answer, 'uploaded'));
    });
  });
}
