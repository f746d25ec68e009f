/**
 * Addresses of the music app's pages (spec section 2, [ROUTE-25..33]). Ids are URL-encoded, so an id can
 * never add a path segment.
 */
export const musicPaths = {
  home: '/archive/music',
  player: '/archive/music/player',
  platforms: '/archive/music/platforms',
  songs: '/archive/music/songs',
  song: (song_id: string) => `/archive/music/songs/${encodeURIComponent(song_id)}`,
  playlists: '/archive/music/playlist',
  playlist: (id: string) => `/archive/music/playlist/${encodeURIComponent(id)}`,
  radios: '/archive/music/radio',
  radio: (id: string) => `/archive/music/radio/${encodeURIComponent(id)}`,
  servers: '/archive/music/all_server',
  server: (server: string) => `/archive/music/all_server/${encodeURIComponent(server)}`,
  serverPlaylist: (server: string, id: string) =>
    `/archive/music/all_server/${encodeURIComponent(server)}/${encodeURIComponent(id)}`,
  ncmSongs: '/archive/music/ncm_song',
  ncmSong: (id: string) => `/archive/music/ncm_song/${encodeURIComponent(id)}`,
} as const;
