import { create } from 'zustand';

/**
 * Whether the keyboard shortcut help dialog is open (issue 19). Kept apart from the player's open flags, which
 * are the spec's list [FPLAY-09]. `?` (keyboard.ts) and the full player's "?" button open it.
 */
export const useShortcutsHelp = create<{ open: boolean }>(() => ({ open: false }));

/** Opens (true) or closes (false) the shortcut help dialog. */
export function setShortcutsHelpOpen(open: boolean): void {
  useShortcutsHelp.setState({ open });
}

/**
 * The shortcuts the help dialog lists, in the order of spec section 9 (key caps, then the `fullplayer`
 * `shortcuts.*` key of what they do) [PLAY-61..68], and `?` itself.
 */
export const shortcutList = [
  { keys: ['Space'], action: 'play_pause' },
  { keys: ['→', '←'], action: 'seek' },
  { keys: ['↑', '↓'], action: 'volume' },
  { keys: ['X', 'C'], action: 'row_offset' },
  { keys: ['S', 'D'], action: 'word_offset' },
  { keys: ['PageUp', 'PageDown'], action: 'previous_next' },
  { keys: ['?'], action: 'help' },
] as const;
