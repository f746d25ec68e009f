import { type MetingServer, metingServers } from '@site/contracts';

/** A featured song, playlist or radio: its id on its service and the name its link shows. */
export type FeaturedMusic = { readonly id: string; readonly name: string };

/** The development upstream's Meting playlist (the same id on every server). */
const metingFixture: FeaturedMusic = { id: '900003', name: 'Fixture playlist' };

/**
 * The featured ids the index pages of the music app offer (ROUTE-30..33), in one place so the site's owner can
 * change them. The NCM song ids are the songs of the lyric fixtures (amll-db: 2122308128, 459717345,
 * 1361348080); the playlist, radio and Meting playlist ids are those the development upstream
 * (`apps/server/test-support/fake-music-upstream.mjs`) serves. With real upstreams (NCM_API_BASE,
 * METING_API_BASE) any id works; these are starting points. Each has its name, which the links show (issue 19:
 * never a bare id such as "Song 2122308128"), whether or not the upstream answers.
 */
export const featuredMusic = {
  /** /archive/music/ncm_song */
  ncm_songs: [
    { id: '2122308128', name: 'WHITE NIGHT (不眠之夜) — HOYO-MiX' },
    { id: '459717345', name: '太陽系デスコ — ナユタン星人' },
    { id: '1361348080', name: 'ME! — Taylor Swift' },
  ],
  /** /archive/music/playlist */
  ncm_playlists: [{ id: '900001', name: '测试歌单 Fixture playlist' }],
  /** /archive/music/radio */
  ncm_radios: [{ id: '900002', name: '测试电台 Fixture radio' }],
  /** /archive/music/all_server/:server */
  meting_playlists: {
    netease: [metingFixture],
    tencent: [metingFixture],
    kugou: [metingFixture],
    kuwo: [metingFixture],
    baidu: [metingFixture],
  } satisfies Record<MetingServer, readonly FeaturedMusic[]>,
} as const;

/** The Meting servers of /archive/music/all_server, in the spec's order [ROUTE-32]. */
export const musicServers: readonly MetingServer[] = metingServers;

/** Whether `text` names one of the Meting servers (the `:server` segment of /all_server/:server). */
export function isMusicServer(text: string | undefined): text is MetingServer {
  return text !== undefined && (metingServers as readonly string[]).includes(text);
}
