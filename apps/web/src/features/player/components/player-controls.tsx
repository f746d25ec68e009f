import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.tsx';
import type { IconRef } from '../../../ui/icon-paths.ts';
import { mediaIcons } from '../../../ui/media-icons.ts';
import { canStep, modeLabelKey, type NextSongMode } from '../queue-rules.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import styles from './player-controls.module.css';

/** Props shared by the control buttons: an extra class and the icon size in px (default 20). */
export type ControlProps = { className?: string; size?: number };

function classes(extra: string | undefined, ...own: (string | undefined)[]): string {
  return [styles.control, ...own, extra ?? ''].filter(Boolean).join(' ');
}

/** The icon of each next_song mode. */
const modeIcons: Record<NextSongMode, IconRef> = {
  list: mediaIcons.playerOrder,
  list_loop: mediaIcons.playerLoop,
  single_loop: mediaIcons.playerSingleLoop,
  random: mediaIcons.playerShuffle,
  stop: mediaIcons.playerStop,
};

/**
 * Play/pause. Named "Play" or "Pause" after what a click does [PLAY-04]; busy while the song loads. With an empty
 * queue a click shows ERR-23 [PLAY-05].
 */
export function PlayPauseButton({ className, size = 24 }: ControlProps) {
  const { t } = useTranslation('player');
  const state = usePlayerStore((s) => s.current_song_state);
  const playing = state === 'playing';
  return (
    <button
      type="button"
      className={classes(className, styles.primary)}
      aria-label={playing ? t('mini.pause') : t('mini.play')}
      aria-busy={state === 'loading' || undefined}
      onClick={() => usePlayerStore.getState().playPause()}
    >
      <Icon
        name={state === 'loading' ? 'loading' : playing ? mediaIcons.playerPause : mediaIcons.playerPlay}
        spin={state === 'loading'}
        size={size}
      />
    </button>
  );
}

/** Previous (-1) or next (1): disabled per PLAY-38..40. */
export function StepButton({ direction, className, size = 20 }: ControlProps & { direction: 1 | -1 }) {
  const { t } = useTranslation('player');
  const mode = usePlayerSettings((s) => s.next_song);
  const enabled = usePlayerStore((s) => canStep(mode, direction, s.current_song_index, s.queue.length));
  const store = usePlayerStore.getState;
  return (
    <button
      type="button"
      className={classes(className)}
      aria-label={direction === 1 ? t('mini.next') : t('mini.previous')}
      disabled={!enabled}
      onClick={() => (direction === 1 ? store().next() : store().previous())}
    >
      <Icon name={direction === 1 ? mediaIcons.playerNext : mediaIcons.playerPrevious} size={size} />
    </button>
  );
}

/**
 * The queue mode button: a click cycles list → random → list_loop → single_loop → list [PLAY-15]; its name
 * says the mode: "order", "shuffle", "single loop" [PLAY-16] (and "stop"). list_loop shares "order" and shows
 * the loop icon.
 */
export function ModeButton({ className, size = 20 }: ControlProps) {
  const { t } = useTranslation('player');
  const mode = usePlayerSettings((s) => s.next_song);
  const label = t(`mode.${modeLabelKey(mode)}`);
  return (
    <button
      type="button"
      className={classes(className)}
      aria-label={t('mini.mode', { mode: label })}
      title={label}
      data-mode={mode}
      onClick={() => usePlayerStore.getState().cycleMode()}
    >
      <Icon name={modeIcons[mode]} size={size} />
    </button>
  );
}
