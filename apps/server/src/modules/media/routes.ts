import { deleteMediaBodySchema, getMediaBodySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { type Identity, rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { mediaDirOf } from '../../http/media.ts';
import { registerFileUpload } from '../../http/multipart-parts.ts';
import { deleteMedia, listMedia, storeMediaUpload } from './service.ts';

/**
 * Who may use the library: the admin. A guest answers 401 `not_logged_in` (a bad or expired token its own 401),
 * a signed-in user who is not the admin 403 `forbidden`.
 */
async function requireEditor(db: AppDeps['db']['db'], tokenid: string | undefined, now: number): Promise<Identity> {
  const identity = await requireUser(db, tokenid, now);
  if (!identity.isAdmin) throw new ApiError('forbidden');
  return identity;
}

/**
 * The media library's calls (contracts `media.ts`, issue 23 point 3), all for the admin only (`requireEditor`: a guest or a
 * bad token gets its 401, a user 403 `forbidden`, before anything else is read): upload_media.php (multipart: `tokenid`, then
 * `file`), get_media.php and delete_media.php.
 */
export async function registerMediaLibraryRoutes(api: FastifyInstance, { config, db: { db } }: AppDeps) {
  const mediaDir = mediaDirOf(config);
  const now = () => config.now();

  api.post('/media/get_media.php', async (request) => {
    await requireEditor(db, rawTokenid(request.body), now());
    parseInput(getMediaBodySchema, request.body ?? {});
    return ok(await listMedia(db, mediaDir, now()));
  });

  api.post('/media/delete_media.php', async (request) => {
    await requireEditor(db, rawTokenid(request.body), now());
    const { id, force } = parseInput(deleteMediaBodySchema, request.body ?? {});
    return ok(await deleteMedia(db, mediaDir, id, force ?? false), 'media_deleted');
  });

  await registerFileUpload(api, {
    url: '/media/upload_media.php',
    maxFileBytes: config.uploadMaxBytes,
    maxFields: 4,
    store: async (part, fields) => {
      const admin = await requireEditor(db, fields.tokenid, now());
      return storeMediaUpload(db, mediaDir, part.file, {
        filename: part.filename,
        declaredType: part.mimetype,
        uploadMaxBytes: config.uploadMaxBytes,
        uid: admin.uid,
        now: now(),
        truncated: () => part.file.truncated,
      });
    },
    checkFields: async (fields) => {
      await requireEditor(db, fields.tokenid, now());
    },
  });
}
