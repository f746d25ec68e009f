import { useEffect } from 'react';
import { attachAudio } from '../audio-engine.ts';
import { attachPlayerKeys } from '../keyboard.ts';
import { attachMediaSession } from '../media-session.ts';
import { syncPlayerSettingsAcrossTabs } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { attachToastClearance } from '../toast-clearance.ts';

/**
 * Holds the player while the music app (/archive/music and its children) is shown; its layout route mounts it
 * once. On mount: the audio element, the Media Session [MEDIA-01..05] and the full player's keyboard shortcuts
 * [PLAY-59] are wired, the toasts keep clear of the player's controls (issue 19), the player settings follow other tabs, and the player is `active` (the header's music button opens the full player then,
 * LAYOUT-17). On unmount (leaving the music app): playback stops, the audio is detached and the queue is
 * emptied [PLAY-33][PLAY-34]. Renders nothing.
 */
export function PlayerHost() {
  useEffect(() => {
    const detachAudio = attachAudio();
    const detachSession = attachMediaSession();
    const detachKeys = attachPlayerKeys();
    const stopSettingsSync = syncPlayerSettingsAcrossTabs();
    const detachToastClearance = attachToastClearance();
    usePlayerStore.getState().setActive(true);
    return () => {
      detachToastClearance();
      stopSettingsSync();
      detachKeys();
      detachSession();
      usePlayerStore.getState().setActive(false);
      detachAudio();
    };
  }, []);
  return null;
}
