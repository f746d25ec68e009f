import { metingLyricAnswerSchema, ncmLyricAnswerSchema, songDetailSchema } from '@site/contracts';
import { type LyricEntry, lrcDataFromMeting, lrcDataFromNcm, lrcDataFromSongDetail } from '@site/lyrics';
import { apiCall, apiJson } from '../../lib/api-client.ts';
import type { QueueItem } from './player-state.ts';

/**
 * The one way lyrics reach the player: when a song becomes current, the store calls `loadLyrics` with it
 * [PLAY-27], and the answer lands in the store's `lyrics` (ready, also with nothing [LYR-29]). Where a queue
 * item's lyrics come from is `lyricSourceOf(item)`:
 *
 * | item | source | request |
 * |---|---|---|
 * | carries `lrc_data` (a custom song's picked file, ROUTE-27) | inline | none |
 * | `local` with a `song_id` | song_detail | GET archive/music/get_song_detail.php?song_id= [API-17]; `data.lrc` on "success" only [API-18][LYR-29] |
 * | `ncm` with an `ncm_id` | ncm | GET ncm/lyric/?id= [API-20] |
 * | `meting` with an `lrc_url` | meting | GET the address as given [API-23] |
 * | anything else (a custom song without a file, an item with only song_key and title [PLAY-48]) | none | none |
 */

/** Where a queue item's lyrics come from (`lyricSourceOf`); null: it has none. */
export type LyricSource =
  | { type: 'inline'; lrc_data: LyricEntry[] }
  | { type: 'song_detail'; song_id: string }
  | { type: 'ncm'; ncm_id: string }
  | { type: 'meting'; lrc_url: string }
  | null;

/** The lyric source of `item` (see the table above). A queue item may lack any field but song_key and title. */
export function lyricSourceOf(item: QueueItem): LyricSource {
  if (item.lrc_data !== undefined) return { type: 'inline', lrc_data: item.lrc_data };
  const id = (value: string | undefined) => value ?? '';
  if (item.song_source === 'local' && id(item.song_id) !== '') return { type: 'song_detail', song_id: item.song_id };
  if (item.song_source === 'ncm' && id(item.ncm_id) !== '') return { type: 'ncm', ncm_id: item.ncm_id };
  if (item.song_source === 'meting' && id(item.lrc_url) !== '') return { type: 'meting', lrc_url: id(item.lrc_url) };
  return null;
}

/**
 * The lyric entries of `source`; `[]` when it has none, the answer is not a success or does not match its
 * contract, the network failed or `signal` aborted the call. Never rejects.
 */
export async function fetchLyrics(source: LyricSource, signal?: AbortSignal): Promise<LyricEntry[]> {
  if (source === null) return [];
  if (source.type === 'inline') return source.lrc_data;
  if (source.type === 'song_detail') {
    const answer = await apiCall('archive/music/get_song_detail.php', {
      query: { song_id: source.song_id },
      data: songDetailSchema,
      signal,
    });
    return answer !== false && answer.status === 'success' ? lrcDataFromSongDetail(answer.data.lrc) : [];
  }
  if (source.type === 'ncm') {
    const answer = ncmLyricAnswerSchema.safeParse(
      await apiJson('ncm/lyric/', { query: { id: source.ncm_id }, signal }),
    );
    return answer.success ? lrcDataFromNcm(answer.data) : [];
  }
  // A source-provided address: `/api/meting/?...` on this site, or absolute.
  const address = new URL(source.lrc_url, window.location.href).toString();
  const answer = metingLyricAnswerSchema.safeParse(await apiJson(address, { signal }));
  return answer.success ? lrcDataFromMeting(answer.data) : [];
}

let loading: AbortController | null = null;

/**
 * Loads the lyrics of `item`, the song that just became current, and hands them to `deliver(song_key,
 * lrc_data)` (the store's `setLyrics`, which drops lyrics of a song no longer current [LYR-29]); a load still
 * running for the song before is cancelled. `item` null (no current song) only cancels.
 *
 * @example loadLyrics(song, usePlayerStore.getState().setLyrics)
 */
export function loadLyrics(item: QueueItem | null, deliver: (song_key: string, lrc_data: LyricEntry[]) => void) {
  loading?.abort();
  loading = null;
  if (item === null) return;
  const controller = new AbortController();
  loading = controller;
  void fetchLyrics(lyricSourceOf(item), controller.signal).then(
    (lrc_data) => {
      if (!controller.signal.aborted) deliver(item.song_key, lrc_data);
    },
    () => deliver(item.song_key, []),
  );
}
