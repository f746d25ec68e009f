import {
  getSongDetailQuerySchema,
  getSongsQuerySchema,
  newSongBodySchema,
  tokenidSchema,
  uploadKindSchema,
} from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { rawTokenid, requireAdmin } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { mediaDirOf } from '../../http/media.ts';
import { registerFileUpload } from '../../http/multipart-parts.ts';
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

  await registerFileUpload(api, {
    url: '/archive/music/upload_media.php',
    maxFileBytes: config.uploadMaxBytes,
    maxFields: 8,
    // The identity and the kind come before the file (FormData keeps the order they were appended).
    store: async (part, fields) => {
      await requireAdmin(db, fields.tokenid, now());
      const { kind } = parseInput(uploadFieldsSchema, fields);
      return storeUpload(mediaDir, kind, part.file, {
        filename: part.filename,
        limitBytes: uploadLimitBytes(kind, config.uploadMaxBytes),
        truncated: () => part.file.truncated,
      });
    },
    checkFields: async (fields) => {
      await requireAdmin(db, fields.tokenid, now());
      parseInput(uploadFieldsSchema, fields);
    },
  });
}
