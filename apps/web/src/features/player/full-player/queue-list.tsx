import type { SongSummary } from '@site/contracts';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../../ui/icon.tsx';
import { usePlayerStore } from '../store.ts';
import { formatPlayerTime } from '../time-format.ts';
import styles from './queue-list.module.css';

/** [FPLAY-11] A queue row is 56 px high (spec section 9). */
export const QUEUE_ROW_HEIGHT_PX = 56;

/** Props of `QueueList`. */
export interface QueueListProps {
  className?: string;
}

interface QueueRowProps {
  song: SongSummary;
  index: number;
  current: boolean;
  editing: boolean;
  onSelect: (index: number) => void;
  onRemove: (index: number) => void;
}

const QueueRow = memo(function QueueRow({ song, index, current, editing, onSelect, onRemove }: QueueRowProps) {
  const { t } = useTranslation('fullplayer');
  const duration = song.song_duration > 0 ? formatPlayerTime(song.song_duration) : '--:--';
  return (
    <li
      className={styles.row}
      style={{ height: QUEUE_ROW_HEIGHT_PX }}
      data-current={current ? '' : undefined}
      data-editing={editing ? '' : undefined}
    >
      <button
        type="button"
        className={styles.main}
        aria-current={current ? 'true' : undefined}
        aria-disabled={editing ? 'true' : undefined}
        onClick={() => {
          if (!editing) onSelect(index); // [FPLAY-14][FPLAY-15]
        }}
      >
        <span className={styles.index}>
          {current ? <Icon name="music" size={16} label={t('queue.playing')} /> : index + 1}
        </span>
        <span className={styles.titles}>
          <span className={styles.title}>
            {song.title}
            {song._title_cn !== '' && <span className={styles.titleCn}>{song._title_cn}</span>}
          </span>
          <span className={styles.artist}>{song._artists_name}</span>
        </span>
        <span className={styles.duration}>{duration}</span>
      </button>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('queue.remove', { title: song.title })}
        onClick={() => onRemove(index)}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
});

/**
 * The play queue of the full player and of the /archive/music/player page, connected to the player store.
 *
 * - Each row is 56 px high [FPLAY-11] and shows its number, title, the translated title only when the song has
 *   one, the artist, the duration and a remove button [FPLAY-10] that removes that song [FPLAY-12] (PLAY-19..22).
 * - The edit button reads "编辑", and "完成编辑" while editing [FPLAY-13]. While editing, clicking a row does not
 *   play it [FPLAY-14]; otherwise it selects it [FPLAY-15]: the current song toggles play and pause, another
 *   one becomes current and plays (PLAY-17, PLAY-18).
 * - An empty queue shows "没有歌曲" [FPLAY-16].
 * - Rows use `content-visibility: auto`, so a long queue lays out only what is on screen.
 */
export function QueueList({ className }: QueueListProps) {
  const { t } = useTranslation('fullplayer');
  const headingId = useId();
  const { queue, current_song_index } = usePlayerStore(
    useShallow((s) => ({ queue: s.queue, current_song_index: s.current_song_index })),
  );
  const [editing, setEditing] = useState(false);
  const { selectIndex, removeIndex } = usePlayerStore.getState();

  return (
    <section className={[styles.root, className ?? ''].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('queue.label')}
          <span className={styles.count}>{t('queue.count', { count: queue.length })}</span>
        </h2>
        <button
          type="button"
          className={styles.edit}
          onClick={() => setEditing((v) => !v)}
          disabled={queue.length === 0 && !editing}
        >
          {editing ? t('queue.done') : t('queue.edit')}
        </button>
      </div>
      {queue.length === 0 ? (
        <p className={styles.empty}>{t('queue.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {queue.map((song, index) => (
            <QueueRow
              key={song.song_key}
              song={song}
              index={index}
              current={index === current_song_index}
              editing={editing}
              onSelect={selectIndex}
              onRemove={removeIndex}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
