import { type MetingServer, metingServers } from '@site/contracts';

/**
 * The featured ids the index pages of the music app offer (ROUTE-30..33), in one place so the site's owner can
 * change them. The NCM song ids are the songs of the lyric fixtures (amll-db: 2122308128, 459717345,
 * 1361348080); the playlist, radio and Meting playlist ids are those the development upstream
 * (`apps/server/test-support/fake-music-upstream.mjs`) serves. With real upstreams (NCM_API_BASE,
 * METING_API_BASE) any id works; these are starting points.
 */
export const featuredMusic = {
  /** /archive/music/ncm_song */
  ncm_songs: ['2122308128', '459717345', '1361348080'],
  /** /archive/music/playlist */
  ncm_playlists: ['900001'],
  /** /archive/music/radio */
  ncm_radios: ['900002'],
  /** /archive/music/all_server/:server */
  meting_playlists: {
    netease: ['900003'],
    tencent: ['900003'],
    kugou: ['900003'],
    kuwo: ['900003'],
    baidu: ['900003'],
  } satisfies Record<MetingServer, readonly string[]>,
} as const;

/** The Meting servers of /archive/music/all_server, in the spec's order [ROUTE-32]. */
export const musicServers: readonly MetingServer[] = metingServers;

/** Whether `text` names one of the Meting servers (the `:server` segment of /all_server/:server). */
export function isMusicServer(text: string | undefined): text is MetingServer {
  return text !== undefined && (metingServers as readonly string[]).includes(text);
}
