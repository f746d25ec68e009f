import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import fieldStyles from '../../../ui/field.module.css';
import { mediaIcons } from '../../../ui/media-icons.ts';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import {
  audioAddress,
  type CustomSong,
  type CustomSongInput,
  customSong,
  fileSongKey,
  objectUrlFor,
  titleFromName,
  urlSongKey,
} from '../custom-song.ts';
import { lyricEntryFromText, MAX_LYRIC_FILE_BYTES } from '../lyric-file.ts';
import styles from './music-forms.module.css';

/**
 * Props of `CustomSongForm`: what Play and "Add to queue" do with the custom song (the queue item, carrying the
 * picked lyric file's entry as its `lrc_data` when there was one).
 */
export interface CustomSongFormProps {
  onPlay: (song: CustomSong) => void;
  onAdd: (song: CustomSong) => void;
}

type Source = 'url' | 'file';

/** The i18n key (namespace `music`) of each problem the form reports. */
type Problem = 'bad_url' | 'no_file' | 'lyric_too_large' | 'lyric_unreadable' | 'lyric_empty';

/**
 * "Play custom music" [ROUTE-27]: an audio address or an audio file from this device (played through an object
 * URL, never uploaded), an optional title and artist (the title defaults to the file or address name), and an
 * optional lyric file (LRC, enhanced LRC, YRC, QRC, TTML or plain text, at most 2 MiB) parsed in the browser.
 * Problems are shown under the form and announced; nothing is queued then.
 */
export function CustomSongForm({ onPlay, onAdd }: CustomSongFormProps) {
  const { t } = useTranslation('music');
  const id = useId();
  const [source, setSource] = useState<Source>('url');
  const [address, setAddress] = useState('');
  const [audioFile, setAudioFile] = useState<File | null>(null);
  const [lyricFile, setLyricFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [artist, setArtist] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const build = async (): Promise<CustomSong | Problem> => {
    let input: CustomSongInput;
    if (source === 'url') {
      const url = audioAddress(address);
      if (url === null) return 'bad_url';
      input = { song_key: urlSongKey(url), audio_url: url, title: title.trim() || titleFromName(url), artist };
    } else {
      if (audioFile === null) return 'no_file';
      const song_key = fileSongKey(audioFile);
      input = {
        song_key,
        audio_url: objectUrlFor(song_key, audioFile),
        title: title.trim() || titleFromName(audioFile.name),
        artist,
      };
    }
    input.artist = input.artist.trim();
    if (lyricFile === null) return customSong(input);
    if (lyricFile.size > MAX_LYRIC_FILE_BYTES) return 'lyric_too_large';
    let text: string;
    try {
      text = await lyricFile.text();
    } catch {
      return 'lyric_unreadable';
    }
    const parsed = lyricEntryFromText(lyricFile.name, text);
    return parsed === null ? 'lyric_empty' : customSong(input, parsed.entry);
  };

  const run = async (action: (song: CustomSong) => void) => {
    setBusy(true);
    const result = await build();
    setBusy(false);
    if (typeof result === 'string') {
      setProblem(result);
      return;
    }
    setProblem(null);
    action(result);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(onPlay);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      <RadioGroup<Source>
        label={t('custom.source')}
        value={source}
        onValueChange={(value) => {
          setSource(value);
          setProblem(null);
        }}
        options={[
          { value: 'url', label: t('custom.source_url') },
          { value: 'file', label: t('custom.source_file') },
        ]}
        inline
      />
      {source === 'url' ? (
        <TextField
          label={t('custom.url')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          aria-invalid={problem === 'bad_url' || undefined}
          autoComplete="off"
          spellCheck={false}
        />
      ) : (
        <div className={fieldStyles.field}>
          <label htmlFor={`${id}-audio`} className={fieldStyles.label}>
            {t('custom.file')}
          </label>
          <input
            id={`${id}-audio`}
            type="file"
            accept="audio/*"
            aria-invalid={problem === 'no_file' || undefined}
            onChange={(event) => setAudioFile(event.target.files?.[0] ?? null)}
          />
        </div>
      )}
      <div className={styles.row}>
        <TextField
          className={styles.grow}
          label={t('custom.title')}
          hint={t('custom.title_hint')}
          value={title}
          maxLength={300}
          onChange={(event) => setTitle(event.target.value)}
        />
        <TextField
          className={styles.grow}
          label={t('custom.artist')}
          value={artist}
          maxLength={300}
          onChange={(event) => setArtist(event.target.value)}
        />
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-lyric`} className={fieldStyles.label}>
          {t('custom.lyric')}
        </label>
        <input
          id={`${id}-lyric`}
          type="file"
          accept=".lrc,.yrc,.qrc,.ttml,.xml,.txt,text/plain"
          aria-describedby={`${id}-lyric-hint`}
          aria-invalid={problem?.startsWith('lyric') || undefined}
          onChange={(event) => setLyricFile(event.target.files?.[0] ?? null)}
        />
        <span id={`${id}-lyric-hint`} className={fieldStyles.hint}>
          {t('custom.lyric_hint')}
        </span>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className={styles.error}>
          {t(`custom.problem.${problem}`)}
        </p>
      )}
      <div className={styles.row}>
        <Button type="submit" variant="primary" icon={mediaIcons.musicPlay} loading={busy}>
          {t('actions.play')}
        </Button>
        <Button icon={mediaIcons.musicQueueAdd} disabled={busy} onClick={() => void run(onAdd)}>
          {t('actions.add')}
        </Button>
      </div>
    </form>
  );
}
