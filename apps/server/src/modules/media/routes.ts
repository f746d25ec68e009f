import multipart from '@fastify/multipart';
import { deleteMediaBodySchema, getMediaBodySchema, type MediaUploadAnswer } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { type Identity, rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { mediaDirOf } from '../../http/media.ts';
import { multipartOverheadBytes, multipartParts } from '../../http/multipart-parts.ts';
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

  // Multipart parsing lives in its own scope so that no other call accepts multipart bodies.
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post('/media/upload_media.php', async (request, reply) => {
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
      let answer: MediaUploadAnswer | undefined;
      for await (const part of multipartParts(() => request.parts())) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (answer !== undefined || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        // The identity comes before the file (FormData keeps the order fields were appended in).
        const admin = await requireEditor(db, fields.tokenid, now());
        answer = await storeMediaUpload(db, mediaDir, part.file, {
          filename: part.filename,
          declaredType: part.mimetype,
          uploadMaxBytes: config.uploadMaxBytes,
          uid: admin.uid,
          now: now(),
          truncated: () => part.file.truncated,
        });
      }
      if (answer === undefined) {
        await requireEditor(db, fields.tokenid, now());
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
