import { useCallback } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { getAudioTime, onAudioTime } from '../audio-engine.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { LyricsPanel, type LyricsViewSettings } from './lyrics-panel.tsx';

/** Props of `LyricsView`. */
export interface LyricsViewProps {
  className?: string;
}

/** The lyric view's time reports: every time update, poll and seek of the audio engine. */
function subscribeTime(listener: () => void): () => void {
  return onAudioTime(() => listener());
}

/**
 * The current song's synchronised lyrics, connected to the player: the song's `lyrics` from the player store,
 * the lyric settings from the player settings, the time straight from the audio element (`getAudioTime`),
 * and a row click seeks the player [LYR-27]. See `LyricsPanel` for the behaviour (LYR-09..12, 19..31).
 * Used by the full player and by the /archive/music/player page.
 *
 * @example <LyricsView className={styles.lyrics} />
 */
export function LyricsView({ className }: LyricsViewProps) {
  const { lyrics, has_song, playing } = usePlayerStore(
    useShallow((s) => ({
      lyrics: s.lyrics,
      has_song: s.current_song !== null,
      playing: s.current_song_state === 'playing',
    })),
  );
  const settings: LyricsViewSettings = usePlayerSettings(
    useShallow((s) => ({
      lrc_row_offset: s.lrc_row_offset,
      lrc_word_offset: s.lrc_word_offset,
      show_translate: s.show_translate,
      show_roma: s.show_roma,
      show_ruby: s.show_ruby,
      word_lrc: s.word_lrc,
      colored_lrc: s.colored_lrc,
      lrc_align: s.lrc_align,
    })),
  );
  const onSeek = useCallback((time_s: number) => usePlayerStore.getState().seek(time_s), []);
  return (
    <LyricsPanel
      className={className}
      lrc_data={lyrics.lrc_data}
      ready={lyrics.ready}
      has_song={has_song}
      settings={settings}
      getTime={getAudioTime}
      playing={playing}
      subscribeTime={subscribeTime}
      onSeek={onSeek}
    />
  );
}
