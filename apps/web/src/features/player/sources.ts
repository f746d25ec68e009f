import { ncmSongUrlAnswerSchema, type SongSummary, songDetailSchema } from '@site/contracts';
import {
  type LyricEntry,
  lrcDataFromMeting,
  lrcDataFromNcm,
  lrcDataFromSongDetail,
  ncmLyricRequest,
  songDetailRequest,
} from '@site/lyrics';
import { apiCall, apiJson } from '../../lib/api-client.ts';

/**
 * Where the current song's audio and lyrics come from, by `song_source` (spec section 7):
 *
 * | source | audio address | lyrics |
 * |---|---|---|
 * | local | `audio_url` as given | GET archive/music/get_song_detail.php?song_id= → `lrcDataFromSongDetail` [LYR-29] |
 * | ncm | GET ncm/song/?id=<ncm_id>: code 200, `data[0].url` [API-14][API-15][API-16] | GET ncm/lyric/?id= → `lrcDataFromNcm` |
 * | meting | `audio_url` as given | GET `lrc_url` → `lrcDataFromMeting` |
 */

/**
 * [API-16] `http:` becomes `https:` when the page itself is served over https (mixed content would be
 * blocked); on a page served over http the address is kept. `pageProtocol` is `location.protocol` by default.
 */
export function upgradeAudioUrl(url: string, pageProtocol: string = window.location.protocol): string {
  return pageProtocol === 'https:' && /^http:\/\//i.test(url) ? `https://${url.slice('http://'.length)}` : url;
}

/**
 * The audio address of `song`, or null when it has none: `local`/`meting` use `audio_url` ("" = none); `ncm`
 * asks GET ncm/song/?id=<ncm_id> [API-14] and uses the answer only when `code` is 200, taking `data[0].url`
 * [API-15]. A null result means ERR-25 / PLAY-31 for the caller. A `local`/`meting` song may carry an
 * `audio_url` and an `ncm_id`: the given address wins.
 */
export async function resolveAudioUrl(song: SongSummary, signal?: AbortSignal): Promise<string | null> {
  // A queue item may carry only song_key and title [PLAY-48]: missing fields count as empty.
  const audio_url = song.audio_url ?? '';
  if (song.song_source !== 'ncm' || audio_url !== '') return audio_url === '' ? null : audio_url;
  if ((song.ncm_id ?? '') === '') return null;
  const answer = await apiJson('ncm/song/', { query: { id: song.ncm_id }, signal });
  const parsed = ncmSongUrlAnswerSchema.safeParse(answer);
  if (!parsed.success || parsed.data.code !== 200) return null;
  const url = parsed.data.data?.[0]?.url;
  return typeof url === 'string' && url !== '' ? upgradeAudioUrl(url) : null;
}

/** An absolute address for a source-provided URL (`/api/meting/?...` or `https://...`). */
function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).toString();
}

/**
 * The lyric entries of `song` (`[]` when it has none or the fetch failed; the caller marks the lyrics ready
 * either way [LYR-29]):
 * - `local`: get_song_detail.php; a status other than "success" gives `[]`;
 * - `ncm`: ncm/lyric/ with the external id;
 * - `meting`: its `lrc_url` (a `{lyric, tlyric}` answer).
 * An aborted fetch resolves with `[]` as well.
 */
export async function fetchLyrics(song: SongSummary, signal?: AbortSignal): Promise<LyricEntry[]> {
  if (song.song_source === 'local') {
    if ((song.song_id ?? '') === '') return [];
    const request = songDetailRequest(song.song_id);
    const answer = await apiCall(request.path, { query: request.query, data: songDetailSchema, signal });
    return answer === false ? [] : lrcDataFromSongDetail(answer);
  }
  if (song.song_source === 'ncm') {
    if ((song.ncm_id ?? '') === '') return [];
    const request = ncmLyricRequest(song.ncm_id);
    const answer = await apiJson(request.path, { query: request.query, signal });
    return answer === false ? [] : lrcDataFromNcm(answer);
  }
  const lrc_url = song.lrc_url ?? '';
  if (lrc_url === '') return [];
  const answer = await apiJson(absoluteUrl(lrc_url), { signal });
  return answer === false ? [] : lrcDataFromMeting(answer);
}
