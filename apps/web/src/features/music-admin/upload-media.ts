import { type UploadKind, uploadAnswerSchema } from '@site/contracts';
import { apiUrl } from '../../lib/api-client.ts';

/** What an upload ends with: the stored file's address, or the envelope's error code (`network`, `aborted`). */
export type UploadOutcome = { ok: true; url: string } | { ok: false; code: string };

/** Options of `uploadMedia`. */
export interface UploadOptions {
  /** The admin's token (sent before the file, as upload_media.php reads it). */
  tokenid: string;
  /** Called as bytes leave the browser: `fraction` of this upload sent, 0..1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it stops the upload; the outcome is then `{ok: false, code: 'aborted'}`. */
  signal?: AbortSignal;
}

/**
 * Uploads `file` as `kind` to POST archive/music/upload_media.php (multipart: tokenid, kind, then file) with
 * XMLHttpRequest, because fetch cannot report upload progress. Never rejects: a refused file answers the
 * server's code (`too_large` 413, `unsupported_type` 415, `forbidden` 403, `invalid_input` 400), a network
 * failure or an answer that is not an envelope `network`, an abort `aborted`.
 *
 * @example const outcome = await uploadMedia('audio', file, { tokenid, onProgress: setFraction });
 */
export function uploadMedia(
  kind: UploadKind,
  file: File,
  { tokenid, onProgress, signal }: UploadOptions,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, code: 'aborted' });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('archive/music/upload_media.php'));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      let answer: { status?: unknown; message?: unknown; data?: unknown };
      try {
        answer = JSON.parse(xhr.responseText) as typeof answer;
      } catch {
        resolve({ ok: false, code: xhr.status === 413 ? 'too_large' : 'network' });
        return;
      }
      if (answer.status === 'success') {
        const data = uploadAnswerSchema.safeParse(answer.data);
        resolve(data.success ? { ok: true, url: data.data.url } : { ok: false, code: 'network' });
        onProgress?.(1);
      } else {
        resolve({ ok: false, code: typeof answer.message === 'string' ? answer.message : 'network' });
      }
    });
    xhr.addEventListener('error', () => resolve({ ok: false, code: 'network' }));
    xhr.addEventListener('abort', () => resolve({ ok: false, code: 'aborted' }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('tokenid', tokenid);
    form.append('kind', kind);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
