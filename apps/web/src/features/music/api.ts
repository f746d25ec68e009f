import {
  type MusicSources,
  musicSourcesSchema,
  type SongDetail,
  type SongPage,
  type SongSummary,
  songDetailSchema,
  songPageSchema,
} from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiData } from '../../lib/api-client.ts';

/**
 * The site's own song calls (contract: `packages/contracts/src/music.ts`) as TanStack Query hooks. Answers are
 * parsed with the contract's schemas by `apiData`; a failure surfaces as `ApiRequestError` in `error`
 * (`code` = `song_not_found`, `invalid_input`, `network`, ...).
 */

/** Query keys: every song query starts with `songs`, so an admin's save can refresh them all. */
export const songKeys = {
  all: ['songs'] as const,
  page: (page: number, page_size: number) => ['songs', 'page', { page, page_size }] as const,
  detail: (song_id: string) => ['songs', 'detail', song_id] as const,
};

/** Answers that asking again will not change: a missing song or a refused id. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status === 'error' && error.code !== 'internal_error') && failures < 2;

/**
 * One page of the site's songs (`GET archive/music/get_songs.php`) [ROUTE-28]. `page` is 1-based, `page_size`
 * 1–100. While the next page loads the previous one stays on screen.
 */
export function useSongs(page: number, page_size: number) {
  return useQuery<SongPage>({
    queryKey: songKeys.page(page, page_size),
    queryFn: ({ signal }) =>
      apiData('archive/music/get_songs.php', { query: { page, page_size }, data: songPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry,
  });
}

/**
 * One song with its lyric fields (`GET archive/music/get_song_detail.php?song_id=`) [ROUTE-29]. `song_id` null
 * (an address that cannot be an id) runs no query. A missing song fails with `ApiRequestError('song_not_found')`
 * and is not retried.
 */
export function useSongDetail(song_id: string | null) {
  return useQuery<SongDetail>({
    queryKey: songKeys.detail(song_id ?? ''),
    queryFn: ({ signal }) =>
      apiData('archive/music/get_song_detail.php', {
        query: { song_id: song_id ?? '' },
        data: songDetailSchema,
        signal,
      }),
    enabled: song_id !== null,
    staleTime: 30_000,
    retry,
  });
}

/** Whether `error` is the server's "no such song" (the detail page shows its not-found text). */
export function isSongNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'song_not_found' || error.code === 'invalid_input');
}

/** A song id as the address carries it, or null when it cannot be one (the contract's `song_id` rule). */
export function songIdOf(param: string | undefined): string | null {
  return param !== undefined && /^[\w.-]{1,64}$/.test(param) ? param : null;
}

/** The queue item of a detailed song: its SongSummary fields without the lyric texts (the player fetches those). */
export function summaryOf(detail: SongDetail): SongSummary {
  const { lrc: _lrc, ...summary } = detail;
  return summary;
}

/**
 * Which music upstreams the server has set up (`GET archive/music/get_sources.php`): the pages offer the NCM and
 * Meting sections only when set up (issue 19). `data` is undefined while loading; it does not change while the
 * server runs, so it is asked once per visit.
 */
export function useMusicSources() {
  return useQuery<MusicSources>({
    queryKey: ['music-sources', 'configured'],
    queryFn: ({ signal }) => apiData('archive/music/get_sources.php', { data: musicSourcesSchema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry,
  });
}
