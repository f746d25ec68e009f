import type { PlayerLyrics, QueueItem } from '../player-state.ts';

/** localStorage key of the reader's last choice of the full player's right-hand panel (issue 19). */
export const panelChoiceStorageKey = 'full_player_panel';

/** What the reader last chose for the full player's right-hand panel: the lyrics, the queue or neither. */
export type PanelChoice = 'lrc' | 'queue' | 'none';

const choices: readonly PanelChoice[] = ['lrc', 'queue', 'none'];

/** The stored choice, or null when the reader never chose (or storage is unreadable / holds something else). */
export function readPanelChoice(): PanelChoice | null {
  try {
    const raw = localStorage.getItem(panelChoiceStorageKey);
    return choices.includes(raw as PanelChoice) ? (raw as PanelChoice) : null;
  } catch {
    return null;
  }
}

/** Remembers the reader's choice (a toggle click); a storage that refuses it only costs the memory. */
export function rememberPanelChoice(choice: PanelChoice): void {
  try {
    localStorage.setItem(panelChoiceStorageKey, choice);
  } catch (error) {
    console.log('[player] could not save the full player panel choice', error);
  }
}

/**
 * The panel the full player opens with (issue 19; FPLAY-02/03 still toggle it afterwards):
 * - the reader's last choice (`remembered`) at any width; without one, the lyrics at 919 px and wider (`wide`)
 *   and the cover below (the narrow layout's main view, FPLAY-08);
 * - the lyrics only when the song has some: none yet known (still loading) counts as having them, a song whose
 *   lyrics arrived empty, or no song at all, opens on the cover.
 */
export function panelOnOpen({
  wide,
  remembered,
  song,
  lyrics,
}: {
  wide: boolean;
  remembered: PanelChoice | null;
  song: QueueItem | null;
  lyrics: PlayerLyrics;
}): 'lrc' | 'queue' | null {
  const choice = remembered ?? (wide ? 'lrc' : 'none');
  if (choice === 'queue') return 'queue';
  if (choice === 'none' || song === null) return null;
  return lyrics.ready && lyrics.lrc_data.length === 0 ? null : 'lrc';
}
