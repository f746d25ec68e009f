import type { SongSummary, UploadKind } from '@site/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/error-text.ts';
import { numberFormat } from '../../../lib/intl-formats.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { readAudioDuration } from '../audio-duration.ts';
import { guessLyricTarget, type LyricTarget, lyricTargets } from '../lyric-kind.ts';
import { overClientCap, type SongFiles, type UploadFailure, useSongUpload } from '../use-song-upload.ts';
import styles from './add-song-dialog.module.css';

/** Props of `AddSongDialog`. */
export interface AddSongDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The admin's token (the page passes the account store's `tokenid`). */
  tokenid: string;
  /** Called with the saved song after new_song.php succeeded (e.g. to refresh the list). */
  onSaved?: (song: SongSummary) => void;
}

/** `m:ss` of a length in seconds. */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A byte count as KB or MB in the interface language. */
function formatBytes(bytes: number, language: string): string {
  const mb = bytes >= 1024 * 1024;
  return numberFormat(language, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (mb ? 1024 * 1024 : 1024));
}

/**
 * The admin's "add song" dialog: pick an audio file (required), a cover and a lyric file (optional), fill in
 * the song's metadata, then `useSongUpload` uploads the files with a real progress bar (upload progress over
 * all bytes) and saves the song [API-24] with the uploaded addresses, the audio's length read by the browser
 * (seconds) and the lyric file's text in the chosen `data.lrc` field. Refusals show in the dialog
 * (`too_large`, `unsupported_type`, `forbidden`, the field the server named); closing during an upload asks
 * first and aborts it.
 * The page shows it to admins only; the server refuses everyone else anyway (403).
 *
 * @example <AddSongDialog open={open} onOpenChange={setOpen} tokenid={tokenid} onSaved={() => refetch()} />
 */
export function AddSongDialog({ open, onOpenChange, tokenid, onSaved }: AddSongDialogProps) {
  const { t, i18n } = useTranslation('music_admin');
  const errorText = useErrorText();
  const formId = useId();
  const [files, setFiles] = useState<SongFiles>({ audio: null, cover: null, lyric: null });
  const [duration, setDuration] = useState(0);
  const [lyricText, setLyricText] = useState<string | null>(null);
  const [lyricTarget, setLyricTarget] = useState<LyricTarget>('lrc_row');
  const [fields, setFields] = useState({ title: '', title_cn: '', artists: '', album: '', ncm_id: '' });
  const [invalid, setInvalid] = useState<Partial<Record<UploadKind | 'title' | 'ncm_id', string>>>({});
  const upload = useSongUpload(tokenid);
  const { step, fraction } = upload;
  const busy = step !== null;

  // A fresh form each time the dialog opens; an upload still running when it closes is stopped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: per opening, not per render of the upload hook
  useEffect(() => {
    if (!open) {
      upload.abort();
      return;
    }
    setFiles({ audio: null, cover: null, lyric: null });
    setDuration(0);
    setLyricText(null);
    setFields({ title: '', title_cn: '', artists: '', album: '', ncm_id: '' });
    upload.reset();
    setInvalid({});
  }, [open]);

  const chooseFile = (kind: UploadKind, file: File | null) => {
    setFiles((current) => ({ ...current, [kind]: file }));
    setInvalid((current) => ({ ...current, [kind]: undefined }));
    if (kind === 'audio') {
      setDuration(0);
      if (!file) return;
      if (fields.title === '') setFields((current) => ({ ...current, title: file.name.replace(/\.[^.]+$/, '') }));
      void readAudioDuration(file).then(setDuration);
    }
    if (kind === 'lyric') {
      setLyricText(null);
      if (!file) return;
      file.text().then(
        (text) => {
          setLyricText(text);
          setLyricTarget(guessLyricTarget(text));
        },
        () => setInvalid((current) => ({ ...current, lyric: t('error.lyric_unreadable') })),
      );
    }
  };

  const setField = (name: keyof typeof fields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    if (name === 'title' || name === 'ncm_id') setInvalid((current) => ({ ...current, [name]: undefined }));
  };

  /** The words of a refused upload or save (`errorText`, context `song`); any other code is named in them. */
  const refusal = (code: UploadFailure['code'], name: string, field?: string): string => {
    if (code === 'too_large' || code === 'unsupported_type') return errorText(code, { context: 'song', name });
    if (code === 'forbidden' || code === 'network') return errorText(code, { context: 'song' });
    if (code === 'invalid_input') return errorText(code, { context: 'song', field: field ?? '' });
    return errorText('unknown', { context: 'song', code });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems: typeof invalid = {};
    if (!files.audio) problems.audio = t('error.audio_required');
    if (fields.title.trim() === '') problems.title = t('error.title_required');
    if (!/^\d*$/.test(fields.ncm_id.trim())) problems.ncm_id = t('error.ncm_id');
    for (const kind of ['cover', 'lyric'] as const) {
      const file = files[kind];
      if (file && overClientCap(kind, file))
        problems[kind] = errorText('too_large', { context: 'song', name: file.name });
    }
    if (files.lyric && lyricText === null) problems.lyric = t('error.lyric_unreadable');
    setInvalid(problems);
    if (Object.keys(problems).length > 0) return;

    const song = await upload.submit({
      files,
      fields,
      duration_s: duration,
      lyric: lyricText === null ? null : { target: lyricTarget, text: lyricText },
    });
    if (song === null) return;
    toast({ message: t('saved', { title: song.title }), status: 'success' });
    onSaved?.(song);
    onOpenChange(false);
  };

  const failure = upload.failure;
  const error = failure && refusal(failure.code, failure.name, failure.field);

  const fileField = (kind: UploadKind, accept: string) => {
    const file = files[kind];
    const problem = invalid[kind];
    return (
      <div className={styles.file}>
        <label htmlFor={`${formId}-${kind}`} className={styles.label}>
          {t(`${kind}_file`)}
        </label>
        <input
          id={`${formId}-${kind}`}
          type="file"
          accept={accept}
          disabled={busy}
          required={kind === 'audio'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${formId}-${kind}-hint`}
          onChange={(event) => chooseFile(kind, event.target.files?.[0] ?? null)}
        />
        <span id={`${formId}-${kind}-hint`} className={problem ? styles.error : styles.hint}>
          {problem ??
            (file
              ? [
                  t('file_info', { name: file.name, size: formatBytes(file.size, i18n.language) }),
                  kind === 'audio' && duration > 0 ? t('duration', { time: clock(duration) }) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')
              : t(`${kind}_hint`))}
        </span>
      </div>
    );
  };

  const percent = Math.round(fraction * 100);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) upload.abort();
        onOpenChange(next);
      }}
      title={t('title')}
      description={t('description')}
      confirmClose={busy ? t('confirm_close') : false}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={step === 'saving'}>
            {t('cancel')}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={busy} icon="plus">
            {t('submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-label={t('title')}>
        {fileField('audio', 'audio/*,.wav,.mp3,.ogg,.flac,.m4a')}
        <div className={styles.row}>
          <TextField
            label={t('song_title')}
            value={fields.title}
            onChange={(event) => setField('title', event.target.value)}
            required
            maxLength={300}
            disabled={busy}
            aria-invalid={invalid.title ? true : undefined}
            hint={invalid.title ? <span className={styles.error}>{invalid.title}</span> : undefined}
          />
          <TextField
            label={t('title_cn')}
            value={fields.title_cn}
            onChange={(event) => setField('title_cn', event.target.value)}
            maxLength={300}
            disabled={busy}
          />
        </div>
        <div className={styles.row}>
          <TextField
            label={t('artists')}
            value={fields.artists}
            onChange={(event) => setField('artists', event.target.value)}
            maxLength={300}
            disabled={busy}
          />
          <TextField
            label={t('album')}
            value={fields.album}
            onChange={(event) => setField('album', event.target.value)}
            maxLength={300}
            disabled={busy}
          />
        </div>
        <TextField
          label={t('ncm_id')}
          value={fields.ncm_id}
          onChange={(event) => setField('ncm_id', event.target.value)}
          inputMode="numeric"
          maxLength={20}
          disabled={busy}
          aria-invalid={invalid.ncm_id ? true : undefined}
          hint={invalid.ncm_id ? <span className={styles.error}>{invalid.ncm_id}</span> : t('ncm_id_hint')}
        />
        {fileField('cover', 'image/png,image/jpeg,image/webp,image/gif')}
        {fileField('lyric', '.lrc,.yrc,.qrc,.ttml,.txt,text/plain')}
        {files.lyric && (
          <Select
            label={t('lyric_target')}
            value={lyricTarget}
            onValueChange={setLyricTarget}
            disabled={busy}
            options={lyricTargets.map((value) => ({ value, label: t(`target.${value}`) }))}
          />
        )}
        {busy && (
          <div className={styles.progress}>
            <span id={`${formId}-step`}>{t(`step.${step}`)}</span>
            <progress
              max={100}
              value={percent}
              aria-labelledby={`${formId}-step`}
              aria-valuetext={t('percent', { percent })}
            />
            <span aria-hidden="true">{t('percent', { percent })}</span>
          </div>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** Props of `AddSongButton`. */
export interface AddSongButtonProps {
  tokenid: string;
  onSaved?: (song: SongSummary) => void;
}

/**
 * An "Add song" button that opens `AddSongDialog`; the songs page renders it for admins only.
 *
 * @example {isAdmin && <AddSongButton tokenid={tokenid} onSaved={() => refetch()} />}
 */
export function AddSongButton({ tokenid, onSaved }: AddSongButtonProps) {
  const { t } = useTranslation('music_admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" icon="plus" onClick={() => setOpen(true)}>
        {t('add_song')}
      </Button>
      <AddSongDialog open={open} onOpenChange={setOpen} tokenid={tokenid} {...(onSaved && { onSaved })} />
    </>
  );
}
