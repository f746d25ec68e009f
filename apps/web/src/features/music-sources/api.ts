import {
  type MetingServer,
  metingErrorSchema,
  metingItemSchema,
  metingPlaylistSchema,
  metingToSongSummary,
  type NcmProgram,
  ncmPlaylistAnswerSchema,
  ncmProgramToSongSummary,
  ncmRadioAnswerSchema,
  ncmSongDetailAnswerSchema,
  ncmToSongSummary,
  type SongSummary,
} from '@site/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiRequestError, apiJson, getApiBase, refusalError } from '../../lib/api-client.ts';

/**
 * The NCM and Meting pass-through calls for the music pages (contracts `packages/contracts/src/ncm.ts`):
 * fetchers that read the upstream-format answers and hand back page-ready views with SongSummary lists, and
 * TanStack Query option factories around them (`useQuery(ncmPlaylistQuery(id))`).
 *
 * These answers are not envelopes (DESIGN.md). Failures reject with `ApiRequestError`, `code`:
 * - `network`: no answer (the api client has shown the server-error toast);
 * - the proxy's envelope codes: `source_unavailable` (503, upstream not configured), `upstream_error` (502),
 *   `upstream_timeout` (504), `invalid_input` (400, a bad id);
 * - `not_found`: the upstream answered but has no such item (NCM `code` other than 200, no playlist/radio, no
 *   song; Meting `{error}`);
 * - `bad_answer`: an answer of a shape the contract does not describe.
 *
 * Playback itself (the audio address via ncm/song/ and the lyrics via ncm/lyric/) belongs to the player
 * (features/player/sources.ts); these calls only list songs. NCM songs come back with `audio_url` "" (looked
 * up when played, API-14); Meting songs with absolute `audio_url` and `lrc_url` on the site's API.
 */

/** A playlist (`GET ncm/playlist/?id=`) ready for a page. `cover_url` may be "" (empty). */
export type NcmPlaylistView = {
  id: string;
  name: string;
  cover_url: string;
  description: string;
  creator: string;
  songs: SongSummary[];
};

/** A radio (`GET ncm/radio/?id=`) with its programs; `songs[i]` plays `programs[i]`. */
export type NcmRadioView = {
  id: string;
  name: string;
  cover_url: string;
  description: string;
  dj: string;
  programs: NcmProgram[];
  songs: SongSummary[];
};

/** Query keys: every pass-through query starts with `music-sources`. */
export const musicSourceKeys = {
  all: ['music-sources'] as const,
  ncmPlaylist: (id: string) => ['music-sources', 'ncm', 'playlist', id] as const,
  ncmRadio: (id: string) => ['music-sources', 'ncm', 'radio', id] as const,
  ncmSongs: (ids: readonly string[]) => ['music-sources', 'ncm', 'songs', ids.join(',')] as const,
  ncmSong: (id: string) => ['music-sources', 'ncm', 'song', id] as const,
  metingPlaylist: (server: MetingServer, id: string) => ['music-sources', 'meting', server, id] as const,
};

const errorEnvelopeSchema = z.object({ status: z.literal('error'), message: z.string() });
const nonEmpty = (value: string | null | undefined) => value ?? '';

/**
 * GETs `path` and parses the answer with `schema`.
 *
 * @throws ApiRequestError `network`, an envelope's code (the proxy's 4xx/5xx answers) or `bad_answer`.
 */
async function getAnswer<S extends z.ZodMiniType>(
  path: string,
  query: Record<string, string>,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const json = await apiJson(path, { query, signal });
  if (json === false) throw new ApiRequestError('network', 'network');
  const envelope = errorEnvelopeSchema.safeParse(json);
  if (envelope.success) throw refusalError(envelope.data.message);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiRequestError('bad_answer', 'error');
  return parsed.data;
}

const notFound = () => new ApiRequestError('not_found', 'error');

/** An NCM playlist with every track (`GET ncm/playlist/?id=`). Rejects with `not_found` for an unknown id. */
export async function fetchNcmPlaylist(id: string, signal?: AbortSignal): Promise<NcmPlaylistView> {
  const answer = await getAnswer('ncm/playlist/', { id }, ncmPlaylistAnswerSchema, signal);
  const list = answer.playlist;
  if (answer.code !== 200 || !list) throw notFound();
  return {
    id: String(list.id),
    name: list.name,
    cover_url: nonEmpty(list.coverImgUrl),
    description: nonEmpty(list.description),
    creator: nonEmpty(list.creator?.nickname),
    songs: list.tracks.map(ncmToSongSummary),
  };
}

/** An NCM radio and its programs (`GET ncm/radio/?id=`). Rejects with `not_found` for an unknown id. */
export async function fetchNcmRadio(id: string, signal?: AbortSignal): Promise<NcmRadioView> {
  const answer = await getAnswer('ncm/radio/', { id }, ncmRadioAnswerSchema, signal);
  const radio = answer.data;
  if (answer.code !== 200 || !radio) throw notFound();
  return {
    id: String(radio.id),
    name: radio.name,
    cover_url: nonEmpty(radio.picUrl),
    description: nonEmpty(radio.desc),
    dj: nonEmpty(radio.dj?.nickname),
    programs: answer.programs,
    songs: answer.programs.map(ncmProgramToSongSummary),
  };
}

/**
 * NCM songs by id (`GET ncm/song_detail/?ids=`, at most 100 ids a call), in the order asked; unknown ids are
 * left out. Rejects with `not_found` when the upstream's `code` is not 200.
 */
export async function fetchNcmSongs(ids: readonly string[], signal?: AbortSignal): Promise<SongSummary[]> {
  if (ids.length === 0) return [];
  const answer = await getAnswer('ncm/song_detail/', { ids: ids.join(',') }, ncmSongDetailAnswerSchema, signal);
  if (answer.code !== 200) throw notFound();
  const byId = new Map(answer.songs.map((song) => [String(song.id), ncmToSongSummary(song)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One NCM song (/ncm_song/:id). Rejects with `not_found` when the upstream does not know it. */
export async function fetchNcmSong(id: string, signal?: AbortSignal): Promise<SongSummary> {
  const [song] = await fetchNcmSongs([id], signal);
  if (!song) throw notFound();
  return song;
}

/**
 * A song's address as the site's API wrote it (`/api/meting/?...`, relative to the API's origin) resolved against
 * the api address, so it works wherever the page is and whatever the api address: absolute when the api address
 * names another origin (`https://api.example/v2/`), else kept on the site's own origin as a root-relative address
 * (`/api/meting/?...`). So a server-rendered page (docs/decisions/0029), whose calls resolve against the server's
 * own in-process origin, writes the same addresses as the browser: never that origin's.
 */
export function absoluteOnApi(address: string): string {
  if (address === '') return '';
  try {
    const api = getApiBase();
    if (/^[a-z][a-z\d+.-]*:/i.test(api)) return new URL(address, api).href;
    const ownOrigin = 'http://site.invalid';
    const url = new URL(address, new URL(api, ownOrigin));
    return url.origin === ownOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  } catch {
    return address;
  }
}

const metingAnswerSchema = z.union([metingPlaylistSchema, metingItemSchema, metingErrorSchema]);

/**
 * A Meting playlist of `server` (`GET meting/?server=&type=playlist&id=`) as SongSummary items (`meting`
 * source, absolute `audio_url`, `cover_url` and `lrc_url`). Rejects with `not_found` when Meting answers
 * `{error}` (an unknown playlist).
 */
export async function fetchMetingPlaylist(
  server: MetingServer,
  id: string,
  signal?: AbortSignal,
): Promise<SongSummary[]> {
  const answer = await getAnswer('meting/', { server, type: 'playlist', id }, metingAnswerSchema, signal);
  if (!Array.isArray(answer)) throw notFound();
  return answer.map((item) => {
    const song = metingToSongSummary(item, server);
    return {
      ...song,
      audio_url: absoluteOnApi(song.audio_url),
      cover_url: absoluteOnApi(song.cover_url),
      lrc_url: absoluteOnApi(song.lrc_url ?? ''),
    };
  });
}

/**
 * Asks again (twice) only after network trouble or a failing upstream. Answers that asking again will not change
 * are final, and so is `upstream_timeout`: the server has already waited its full timeout (NCM_TIMEOUT_MS), so a
 * retry would only keep the spinner up several times longer before the error shows.
 */
const retry = (failures: number, error: unknown) =>
  failures < 2 &&
  !(
    error instanceof ApiRequestError &&
    ['not_found', 'invalid_input', 'bad_answer', 'source_unavailable', 'upstream_timeout'].includes(error.code)
  );

const staleTime = 5 * 60_000;

/** `useQuery(ncmPlaylistQuery(id))`: an NCM playlist view. */
export function ncmPlaylistQuery(id: string) {
  return queryOptions({
    queryKey: musicSourceKeys.ncmPlaylist(id),
    queryFn: ({ signal }) => fetchNcmPlaylist(id, signal),
    staleTime,
    retry,
  });
}

/** `useQuery(ncmRadioQuery(id))`: an NCM radio view with its programs. */
export function ncmRadioQuery(id: string) {
  return queryOptions({
    queryKey: musicSourceKeys.ncmRadio(id),
    queryFn: ({ signal }) => fetchNcmRadio(id, signal),
    staleTime,
    retry,
  });
}

/** `useQuery(ncmSongsQuery(ids))`: NCM songs by id (at most 100), in the order asked. */
export function ncmSongsQuery(ids: readonly string[]) {
  return queryOptions({
    queryKey: musicSourceKeys.ncmSongs(ids),
    queryFn: ({ signal }) => fetchNcmSongs(ids, signal),
    staleTime,
    retry,
  });
}

/** `useQuery(ncmSongQuery(id))`: one NCM song (`not_found` when unknown). */
export function ncmSongQuery(id: string) {
  return queryOptions({
    queryKey: musicSourceKeys.ncmSong(id),
    queryFn: ({ signal }) => fetchNcmSong(id, signal),
    staleTime,
    retry,
  });
}

/** `useQuery(metingPlaylistQuery(server, id))`: a Meting playlist of one server. */
export function metingPlaylistQuery(server: MetingServer, id: string) {
  return queryOptions({
    queryKey: musicSourceKeys.metingPlaylist(server, id),
    queryFn: ({ signal }) => fetchMetingPlaylist(server, id, signal),
    staleTime,
    retry,
  });
}
