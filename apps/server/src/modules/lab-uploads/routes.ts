import { labDeleteBodySchema, labUploadsBodySchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { rawTokenid, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok, parseInput } from '../../http/envelope.ts';
import { mediaDirOf } from '../../http/media.ts';
import { registerFileUpload } from '../../http/multipart-parts.ts';
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

  await registerFileUpload(api, {
    url: '/lab/upload_file.php',
    maxFileBytes: largest,
    maxFields: 4,
    store: async (part, fields) => {
      const user = await requireUser(db, fields.tokenid, now());
      return storeLabUpload(db, dialect, mediaDir, part.file, {
        filename: part.filename,
        declaredType: part.mimetype,
        uid: user.uid,
        now: now(),
        uploadMaxBytes: config.uploadMaxBytes,
        truncated: () => part.file.truncated,
      });
    },
    checkFields: async (fields) => {
      await requireUser(db, fields.tokenid, now());
    },
  });
}
