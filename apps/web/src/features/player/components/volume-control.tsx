import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon.tsx';
import { mediaIcons } from '../../../ui/media-icons.ts';
import { playerSliderRanges, usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import styles from './player-controls.module.css';

/**
 * The volume button and slider. The button mutes, remembering the level, or restores it (0.4 when none is
 * remembered) [PLAY-41..43]; it is named "Mute" or "Unmute" and pressed while muted. The slider runs 0..1 in
 * steps of 0.01 [PLAY-57], named "Volume". `slider={false}` shows the button only.
 */
export function VolumeControl({ className, slider = true }: { className?: string; slider?: boolean }) {
  const { t } = useTranslation('player');
  const volume = usePlayerSettings((s) => s.volume);
  const muted = volume === 0;
  const range = playerSliderRanges.volume;
  return (
    <div className={[styles.volume, className ?? ''].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.control}
        aria-label={muted ? t('mini.unmute') : t('mini.mute')}
        aria-pressed={muted}
        onClick={() => usePlayerStore.getState().toggleMute()}
      >
        <Icon name={muted ? mediaIcons.playerMute : mediaIcons.playerVolume} />
      </button>
      {slider && (
        <input
          type="range"
          className={styles.slider}
          aria-label={t('mini.volume')}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          min={range.min}
          max={range.max}
          step={range.step}
          value={volume}
          onChange={(event) => usePlayerStore.getState().setVolume(Number(event.currentTarget.value))}
        />
      )}
    </div>
  );
}
