import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { beginScrub, endScrub } from '../audio-engine.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { formatPlayerTime, formatTimeDisplay } from '../time-format.ts';
import styles from './player-controls.module.css';

/**
 * The progress bar: the current time, a slider over the song and the time display.
 *
 * - Dragging (mouse, touch, pen) pauses playback and seeks on release, resuming if it was playing
 *   [PLAY-35..37]; the slider follows the pointer meanwhile.
 * - The keyboard (arrows, Page keys, Home/End) seeks at once.
 * - The time on the right shows the duration or the time left after the time_display setting [FPLAY-20]; a
 *   click switches between the two.
 *
 * Named "Progress" with the value as "m:ss of m:ss". Disabled while the duration is unknown.
 */
export function ProgressSlider({ className }: { className?: string }) {
  const { t } = useTranslation('player');
  const current = usePlayerStore((s) => s.playing_current_time);
  const duration = usePlayerStore((s) => s.playing_duration);
  const time_display = usePlayerSettings((s) => s.time_display);
  const [dragValue, setDragValue] = useState<number | null>(null);
  const dragging = useRef(false);
  const shown = dragValue ?? current;
  const known = duration > 0;

  const finish = (value: number) => {
    if (!dragging.current) return;
    dragging.current = false;
    setDragValue(null);
    endScrub(value);
  };

  return (
    <div className={[styles.progress, className ?? ''].filter(Boolean).join(' ')}>
      <span className={styles.time}>{formatPlayerTime(shown)}</span>
      <input
        type="range"
        className={styles.slider}
        aria-label={t('mini.progress')}
        aria-valuetext={t('mini.progress_value', {
          time: formatPlayerTime(shown),
          duration: known ? formatPlayerTime(duration) : '--:--',
        })}
        min={0}
        max={known ? duration : 0}
        step={0.1}
        value={known ? Math.min(shown, duration) : 0}
        disabled={!known}
        onPointerDown={(event) => {
          if (event.button !== 0 || dragging.current) return;
          dragging.current = true;
          setDragValue(current);
          beginScrub(); // [PLAY-35]
        }}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          if (dragging.current) setDragValue(value);
          else usePlayerStore.getState().seek(value);
        }}
        onPointerUp={(event) => finish(Number(event.currentTarget.value))}
        onPointerCancel={(event) => finish(Number(event.currentTarget.value))}
        onLostPointerCapture={(event) => finish(Number(event.currentTarget.value))}
        onBlur={(event) => finish(Number(event.currentTarget.value))}
      />
      <button
        type="button"
        className={styles.time}
        aria-label={time_display === 'left' ? t('mini.left') : t('mini.duration')}
        onClick={() =>
          usePlayerSettings.getState().setPlayerSetting('time_display', time_display === 'left' ? 'duration' : 'left')
        }
      >
        {formatTimeDisplay(time_display, shown, duration)}
      </button>
    </div>
  );
}
