import { isTypingTarget } from '../../lib/keyboard-target.ts';
import { playerToast } from './player-toast.ts';
import { OFFSET_KEY_STEP_S, SEEK_STEP_S, stepOffset, stepVolume, VOLUME_KEY_STEP } from './queue-rules.ts';
import { usePlayerSettings } from './settings-store.ts';
import { setShortcutsHelpOpen } from './shortcuts-help.ts';
import { usePlayerStore } from './store.ts';
import { formatPlayerTime } from './time-format.ts';

/**
 * The full player's keyboard shortcuts (spec section 9) [PLAY-59..68]. Each shows a toast [PLAY-60]; the
 * toasts of one key merge (their group) so holding a key does not stack them.
 *
 * | key | action |
 * |---|---|
 * | Space | play / pause [PLAY-61] |
 * | ArrowRight / ArrowLeft | +5 s / -5 s [PLAY-62] |
 * | ArrowUp / ArrowDown | volume +0.1 / -0.1, clamped to 0..1 [PLAY-63][PLAY-64] |
 * | x / c | lrc_row_offset -0.05 / +0.05 s, no clamp [PLAY-65][PLAY-67] |
 * | s / d | lrc_word_offset -0.05 / +0.05 s, no clamp [PLAY-66][PLAY-67] |
 * | PageUp / PageDown | previous / next song [PLAY-68]; where there is none, a toast says why [PLAY-07][PLAY-08] |
 * | ? | the shortcut help dialog, also with the full player closed (issue 19) |
 *
 * Space is the shortcut even on a focused button of the full player (the spec gives Space to play/pause there,
 * and the full player focuses its close button when it opens); Enter still presses buttons.
 */

/**
 * Marks the full player's own element: a `[role=dialog]` carrying this attribute is not "a dialog open" for
 * the shortcuts (the full player may itself be a dialog).
 */
export const FULL_PLAYER_ATTRIBUTE = 'data-full-player';

/** Whether a dialog other than the full player is open (the ui kit's dialogs are `role=dialog`/`alertdialog`). */
export function isOtherDialogOpen(root: ParentNode = document): boolean {
  for (const element of root.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
    if (element.closest(`[${FULL_PLAYER_ATTRIBUTE}]`) === null) return true;
  }
  return false;
}

/** A number with its sign and two decimals ("+0.30", "-0.40"). */
function signed(value: number): string {
  return `${value >= 0 ? '+' : ''}${value.toFixed(2)}`;
}

/**
 * The toast of a PageDown (`forward`) or PageUp that cannot move: no current song [PLAY-38], the first song
 * (nothing before it) [PLAY-08], or the last song in list mode, where next does nothing [PLAY-07] (in stop
 * mode too: context `stop`).
 */
function noStepToast(forward: boolean): [string, Record<string, unknown>] {
  const { queue, current_song_index } = usePlayerStore.getState();
  if (queue.length === 0 || current_song_index < 0) return ['keys.no_song', {}];
  if (!forward) return ['keys.first_song', {}];
  return ['keys.last_song', usePlayerSettings.getState().next_song === 'stop' ? { context: 'stop' } : {}];
}

/**
 * Handles one keydown: returns true (and the caller prevents the default) when it was a shortcut that applied.
 * Does nothing unless the full player is open and no other dialog is [PLAY-59], the key came with no
 * Ctrl/Alt/Meta, and focus is not in a text field or slider; `?` (the help) needs no full player.
 */
function handlePlayerKey(event: KeyboardEvent): boolean {
  const store = usePlayerStore.getState();
  if (isOtherDialogOpen()) return false;
  if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented) return false;
  if (isTypingTarget(event.target)) return false;
  if (event.key === '?') {
    setShortcutsHelpOpen(true); // the help, anywhere in the music app (issue 19)
    return true;
  }
  if (!store.open.full_player) return false;
  const settings = usePlayerSettings.getState();
  const show = (key: string, values: Record<string, unknown> = {}) =>
    void playerToast(key, values, { group: `player-key-${key}`, duration: 1500 });

  switch (event.key) {
    case ' ':
    case 'Spacebar': {
      const willPause = store.current_song_state === 'playing';
      store.playPause(); // [PLAY-61]
      show(willPause ? 'keys.pause' : 'keys.play');
      return true;
    }
    case 'ArrowRight':
    case 'ArrowLeft': {
      const delta = event.key === 'ArrowRight' ? SEEK_STEP_S : -SEEK_STEP_S;
      store.seekBy(delta); // [PLAY-62]
      const time = formatPlayerTime(usePlayerStore.getState().playing_current_time);
      show(delta > 0 ? 'keys.forward' : 'keys.backward', { time });
      return true;
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      const volume = stepVolume(settings.volume, event.key === 'ArrowUp' ? VOLUME_KEY_STEP : -VOLUME_KEY_STEP);
      settings.setPlayerSetting('volume', volume); // [PLAY-63][PLAY-64]
      show('keys.volume', { percent: Math.round(volume * 100) });
      return true;
    }
    case 'x':
    case 'c': {
      const offset = stepOffset(settings.lrc_row_offset, event.key === 'c' ? OFFSET_KEY_STEP_S : -OFFSET_KEY_STEP_S);
      settings.setPlayerSetting('lrc_row_offset', offset); // [PLAY-65][PLAY-67]
      show('keys.row_offset', { offset: signed(offset) });
      return true;
    }
    case 's':
    case 'd': {
      const offset = stepOffset(settings.lrc_word_offset, event.key === 'd' ? OFFSET_KEY_STEP_S : -OFFSET_KEY_STEP_S);
      settings.setPlayerSetting('lrc_word_offset', offset); // [PLAY-66][PLAY-67]
      show('keys.word_offset', { offset: signed(offset) });
      return true;
    }
    case 'PageUp':
    case 'PageDown': {
      const forward = event.key === 'PageDown';
      if (forward ? store.canNext() : store.canPrevious()) {
        if (forward) store.next();
        else store.previous(); // [PLAY-68]
        show(forward ? 'keys.next' : 'keys.previous');
      } else show(...noStepToast(forward)); // [PLAY-07][PLAY-08][PLAY-38]: nothing happens, and the toast says so
      return true;
    }
    default:
      return false;
  }
}

/** Listens for the shortcuts on `target` (the window by default); returns the function that stops listening. */
export function attachPlayerKeys(target: Window | HTMLElement = window): () => void {
  const listener = (event: Event) => {
    if (handlePlayerKey(event as KeyboardEvent)) event.preventDefault();
  };
  target.addEventListener('keydown', listener);
  return () => target.removeEventListener('keydown', listener);
}
