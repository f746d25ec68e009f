import { ncmSongUrlAnswerSchema, type SongSummary } from '@site/contracts';
import { apiJson } from '../../lib/api-client.ts';

/**
 * Where the current song's audio comes from, by `song_source` (spec section 7; its lyrics: `lyric-loader.ts`):
 *
 * | source | audio address |
 * |---|---|
 * | local, meting | `audio_url` as given |
 * | ncm | GET ncm/song/?id=<ncm_id>: code 200, `data[0].url` [API-14][API-15][API-16] |
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
