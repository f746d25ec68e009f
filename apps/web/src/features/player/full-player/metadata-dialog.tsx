import { newSongRequest, type SongSummary } from '@site/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSong } from '../../../lib/save-song.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { usePlayerStore } from '../store.ts';
import styles from './dialogs.module.css';
import { metadataSongInput, type SongMetadata } from './metadata-api.ts';

/** Props of `MetadataDialog`. */
export interface MetadataDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reader is an admin (the account store's `is_admin`, handed down by the route page) [ROLE-07]. */
  isAdmin: boolean;
  /** The reader's token, sent with the admin save [API-24]. */
  tokenid: string;
}

type Form = Record<keyof SongMetadata, string>;

function formOf(song: SongSummary | null): Form {
  return {
    title: song?.title ?? '',
    _title_cn: song?._title_cn ?? '',
    _artists_name: song?._artists_name ?? '',
    _album_name: song?._album_name ?? '',
    cover_url: song?.cover_url ?? '',
    ncm_id: song?.ncm_id ?? '',
    song_duration: song ? String(song.song_duration) : '0',
  };
}

function metadataOf(form: Form): SongMetadata {
  const duration = Number(form.song_duration);
  return {
    title: form.title.trim(),
    _title_cn: form._title_cn.trim(),
    _artists_name: form._artists_name.trim(),
    _album_name: form._album_name.trim(),
    cover_url: form.cover_url.trim(),
    ncm_id: form.ncm_id.trim(),
    song_duration: Number.isFinite(duration) && duration >= 0 ? duration : -1,
  };
}

const fieldLabels: Record<keyof SongMetadata, string> = {
  title: 'metadata.field_title',
  _title_cn: 'metadata.field_title_cn',
  _artists_name: 'metadata.field_artists',
  _album_name: 'metadata.field_album',
  cover_url: 'metadata.field_cover_url',
  ncm_id: 'metadata.field_ncm_id',
  song_duration: 'metadata.field_duration',
};
const bodyFieldToForm: Record<string, keyof SongMetadata> = {
  title: 'title',
  title_t: '_title_cn',
  _artists_name: '_artists_name',
  _album_name: '_album_name',
  cover_url: 'cover_url',
  ncm_id: 'ncm_id',
  audio_duration: 'song_duration',
};

/**
 * The song metadata dialog [FPLAY-19] for the current song: title, translated title, artists, album, cover
 * address, NCM id and duration (seconds).
 *
 * - Anyone may edit the fields and apply them to the queue in this browser (`updateSong`) [ROLE-09].
 * - An admin also gets a show-info button (the song's source, ids and addresses) and "保存歌曲元数据", which
 *   posts the fields to `archive/music/new_song.php` [ROLE-07, ROLE-08, API-24, API-25] and toasts "保存成功" when
 *   the answer's status is success [ERR-27], "保存失败" otherwise [ERR-26]. Others see neither button [ROLE-10].
 * - A field the contract refuses (an NCM id that is not digits, a bad cover address, an empty title) is named
 *   under the form and nothing is applied or sent.
 */
export function MetadataDialog({ open, onOpenChange, isAdmin, tokenid }: MetadataDialogProps) {
  const { t } = useTranslation('fullplayer');
  const song = usePlayerStore((s) => s.current_song);
  const [form, setForm] = useState<Form>(() => formOf(song));
  const [invalid, setInvalid] = useState<keyof SongMetadata | null>(null);
  const [showInfo, setShowInfo] = useState(false);
  const [saving, setSaving] = useState(false);
  const errorId = useId();
  const songKey = song?.song_key;

  // A new song, or the dialog opening again: start from the song's own values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per song and per opening, not per edit
  useEffect(() => {
    if (!open) return;
    setForm(formOf(usePlayerStore.getState().current_song));
    setInvalid(null);
  }, [open, songKey]);

  const check = (): { ok: true; metadata: SongMetadata } | { ok: false } => {
    if (!song) return { ok: false };
    const metadata = metadataOf(form);
    const result = newSongRequest(metadataSongInput(song, metadata, tokenid));
    if (!result.ok) {
      setInvalid(bodyFieldToForm[result.field] ?? 'title');
      return { ok: false };
    }
    setInvalid(null);
    return { ok: true, metadata };
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = check();
    if (!checked.ok || !song) return;
    usePlayerStore.getState().updateSong(song.song_key, checked.metadata); // [ROLE-09]
    toast({ message: t('metadata.applied'), status: 'success', group: 'player-metadata-applied' });
  };

  const save = async () => {
    const checked = check();
    if (!checked.ok || !song) return;
    setSaving(true);
    const { ok: saved } = await saveSong(metadataSongInput(song, checked.metadata, tokenid)); // [ROLE-08][API-24]
    setSaving(false);
    if (saved) usePlayerStore.getState().updateSong(song.song_key, checked.metadata);
    toast(
      saved
        ? { message: t('metadata.saved'), status: 'success' } // [ERR-27]
        : { message: t('metadata.save_failed'), status: 'error' }, // [ERR-26]
    );
  };

  const field = (
    name: keyof SongMetadata,
    extra: { type?: string; inputMode?: 'numeric' | 'decimal' | 'url'; step?: string; min?: number } = {},
  ) => (
    <TextField
      key={name}
      label={t(fieldLabels[name])}
      value={form[name]}
      onChange={(event) => setForm((f) => ({ ...f, [name]: event.target.value }))}
      aria-invalid={invalid === name || undefined}
      aria-describedby={invalid === name ? errorId : undefined}
      required={name === 'title'}
      {...extra}
    />
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('metadata.title')}>
      {song === null ? (
        <p>{t('metadata.no_song')}</p>
      ) : (
        <form className={styles.form} onSubmit={apply}>
          <p className={styles.hint}>{t('metadata.hint')}</p>
          {field('title')}
          {field('_title_cn')}
          {field('_artists_name')}
          {field('_album_name')}
          {field('cover_url', { inputMode: 'url' })}
          {field('ncm_id', { inputMode: 'numeric' })}
          {field('song_duration', { type: 'number', inputMode: 'decimal', step: 'any', min: 0 })}
          {invalid !== null && (
            <p id={errorId} className={styles.error} role="alert">
              {t('metadata.invalid', { field: t(fieldLabels[invalid]) })}
            </p>
          )}
          {isAdmin && showInfo && (
            <pre className={styles.info}>
              {JSON.stringify(
                {
                  song_key: song.song_key,
                  song_source: song.song_source,
                  song_id: song.song_id,
                  ncm_id: song.ncm_id,
                  audio_url: song.audio_url,
                  cover_url: song.cover_url,
                  lrc_url: song.lrc_url,
                },
                null,
                2,
              )}
            </pre>
          )}
          <div className={styles.actions}>
            {isAdmin && (
              <>
                <Button onClick={() => setShowInfo((v) => !v)} aria-expanded={showInfo}>
                  {showInfo ? t('metadata.hide_info') : t('metadata.show_info')}
                </Button>
                <Button variant="primary" loading={saving} onClick={() => void save()}>
                  {t('metadata.save')}
                </Button>
              </>
            )}
            <Button type="submit">{t('metadata.apply')}</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
