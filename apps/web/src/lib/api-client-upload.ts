import {
  type ErrorCode,
  isErrorCode,
  type LabUpload,
  labUploadPath,
  labUploadSchema,
  type MediaUploadAnswer,
  mediaUploadAnswerSchema,
  mediaUploadPath,
  type UploadKind,
  uploadAnswerSchema,
} from '@site/contracts';
import { apiUrl, type CallFailureCode, parseEnvelope } from './api-client.ts';

/**
 * The api client's upload call: the only user of XMLHttpRequest (STYLE.md "Boundaries"), because fetch cannot
 * report upload progress. Answers are read with the api client's `parseEnvelope`, so a refused token logs the
 * holder out as for any other call (`onTokenRejected`).
 */

/** What an upload ends with: the stored file's address, or the envelope's error code (`network`, `aborted`). */
export type UploadOutcome = { ok: true; url: string } | { ok: false; code: ErrorCode | CallFailureCode | 'aborted' };

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
 * Uploads `file` as `kind` to POST archive/music/upload_media.php (multipart: tokenid, kind, then file).
 * Never rejects: a refused file answers the server's code (`too_large` 413, `unsupported_type` 415,
 * `forbidden` 403, `invalid_input` 400), a network failure or an answer that is not an envelope `network`
 * (a 413 that is not JSON, from a proxy's body limit, `too_large`), an abort `aborted`.
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
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        resolve({ ok: false, code: xhr.status === 413 ? 'too_large' : 'network' });
        return;
      }
      const answer = parseEnvelope(json, uploadAnswerSchema, { tokenid });
      if (answer === false) resolve({ ok: false, code: 'network' });
      else if (answer.status !== 'success')
        resolve({ ok: false, code: isErrorCode(answer.message) ? answer.message : 'unknown' });
      else {
        onProgress?.(1);
        resolve({ ok: true, url: answer.data.url });
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

/** What a media-library upload ends with: the stored file, or the envelope's error code (`network`, `aborted`). */
export type LibraryUploadOutcome =
  | { ok: true; media: MediaUploadAnswer }
  | { ok: false; code: ErrorCode | CallFailureCode | 'aborted' };

/**
 * Uploads `file` to the media library, POST media/upload_media.php (multipart: tokenid, then file; issue 23 point 3):
 * the server tells picture, audio or lyric from the bytes and answers the stored file (`MediaUploadAnswer`: its
 * `/media/library/` address, kind, type, size in bytes, width and height in pixels). Never rejects: a refused file
 * answers the server's code (`too_large` 413, `unsupported_type` 415, `not_logged_in` 401, `forbidden` 403,
 * `invalid_input` 400), a network failure or an answer that is not an envelope `network` (a 413 that is not JSON,
 * from a proxy's body limit, `too_large`), an abort `aborted`. `onProgress` gets the fraction sent, 0..1.
 *
 * @example const outcome = await uploadToLibrary(file, { tokenid, onProgress: setFraction });
 */
export function uploadToLibrary(
  file: File,
  { tokenid, onProgress, signal }: UploadOptions,
): Promise<LibraryUploadOutcome> {
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
        resolve({ ok: true, media: answer.data });
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

/**
 * What a laboratory upload ends with: the stored file, or the envelope's error code (`network`, `aborted`) with the
 * envelope's `data` (a 413 `quota_exceeded` carries `LabQuotaExceeded`: the quota, used and remaining bytes).
 */
export type LabUploadOutcome =
  | { ok: true; upload: LabUpload }
  | { ok: false; code: ErrorCode | CallFailureCode | 'aborted'; data?: unknown };

/** Options of `uploadToLab`: `onBytes` gets the bytes sent so far and the request's total, as they leave. */
export interface LabUploadOptions {
  /** The user's token (sent before the file, as upload_file.php reads it). */
  tokenid: string;
  /** Called as bytes leave the browser: `loaded` of `total` bytes of the whole request body sent. */
  onBytes?: (loaded: number, total: number) => void;
  /** Aborting it stops the upload (XMLHttpRequest `abort`); the outcome is then `{ok: false, code: 'aborted'}`. */
  signal?: AbortSignal;
}

/**
 * Uploads `file` to the laboratory's upload playground, POST lab/upload_file.php (multipart: tokenid, then file;
 * issue 24 point 2): the server tells picture, audio or text from the bytes and answers the stored file
 * (`LabUpload`). Never rejects: a refused file answers the server's code (`too_large` 413, `quota_exceeded` 413 with
 * its data, `unsupported_type` 415, `not_logged_in` 401, `invalid_input` 400), a network failure or an answer that
 * is not an envelope `network` (a 413 that is not JSON, from a proxy's body limit, `too_large`), an abort
 * `aborted` (the browser drops the connection mid-body; the server then keeps nothing).
 *
 * @example const outcome = await uploadToLab(file, { tokenid, onBytes: (sent, total) => show(sent / total) });
 */
export function uploadToLab(file: File, { tokenid, onBytes, signal }: LabUploadOptions): Promise<LabUploadOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, code: 'aborted' });
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(labUploadPath));
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onBytes?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        resolve({ ok: false, code: xhr.status === 413 ? 'too_large' : 'network' });
        return;
      }
      const answer = parseEnvelope(json, labUploadSchema, { tokenid });
      if (answer === false) resolve({ ok: false, code: 'network' });
      else if (answer.status !== 'success')
        resolve({ ok: false, code: isErrorCode(answer.message) ? answer.message : 'unknown', data: answer.data });
      else resolve({ ok: true, upload: answer.data });
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
