import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { beginScrub, endScrub } from '../audio-engine.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { formatPlayerTime, formatTimeDisplay } from '../time-format.ts';
import styles from './player-controls.module.css';

/**
 * The full player's progress bar and times (seconds throughout).
 *
 * - A slider from 0 to the song's duration. Dragging it pauses playback and releasing seeks there and resumes if
 *   it was playing (PLAY-35..37, through the audio engine's `beginScrub` / `endScrub`); keys move it and seek at
 *   once.
 * - Left: the time played. Right: per `time_display`, the total duration ("duration") or the time left ("left",
 *   `-m:ss`) [FPLAY-20]; it is a button that switches between the two.
 */
export function ProgressBar() {
  const { t } = useTranslation('fullplayer');
  const { time, duration } = usePlayerStore(
    useShallow((s) => ({ time: s.playing_current_time, duration: s.playing_duration })),
  );
  const time_display = usePlayerSettings((s) => s.time_display);
  const [drag, setDragState] = useState<number | null>(null);
  const dragRef = useRef<number | null>(null);
  const setDrag = (value: number | null) => {
    dragRef.current = value;
    setDragState(value);
  };
  const dragging = drag !== null;
  const known = duration > 0;
  const shown = drag ?? time;

  // The release may happen outside the slider: listen on the window while a drag is under way.
  useEffect(() => {
    if (!dragging) return;
    const release = () => {
      const value = dragRef.current;
      dragRef.current = null;
      setDragState(null);
      endScrub(value ?? undefined);
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [dragging]);

  const toggleDisplay = () =>
    usePlayerSettings.getState().setPlayerSetting('time_display', time_display === 'duration' ? 'left' : 'duration');

  return (
    <div className={styles.progress}>
      <input
        type="range"
        className={styles.range}
        min={0}
        max={known ? duration : 0}
        step={0.01}
        value={known ? Math.min(shown, duration) : 0}
        disabled={!known}
        aria-label={t('player.progress')}
        aria-valuetext={`${formatPlayerTime(shown)} / ${known ? formatPlayerTime(duration) : '--:--'}`}
        onPointerDown={() => {
          if (!known) return;
          beginScrub();
          setDrag(time);
        }}
        onChange={(event) => {
          const value = Number(event.target.value);
          if (dragging) setDrag(value);
          else usePlayerStore.getState().seek(value);
        }}
      />
      <div className={styles.times}>
        <span>{formatPlayerTime(shown)}</span>
        <button
          type="button"
          className={styles.timeButton}
          onClick={toggleDisplay}
          aria-label={`${formatTimeDisplay(time_display, shown, duration)}, ${t(`player.time_${time_display}`)}`}
          data-time-display={time_display}
        >
          {formatTimeDisplay(time_display, shown, duration)}
        </button>
      </div>
    </div>
  );
}
