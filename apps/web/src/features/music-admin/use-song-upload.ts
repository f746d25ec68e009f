import { type ErrorCode, type SongSummary, type UploadKind, uploadCapsBytes } from '@site/contracts';
import { useRef, useState } from 'react';
import type { CallFailureCode } from '../../lib/api-client.ts';
import { uploadMedia } from '../../lib/api-client-upload.ts';
import { saveSong } from '../../lib/save-song.ts';
import type { LyricTarget } from './lyric-kind.ts';

/** The files of a new song; the audio is required. */
export type SongFiles = Record<UploadKind, File | null>;

/** What the add-song dialog saves: the files, the typed fields, the audio's length and the lyric file's text. */
export interface NewSongUpload {
  files: SongFiles;
  fields: { title: string; title_cn: string; artists: string; album: string; ncm_id: string };
  /** The audio's length in seconds, as the browser read it (0 when unknown). */
  duration_s: number;
  /** The lyric file's text and the `data.lrc` field it goes to; null without a lyric file. */
  lyric: { target: LyricTarget; text: string } | null;
}

/** Where the flow is: uploading one kind of file, or saving the song. */
export type UploadStep = UploadKind | 'saving';

/** Why the flow stopped: the envelope's code, the name it concerns (a file's, or the title) and the field at fault. */
export type UploadFailure = { code: ErrorCode | CallFailureCode; name: string; field?: string };

/**
 * Whether `file` is over the contract's cap of `kind` (cover and lyric: the audio cap is the server's setting
 * [uploadCapsBytes]), checked before sending to fail fast.
 */
export function overClientCap(kind: UploadKind, file: File): boolean {
  return kind !== 'audio' && file.size > uploadCapsBytes[kind];
}

/**
 * The add-song dialog's upload flow: the files upload one after the other through the api client's
 * `uploadMedia` (upload_media.php) with a progress over all their bytes, then `saveSong` saves the song with
 * the uploaded addresses [API-24]. A file stored by an earlier attempt is not sent again (a retry after a
 * refused cover keeps the audio). Returns:
 * - `step`: the current step, null when idle; `fraction`: 0..1 of the bytes sent;
 * - `failure`: why the last attempt stopped (null after an abort or a success);
 * - `submit(upload)`: resolves with the saved song, or null (failed or aborted);
 * - `abort()`: stops an upload under way; `reset()`: idle, no failure.
 */
export function useSongUpload(tokenid: string) {
  const [step, setStep] = useState<UploadStep | null>(null);
  const [fraction, setFraction] = useState(0);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const stored = useRef(new WeakMap<File, string>());

  const stop = (next: UploadFailure | null) => {
    setStep(null);
    setFraction(0);
    setFailure(next);
    return null;
  };

  const submit = async ({ files, fields, duration_s, lyric }: NewSongUpload): Promise<SongSummary | null> => {
    const controller = new AbortController();
    abortRef.current = controller;
    setFailure(null);
    const queue = (['audio', 'cover', 'lyric'] as const).flatMap((kind) => {
      const file = files[kind];
      return file ? [{ kind, file }] : [];
    });
    const totalBytes = queue.reduce((sum, item) => sum + item.file.size, 0) || 1;
    let sentBytes = 0;
    const urls: Partial<Record<UploadKind, string>> = {};
    for (const { kind, file } of queue) {
      const earlier = stored.current.get(file);
      if (earlier === undefined) {
        setStep(kind);
        const outcome = await uploadMedia(kind, file, {
          tokenid,
          signal: controller.signal,
          onProgress: (part) => setFraction((sentBytes + part * file.size) / totalBytes),
        });
        if (!outcome.ok) return stop(outcome.code === 'aborted' ? null : { code: outcome.code, name: file.name });
        stored.current.set(file, outcome.url);
      }
      sentBytes += file.size;
      setFraction(sentBytes / totalBytes);
      urls[kind] = stored.current.get(file);
    }

    setStep('saving');
    const saved = await saveSong({
      tokenid,
      title: fields.title.trim(),
      _title_cn: fields.title_cn.trim(),
      _artists_name: fields.artists.trim(),
      _album_name: fields.album.trim(),
      cover_url: urls.cover ?? '',
      ncm_id: fields.ncm_id.trim(),
      audio_duration: Math.round(duration_s * 1000) / 1000,
      ...(urls.audio !== undefined && { audio_url: urls.audio }),
      ...(lyric !== null && { [lyric.target]: lyric.text }),
    });
    if (controller.signal.aborted) return null;
    if (!saved.ok)
      return stop({ code: saved.code, name: fields.title, ...(saved.field !== undefined && { field: saved.field }) });
    setStep(null);
    return saved.song;
  };

  const reset = () => {
    setStep(null);
    setFraction(0);
    setFailure(null);
  };

  return { step, fraction, failure, submit, abort: () => abortRef.current?.abort(), reset };
}
