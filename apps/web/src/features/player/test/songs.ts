import type { SongSummary } from '@site/contracts';
import { clearToasts } from '../../../ui/toast-store.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { resetPlayerStore, usePlayerStore } from '../store.ts';

/** A local test song `n` (song_key `local:n`, audio `/media/audio/n.mp3`, 180 s). */
export function testSong(n: number, fields: Partial<SongSummary> = {}): SongSummary {
  return {
    song_key: `local:${n}`,
    song_source: 'local',
    song_id: String(n),
    ncm_id: '',
    title: `Song ${n}`,
    _title_cn: '',
    _artists_name: `Artist ${n}`,
    _album_name: `Album ${n}`,
    cover_url: `/media/covers/${n}.jpg`,
    song_duration: 180,
    audio_url: `/media/audio/${n}.mp3`,
    ...fields,
  };
}

/** `count` test songs 1..count. */
export function testSongs(count: number): SongSummary[] {
  return Array.from({ length: count }, (_, i) => testSong(i + 1));
}

/** Fresh player store, default settings, no toasts; the queue holds `queue` (no toasts) and nothing is current. */
export function resetPlayer(queue: SongSummary[] = []): void {
  resetPlayerStore();
  usePlayerSettings.getState().resetPlayerSettings();
  clearToasts();
  usePlayerStore.getState().addSongs(queue);
}
