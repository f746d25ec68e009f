import { uploadCapsBytes } from '@site/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '../../../lib/api-client-upload.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { TextField } from '../../../ui/text-field.tsx';
import styles from './editor.module.css';

/** Props of `CoverField`: the cover address, how to change it, the admin's token, the field's error. */
export interface CoverFieldProps {
  value: string;
  onChange: (url: string) => void;
  tokenid: string;
  error?: string;
  /** Told while an upload runs, so the dialog does not save a half-uploaded cover. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The cover of an item: its address (an http(s) picture, or an uploaded one), or a picture file uploaded at once
 * through `archive/music/upload_media.php` kind `cover` (PNG, JPEG, WebP or GIF by their magic bytes, at most the
 * contract's cover cap), with a progress bar. A file over the cap is refused before sending; the server's 413 and
 * 415 are said in the visitor's language next to the field. A stored upload fills the address.
 */
export function CoverField({ value, onChange, tokenid, error, onBusyChange }: CoverFieldProps) {
  const { t } = useTranslation('archive_item');
  const errorText = useErrorText();
  const id = useId();
  const [fraction, setFraction] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const maxMb = uploadCapsBytes.cover / 1024 / 1024;

  const upload = async (file: File | null) => {
    setProblem(null);
    if (file === null) return;
    if (file.size > uploadCapsBytes.cover) {
      setProblem(t('cover.too_large', { name: file.name, max: maxMb }));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setFraction(0);
    onBusyChange?.(true);
    const outcome = await uploadMedia('cover', file, { tokenid, onProgress: setFraction, signal: controller.signal });
    setFraction(null);
    onBusyChange?.(false);
    if (outcome.ok) onChange(outcome.url);
    else if (outcome.code === 'too_large') setProblem(t('cover.too_large', { name: file.name, max: maxMb }));
    else if (outcome.code === 'unsupported_type') setProblem(t('cover.unsupported', { name: file.name }));
    else if (outcome.code !== 'aborted') setProblem(errorText(outcome.code));
  };

  const percent = fraction === null ? 0 : Math.round(fraction * 100);
  return (
    <div className={styles.cover}>
      {value !== '' && <img className={styles.coverPreview} src={value} alt={t('cover.preview')} />}
      <div className={styles.coverFields}>
        <TextField
          label={t('field.cover_url')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error !== undefined || undefined}
          hint={error ?? t('cover.url_hint')}
        />
        <div className={styles.file}>
          <label htmlFor={`${id}-file`} className={styles.label}>
            {t('cover.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            disabled={fraction !== null}
            aria-invalid={problem !== null || undefined}
            aria-describedby={`${id}-file-hint`}
            onChange={(event) => {
              void upload(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
          <span
            id={`${id}-file-hint`}
            className={problem === null ? styles.hint : styles.error}
            role={problem === null ? undefined : 'alert'}
          >
            {problem ?? t('cover.file_hint', { max: maxMb })}
          </span>
        </div>
        {fraction !== null && (
          <div className={styles.progress}>
            <span id={`${id}-progress`}>{t('cover.uploading')}</span>
            <progress max={100} value={percent} aria-labelledby={`${id}-progress`} aria-valuetext={`${percent}%`} />
            <span aria-hidden="true">{percent}%</span>
          </div>
        )}
      </div>
    </div>
  );
}
