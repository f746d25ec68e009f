import { create } from 'zustand';

/**
 * What the header's music button needs to know about the player, in a store small enough for the home page's
 * chunk: the player store (and the audio engine behind it) loads only with the music app. store.ts keeps this
 * in step and registers `openFullPlayer` when it loads.
 */
export type PlayerPresence = {
  /** The music app under /archive/music holds the player [LAYOUT-16]. */
  active: boolean;
  /** The single-page player (/archive/music/player) is open [LAYOUT-18]. */
  single_page_player: boolean;
  /** Opens the full player; null until the player store has loaded [LAYOUT-17]. */
  openFullPlayer: (() => void) | null;
};

/** The header's view of the player. Read with a selector: `usePlayerPresence((s) => s.active)`. */
export const usePlayerPresence = create<PlayerPresence>(() => ({
  active: false,
  single_page_player: false,
  openFullPlayer: null,
}));
