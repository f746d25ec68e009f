import { isAvailable, type LyricEntry, selectLyric, writeLrc, writeTtml } from '@site/lyrics';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { copyText } from '../../../lib/clipboard.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { parsedLyrics } from '../lyrics-view/use-parsed-lyrics.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import styles from './dialogs.module.css';

/** Props of `LrcFileDialog`. */
export interface LrcFileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const fieldNames = ['text', 'trans', 'roma', 'line_time', 'chara'] as const;
type FieldName = (typeof fieldNames)[number];

/** An entry's raw texts, in the order of its fields; objects (colored characters, time lists) as JSON. */
export function rawFields(entry: LyricEntry): { name: FieldName; text: string }[] {
  const data = entry.data as Partial<Record<FieldName, unknown>>;
  const out: { name: FieldName; text: string }[] = [];
  for (const name of fieldNames) {
    const value = data[name];
    const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value, null, 2);
    if (text.trim() !== '') out.push({ name, text });
  }
  return out;
}

/** A file name from a song title: no path or reserved characters, never empty. */
export function fileName(title: string, extension: string): string {
  let base = '';
  for (const ch of title) base += ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch;
  base = base.replace(/\s+/g, ' ').trim() || 'lyrics';
  return `${base}.${extension}`;
}

function RawField({ label, text, copyLabel }: { label: string; text: string; copyLabel: string }) {
  const { t } = useTranslation('fullplayer');
  const id = useId();
  const copy = async () => {
    try {
      await copyText(text);
      toast({ message: t('lrc_file.copied'), status: 'success', group: 'player-lrc-copy' });
    } catch {
      toast({ message: t('lrc_file.copy_failed'), status: 'error', group: 'player-lrc-copy' });
    }
  };
  return (
    <div className={styles.raw}>
      <div className={styles.rawHeader}>
        <label htmlFor={id}>{label}</label>
        <Button size="small" onClick={() => void copy()}>
          {copyLabel}
        </Button>
      </div>
      <textarea id={id} className={styles.rawText} readOnly value={text} rows={Math.min(12, text.split('\n').length)} />
    </div>
  );
}

/**
 * The raw lyric file viewer [FPLAY-19]: each available `lrc_data` entry of the current song with its raw texts
 * (lyrics, translation, romanisation, line times, characters), each with a copy button; the entry in use under
 * the current settings is marked (LYR-04). The lyrics in use export as LRC (the site's word format when they
 * have word times) or as TTML, through the lyric engine's writers.
 */
export function LrcFileDialog({ open, onOpenChange }: LrcFileDialogProps) {
  const { t } = useTranslation('fullplayer');
  const { song, lrc_data } = usePlayerStore(useShallow((s) => ({ song: s.current_song, lrc_data: s.lyrics.lrc_data })));
  const { word_lrc, colored_lrc } = usePlayerSettings(
    useShallow((s) => ({ word_lrc: s.word_lrc, colored_lrc: s.colored_lrc })),
  );
  const entries = lrc_data.filter(isAvailable);
  const active = selectLyric(lrc_data, { word_lrc, colored_lrc });

  const exportAs = (format: 'lrc' | 'ttml') => {
    const { rows } = parsedLyrics(lrc_data, word_lrc, colored_lrc);
    const title = song?.title ?? '';
    const artist = song?._artists_name ?? '';
    const album = song?._album_name ?? '';
    // The ID tags of LRC ([ti:], [ar:], [al:]) and their amll:meta names in TTML.
    const tags = (names: [string, string, string]) => {
      const meta: Record<string, string[]> = {};
      [title, artist, album].forEach((value, i) => {
        if (value !== '') meta[names[i] as string] = [value];
      });
      return meta;
    };
    if (format === 'lrc')
      saveFile(fileName(title, 'lrc'), writeLrc(rows, { meta: tags(['ti', 'ar', 'al']) }), 'text/plain;charset=utf-8');
    else
      saveFile(
        fileName(title, 'ttml'),
        writeTtml(rows, { meta: tags(['musicName', 'artists', 'album']) }),
        'application/ttml+xml;charset=utf-8',
      );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="large"
      title={t('lrc_file.title')}
      footer={
        active !== null && active.type !== 'plain_text' ? (
          <>
            <Button onClick={() => exportAs('lrc')}>{t('lrc_file.export_lrc')}</Button>
            <Button onClick={() => exportAs('ttml')}>{t('lrc_file.export_ttml')}</Button>
          </>
        ) : undefined
      }
    >
      {entries.length === 0 ? (
        <p>{t('lrc_file.empty')}</p>
      ) : (
        <div className={styles.sections}>
          {entries.map((entry) => (
            <section
              key={`${entry.type}:${lrc_data.indexOf(entry)}`}
              className={styles.section}
              aria-label={t(`lrc_file.types.${entry.type}`)}
            >
              <h3 className={styles.entryTitle}>
                {t(`lrc_file.types.${entry.type}`)}
                {entry === active && <span className={styles.badge}>{t('lrc_file.in_use')}</span>}
              </h3>
              {rawFields(entry).map(({ name, text }) => (
                <RawField
                  key={name}
                  label={t(`lrc_file.fields.${name}`)}
                  text={text}
                  copyLabel={t('lrc_file.copy', { field: t(`lrc_file.fields.${name}`) })}
                />
              ))}
            </section>
          ))}
        </div>
      )}
    </Dialog>
  );
}
