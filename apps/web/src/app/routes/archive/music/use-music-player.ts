import type { SongSummary } from '@site/contracts';
import type { LyricEntry } from '@site/lyrics';
import { useTranslation } from 'react-i18next';
import { usePlayerStore } from '../../../../features/player/store.ts';
import { toast } from '../../../../ui/toast-store.ts';

/** Lyric files picked with custom songs (platforms page), by song_key; kept while the music app is open. */
const customLyrics = new Map<string, LyricEntry[]>();

/**
 * Gives the player the lyrics picked from disk for a custom song [ROUTE-27] (`lyric` null: none). Custom songs
 * have no server lyrics, so whatever the player loads for them is replaced by these whenever the song becomes
 * current (`useCustomLyricsBridge`).
 */
export function setCustomLyrics(song_key: string, lyric: LyricEntry | null): void {
  if (lyric === null) customLyrics.delete(song_key);
  else customLyrics.set(song_key, [lyric]);
  applyCustomLyrics();
}

function applyCustomLyrics(): void {
  const state = usePlayerStore.getState();
  const key = state.current_song?.song_key;
  if (key === undefined) return;
  const lrc_data = customLyrics.get(key);
  if (lrc_data === undefined || !state.lyrics.ready || state.lyrics.lrc_data === lrc_data) return;
  state.setLyrics(key, lrc_data);
}

/**
 * Keeps custom songs' picked lyrics in the player while the music app is open (the layout calls it); on leaving,
 * forgets them. The player's own lyric load for a song marks the lyrics ready (with nothing, for a custom
 * song); the picked ones then take their place.
 */
export function subscribeCustomLyrics(): () => void {
  const unsubscribe = usePlayerStore.subscribe((state, previous) => {
    if (state.lyrics !== previous.lyrics || state.current_song !== previous.current_song) applyCustomLyrics();
  });
  return () => {
    unsubscribe();
    customLyrics.clear();
  };
}

/**
 * The player actions the music pages hand to the song lists and detail views (features do not import each
 * other, so the route pages bind `features/player` to `features/music`) [ROLE-02]: any visitor may play.
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
  const play = (song: SongSummary) => usePlayerStore.getState().playSong(song);
  const add = (song: SongSummary) => {
    usePlayerStore.getState().addSong(song);
  };
  const playAll = (songs: readonly SongSummary[]) => {
    const first = songs[0];
    if (first === undefined) return;
    const added = usePlayerStore.getState().addSongs([...songs]);
    if (added > 0) toast({ message: t('toast.added_count', { count: added }), group: 'music-added' });
    usePlayerStore.getState().playSong(first);
  };
  const addAll = (songs: readonly SongSummary[]) => {
    const added = usePlayerStore.getState().addSongs([...songs]);
    toast(
      added > 0
        ? { message: t('toast.added_count', { count: added }), group: 'music-added' }
        : { message: t('toast.all_queued'), status: 'error', group: 'music-added' },
    );
  };
  return { play, add, playAll, addAll, currentKey };
}
