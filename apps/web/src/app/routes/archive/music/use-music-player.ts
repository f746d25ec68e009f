import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../../../../features/player/player-state.ts';
import { usePlayerStore } from '../../../../features/player/store.ts';
import { toast } from '../../../../ui/toast-store.ts';

/**
 * The player actions the music pages hand to the song lists and detail views (features do not import each
 * other, so the route pages bind `features/player` to `features/music`) [ROLE-02]: any visitor may play.
 *
 * A queue item carries its lyric source (a custom song its picked lyrics), so the player needs nothing else.
 *
 * - `play(song)`: adds it if absent (toast ERR-29), makes it current and plays it.
 * - `add(song)`: adds it (toast ERR-29, or ERR-28 when it is queued already).
 * - `playAll(songs)`: queues every song not yet queued and plays the first.
 * - `addAll(songs)`: queues every song not yet queued, with one toast counting them.
 * - `currentKey`: the song_key of the current song, or null.
 */
export function useMusicPlayer() {
  const { t } = useTranslation('music');
  const currentKey = usePlayerStore((s) => s.current_song?.song_key ?? null);
  const play = (song: QueueItem) => usePlayerStore.getState().playSong(song);
  const add = (song: QueueItem) => {
    usePlayerStore.getState().addSong(song);
  };
  const playAll = (songs: readonly QueueItem[]) => {
    const first = songs[0];
    if (first === undefined) return;
    const added = usePlayerStore.getState().addSongs([...songs]);
    if (added > 0) toast({ message: t('toast.added_count', { count: added }), group: 'music-added' });
    usePlayerStore.getState().playSong(first);
  };
  const addAll = (songs: readonly QueueItem[]) => {
    const added = usePlayerStore.getState().addSongs([...songs]);
    toast(
      added > 0
        ? { message: t('toast.added_count', { count: added }), group: 'music-added' }
        : { message: t('toast.all_queued'), status: 'error', group: 'music-added' },
    );
  };
  return { play, add, playAll, addAll, currentKey };
}
