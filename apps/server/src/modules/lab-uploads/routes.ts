import multipart from '@fastify/multipart';
import { type LabUpload, labDeleteBodySchema, labUploadsBodySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ApiError, ok, parseInput } from '../../http/envelope.ts';
import { mediaDirOf } from '../../http/media.ts';
import { multipartOverheadBytes, multipartParts } from '../../http/multipart-parts.ts';
import { deleteLabUpload, labLimitBytes, listLabUploads, startLabSweeper, storeLabUpload } from './service.ts';

/**
 * The laboratory's upload playground (contracts `lab-uploads.ts`, issue 24 point 2, ROUTE-42): upload_file.php
 * (multipart: `tokenid`, then `file`), get_my_uploads.php and delete_upload.php, for any signed-in user (a guest or
 * a bad token gets its 401 before anything else is read); and the sweep deleting files 24 hours after their upload
 * (on start, then on a timer; stopped when the app closes).
 */
export async function registerLabUploadRoutes(api: FastifyInstance, { config, db: { db, dialect } }: AppDeps) {
  const mediaDir = mediaDirOf(config);
  const now = () => config.now();
  const largest = labLimitBytes(undefined, config.uploadMaxBytes);

  let sweeper: ReturnType<typeof startLabSweeper> | undefined;
  api.addHook('onReady', async () => {
    sweeper = startLabSweeper(db, mediaDir, {
      now,
      onError: (error) => api.log.error({ err: error }, 'sweeping expired lab uploads failed; tried again later'),
    });
    await sweeper.started;
  });
  api.addHook('onClose', async () => sweeper?.stop());

  api.post('/lab/get_my_uploads.php', async (request) => {
    const user = await requireUser(db, rawTokenid(request.body), now());
    parseInput(labUploadsBodySchema, request.body ?? {});
    return ok(await listLabUploads(db, user.uid, now()));
  });

  api.post('/lab/delete_upload.php', async (request) => {
    const user = await requireUser(db, rawTokenid(request.body), now());
    const { id } = parseInput(labDeleteBodySchema, request.body ?? {});
    return ok(await deleteLabUpload(db, mediaDir, user.uid, id, now()), 'upload_deleted');
  });

  // Multipart parsing lives in its own scope so that no other call accepts multipart bodies.
  await api.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: largest, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post('/lab/upload_file.php', async (request, reply) => {
      // An honest Content-Length already says the file cannot fit: refuse before reading it.
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > largest + multipartOverheadBytes) throw new ApiError('too_large');
      if (!request.isMultipart()) {
        throw new ApiError(
          'invalid_input',
          { field: 'file', issues: [{ field: 'file', message: 'must be multipart/form-data' }] },
          400,
        );
      }
      const fields: Record<string, string> = {};
      let answer: LabUpload | undefined;
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
        const user = await requireUser(db, fields.tokenid, now());
        answer = await storeLabUpload(db, dialect, mediaDir, part.file, {
          filename: part.filename,
          declaredType: part.mimetype,
          uid: user.uid,
          now: now(),
          uploadMaxBytes: config.uploadMaxBytes,
          truncated: () => part.file.truncated,
        });
      }
      if (answer === undefined) {
        await requireUser(db, fields.tokenid, now());
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
