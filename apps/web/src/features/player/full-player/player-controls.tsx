import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../../ui/icon.tsx';
import type { IconRef } from '../../../ui/icon-paths.ts';
import { mediaIcons } from '../../../ui/media-icons.ts';
import type { NextSongMode } from '../queue-rules.ts';
import { playerSliderRanges, usePlayerSettings } from '../settings-store.ts';
import { setShortcutsHelpOpen } from '../shortcuts-help.ts';
import { usePlayerStore } from '../store.ts';
import { rememberPanelChoice } from './panel-choice.ts';
import styles from './player-controls.module.css';

const modeIcons: Record<NextSongMode, IconRef> = {
  list: mediaIcons.playerOrder,
  list_loop: mediaIcons.playerLoop,
  single_loop: mediaIcons.playerSingleLoop,
  random: mediaIcons.playerShuffle,
  stop: mediaIcons.playerStop,
};

/** A round icon button with an accessible name. */
function IconButton({
  icon,
  label,
  onClick,
  disabled = false,
  pressed,
  large = false,
}: {
  icon: IconRef;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  large?: boolean;
}) {
  return (
    <button
      type="button"
      className={large ? styles.iconButtonLarge : styles.iconButton}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} size={large ? 32 : 22} />
    </button>
  );
}

/**
 * The play / pause button: "Pause" while playing, "Play" otherwise (loading shows a spinner but stays usable).
 */
export function PlayPauseButton({ large = false }: { large?: boolean }) {
  const { t } = useTranslation('fullplayer');
  const state = usePlayerStore((s) => s.current_song_state);
  return (
    <IconButton
      large={large}
      icon={state === 'playing' ? mediaIcons.playerPause : state === 'loading' ? 'loading' : mediaIcons.playerPlay}
      label={state === 'playing' ? t('player.pause') : t('player.play')}
      onClick={() => usePlayerStore.getState().playPause()}
    />
  );
}

/** A panel toggle: its icon with its name written beside it (issue 19: no bare icon) and as its tooltip. */
function PanelToggle({
  icon,
  label,
  pressed,
  onClick,
}: {
  icon: IconRef;
  label: string;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className={styles.panelToggle} title={label} aria-pressed={pressed} onClick={onClick}>
      <Icon name={icon} size={20} />
      <span className={styles.panelToggleLabel}>{label}</span>
    </button>
  );
}

/**
 * The lyrics and queue toggles [FPLAY-02, FPLAY-03]: each opens its panel and closes the other; the choice is
 * remembered for the next opening (issue 19, `panel-choice.ts`).
 */
export function PanelToggles() {
  const { t } = useTranslation('fullplayer');
  const show = usePlayerStore(useShallow((s) => ({ lrc: s.full_player_show.lrc, queue: s.full_player_show.queue })));
  const choose = (panel: 'lrc' | 'queue' | null) => {
    usePlayerStore.getState().showPanel(panel);
    rememberPanelChoice(panel ?? 'none');
  };
  return (
    <>
      <PanelToggle
        icon={mediaIcons.fplayerLyrics}
        label={t('player.show_lyrics')}
        pressed={show.lrc}
        onClick={() => choose(show.lrc ? null : 'lrc')}
      />
      <PanelToggle
        icon={mediaIcons.fplayerQueue}
        label={t('player.show_queue')}
        pressed={show.queue}
        onClick={() => choose(show.queue ? null : 'queue')}
      />
    </>
  );
}

/**
 * The full player's buttons [FPLAY-01]: playback mode (cycles list → random → list_loop → single_loop, PLAY-15),
 * previous and next (disabled as PLAY-38..40 say), play / pause, mute / unmute with a volume slider (0..1 in
 * steps of 0.01), the three player dialogs [FPLAY-19] and the keyboard shortcut help (issue 19).
 */
export function PlayerControls() {
  const { t } = useTranslation('fullplayer');
  const { canPrevious, canNext } = usePlayerStore(
    useShallow((s) => ({ canPrevious: s.canPrevious(), canNext: s.canNext() })),
  );
  const { next_song, volume } = usePlayerSettings(useShallow((s) => ({ next_song: s.next_song, volume: s.volume })));
  const store = usePlayerStore.getState();
  const muted = volume === 0;
  return (
    <div className={styles.controls}>
      <div className={styles.transport}>
        <IconButton
          icon={modeIcons[next_song]}
          label={t('player.mode', { mode: t(`player.modes.${next_song}`) })}
          onClick={() => store.cycleMode()}
        />
        <IconButton
          icon={mediaIcons.playerPrevious}
          label={t('player.previous')}
          disabled={!canPrevious}
          onClick={() => store.previous()}
        />
        <PlayPauseButton large />
        <IconButton
          icon={mediaIcons.playerNext}
          label={t('player.next')}
          disabled={!canNext}
          onClick={() => store.next()}
        />
        <IconButton
          icon={muted ? mediaIcons.playerMute : mediaIcons.playerVolume}
          label={muted ? t('player.unmute') : t('player.mute')}
          onClick={() => store.toggleMute()}
        />
      </div>
      <div className={styles.extras}>
        <input
          type="range"
          className={styles.volume}
          {...playerSliderRanges.volume}
          value={volume}
          aria-label={t('player.volume')}
          aria-valuetext={`${Math.round(volume * 100)}%`}
          onChange={(event) => store.setVolume(Number(Number(event.target.value).toFixed(2)))}
        />
        <IconButton icon="settings" label={t('player.settings')} onClick={() => store.setOpen('settings', true)} />
        <IconButton
          icon={mediaIcons.fplayerFile}
          label={t('player.lrc_file')}
          onClick={() => store.setOpen('lrc_file', true)}
        />
        <IconButton icon="info" label={t('player.metadata')} onClick={() => store.setOpen('metadata', true)} />
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('shortcuts.title')}
          title={t('shortcuts.title')}
          aria-keyshortcuts="?"
          onClick={() => setShortcutsHelpOpen(true)}
        >
          <span aria-hidden="true" className={styles.helpGlyph}>
            ?
          </span>
        </button>
      </div>
    </div>
  );
}
