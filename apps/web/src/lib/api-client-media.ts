import {
  type ErrorCode,
  isErrorCode,
  type MediaUploadAnswer,
  mediaUploadAnswerSchema,
  mediaUploadPath,
} from '@site/contracts';
import { apiUrl, type CallFailureCode, parseEnvelope } from './api-client.ts';

/**
 * The api client's upload to the media library (issue 23 points 1 and 3): XMLHttpRequest, because fetch cannot
 * report upload progress. Answers are read with the api client's `parseEnvelope`, so a refused token logs the
 * holder out as for any other call.
 */

/** What an upload ends with: the stored file, or the envelope's error code (`network`, `aborted`). */
export type MediaUploadOutcome =
  | { ok: true; file: MediaUploadAnswer }
  | { ok: false; code: ErrorCode | CallFailureCode | 'aborted' };

/**
 * Uploads `file` to POST media/upload_media.php (multipart: the text field `tokenid` first, then `file`), calling
 * `onProgress` with the fraction sent (0..1) as bytes leave the browser. Never rejects: a refused file answers the
 * server's code (`too_large` 413, `unsupported_type` 415, `forbidden` 403), a network failure or an answer that
 * is not an envelope `network` (a bare 413 from a proxy `too_large`), an abort `aborted`.
 *
 * @example const outcome = await uploadToMediaLibrary(file, { tokenid, onProgress: setFraction });
 */
export function uploadToMediaLibrary(
  file: File,
  options: { tokenid: string; onProgress?: (fraction: number) => void; signal?: AbortSignal },
): Promise<MediaUploadOutcome> {
  const { tokenid, onProgress, signal } = options;
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, code: 'aborted' });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(mediaUploadPath));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    });
    xhr.addEventListener('load', () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        resolve({ ok: false, code: xhr.status === 413 ? 'too_large' : 'network' });
        return;
      }
      const answer = parseEnvelope(json, mediaUploadAnswerSchema, { tokenid });
      if (answer === false) resolve({ ok: false, code: 'network' });
      else if (answer.status !== 'success')
        resolve({ ok: false, code: isErrorCode(answer.message) ? answer.message : 'unknown' });
      else {
        onProgress?.(1);
        resolve({ ok: true, file: answer.data });
      }
    });
    xhr.addEventListener('error', () => resolve({ ok: false, code: 'network' }));
    xhr.addEventListener('abort', () => resolve({ ok: false, code: 'aborted' }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('tokenid', tokenid);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
