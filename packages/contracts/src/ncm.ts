import { z } from 'zod/mini';
import type { SongSummary } from './music.ts';

/**
 * The NCM and Meting pass-through calls (spec section 7; issue 5 item 2). Unlike the site's own calls these
 * answer in their upstream's own wire format (DESIGN.md "API conventions"), not in the envelope: NCM answers
 * are those of a NeteaseCloudMusicApi server (Binaryify) at `NCM_API_BASE`, Meting answers those of a
 * Meting-API server (injahow/meting-api, built on metowolf/Meting) at `METING_API_BASE`.
 *
 * | call | input | answer (upstream format) |
 * |---|---|---|
 * | GET ncm/song/ | id | NcmSongUrlAnswer: `{code, data:[{id, url}]}` from `/song/url` [API-14, API-15, API-16] |
 * | GET ncm/lyric/ | id | NcmLyricAnswer: `{code, lrc, tlyric, romalrc, yrc, ytlrc, yromalrc}` from `/lyric/new` (or `/lyric`) [API-20..22] |
 * | GET ncm/playlist/ | id | NcmPlaylistAnswer: `{code, playlist}` from `/playlist/detail`, `tracks` completed from `/playlist/track/all` |
 * | GET ncm/radio/ | id | NcmRadioAnswer: `/dj/detail?rid=`'s `{code, data}` plus `/dj/program?rid=`'s `programs`, `count`, `more` |
 * | GET ncm/song_detail/ | ids (comma-separated) | NcmSongDetailAnswer: `{code, songs}` from `/song/detail` |
 * | GET meting/ | server, type, id (, auth) | playlist/song: MetingItem[]; single: MetingItem; lrc: MetingLyricAnswer `{lyric, tlyric}` [API-23]; url/pic/cover: the media (a redirect or the bytes) |
 *
 * Failures of the proxy itself are envelopes: 400 `invalid_input` naming the field, 503 `source_unavailable`
 * (the upstream is not configured), 502 `upstream_error` (unreachable, 5xx or not JSON), 504
 * `upstream_timeout`. An upstream's own "not found" passes through as the upstream writes it (NCM: a `code`
 * other than 200 or `url: null`; Meting: `{error}`), with HTTP 200 as the upstream answered.
 *
 * Media addresses that point at the upstream itself are rewritten to the site's own `/api/` addresses, so the
 * browser never calls the upstream: Meting items' `url`/`pic`/`cover`/`lrc` become `/api/meting/?...`, and an
 * NCM song address on the NCM upstream's origin becomes `/api/ncm/audio/?id=`. Addresses elsewhere (the music
 * service's CDN) pass through; `http:` ones are upgraded to `https:` when the site is served over https
 * (SITE_URL) [API-16].
 */

/** An NCM id (song, playlist, radio): digits. */
export const ncmIdSchema = z.string().check(z.minLength(1), z.maxLength(20), z.regex(/^\d+$/, 'must be digits'));

/** `?id=` of ncm/song/, ncm/lyric/, ncm/playlist/, ncm/radio/ and ncm/audio/. */
export const ncmIdQuerySchema = z.object({ id: ncmIdSchema });

/** `?ids=` of ncm/song_detail/: 1–100 comma-separated NCM song ids. */
export const ncmIdsQuerySchema = z.object({
  ids: z
    .string()
    .check(z.maxLength(2200), z.regex(/^\d{1,20}(,\d{1,20}){0,99}$/, 'must be 1-100 comma-separated song ids')),
});

// ---------------------------------------------------------------------------------------------- NCM answers

/** One text of a lyric answer: `{version?, lyric}`. */
export const ncmLyricTextSchema = z.object({ version: z.optional(z.number()), lyric: z.nullish(z.string()) });

/**
 * `/song/url`'s answer [API-15]: used only when `code` is 200; the audio address is `data[0].url`, `null`
 * when the song cannot be played (its `code` then says why, e.g. 404).
 */
export const ncmSongUrlAnswerSchema = z.object({
  code: z.number(),
  data: z.nullish(
    z.array(
      z.object({
        id: z.number(),
        url: z.nullable(z.string()),
        /** Bit rate, bit/s. */
        br: z.optional(z.number()),
        size: z.optional(z.number()),
        type: z.nullish(z.string()),
        code: z.optional(z.number()),
      }),
    ),
  ),
});
export type NcmSongUrlAnswer = z.infer<typeof ncmSongUrlAnswerSchema>;

/**
 * `/lyric/new` (or `/lyric`)'s answer [API-21, API-22]: `yrc` word-level (YRC), `lrc` row-level (LRC), their
 * translations (`ytlrc`, `tlyric`) and romanisations (`yromalrc`, `romalrc`). Any may be missing; `nolyric` /
 * `pureMusic` mark songs without words.
 */
export const ncmLyricAnswerSchema = z.object({
  code: z.number(),
  lrc: z.nullish(ncmLyricTextSchema),
  tlyric: z.nullish(ncmLyricTextSchema),
  romalrc: z.nullish(ncmLyricTextSchema),
  yrc: z.nullish(ncmLyricTextSchema),
  ytlrc: z.nullish(ncmLyricTextSchema),
  yromalrc: z.nullish(ncmLyricTextSchema),
  nolyric: z.optional(z.boolean()),
  pureMusic: z.optional(z.boolean()),
});
export type NcmLyricAnswer = z.infer<typeof ncmLyricAnswerSchema>;

export const ncmArtistSchema = z.object({ id: z.optional(z.number()), name: z.nullish(z.string()) });
export type NcmArtist = z.infer<typeof ncmArtistSchema>;

export const ncmAlbumSchema = z.object({
  id: z.optional(z.number()),
  name: z.nullish(z.string()),
  picUrl: z.nullish(z.string()),
});
export type NcmAlbum = z.infer<typeof ncmAlbumSchema>;

/**
 * A song as `/song/detail`, `/playlist/detail` and `/playlist/track/all` write it: `ar` artists, `al` album,
 * `dt` duration in milliseconds, `tns` translated names, `alia` aliases.
 */
export const ncmTrackSchema = z.object({
  id: z.number(),
  name: z.string(),
  ar: z.array(ncmArtistSchema),
  al: ncmAlbumSchema,
  /** Milliseconds. */
  dt: z.number(),
  tns: z.nullish(z.array(z.string())),
  alia: z.nullish(z.array(z.string())),
});
export type NcmTrack = z.infer<typeof ncmTrackSchema>;

/** `/song/detail?ids=`'s answer (songs in the order of `ids`; unknown ids are left out). */
export const ncmSongDetailAnswerSchema = z.object({
  code: z.number(),
  songs: z._default(z.array(ncmTrackSchema), []),
});
export type NcmSongDetailAnswer = z.infer<typeof ncmSongDetailAnswerSchema>;

export const ncmPlaylistSchema = z.object({
  id: z.number(),
  name: z.string(),
  coverImgUrl: z.nullish(z.string()),
  description: z.nullish(z.string()),
  creator: z.nullish(z.object({ nickname: z.nullish(z.string()), avatarUrl: z.nullish(z.string()) })),
  trackCount: z.optional(z.number()),
  tracks: z._default(z.array(ncmTrackSchema), []),
  trackIds: z.optional(z.array(z.object({ id: z.number() }))),
});
export type NcmPlaylist = z.infer<typeof ncmPlaylistSchema>;

/** `/playlist/detail?id=`'s answer; `playlist` is missing when `code` is not 200 (e.g. 404, a deleted list). */
export const ncmPlaylistAnswerSchema = z.object({
  code: z.number(),
  message: z.optional(z.string()),
  playlist: z.nullish(ncmPlaylistSchema),
});
export type NcmPlaylistAnswer = z.infer<typeof ncmPlaylistAnswerSchema>;

/** A radio (`/dj/detail`'s `data`): `picUrl` cover, `desc` description, `dj` its host. */
export const ncmRadioSchema = z.object({
  id: z.number(),
  name: z.string(),
  picUrl: z.nullish(z.string()),
  desc: z.nullish(z.string()),
  dj: z.nullish(z.object({ nickname: z.nullish(z.string()), avatarUrl: z.nullish(z.string()) })),
  programCount: z.optional(z.number()),
});
export type NcmRadio = z.infer<typeof ncmRadioSchema>;

/**
 * A radio program (`/dj/program`'s `programs[]`): `mainSong` is the NCM song it plays (`duration` in
 * milliseconds, `artists`, `album`, the older song shape).
 */
export const ncmProgramSchema = z.object({
  id: z.number(),
  name: z.string(),
  coverUrl: z.nullish(z.string()),
  description: z.nullish(z.string()),
  /** Milliseconds. */
  duration: z.optional(z.number()),
  serialNum: z.optional(z.number()),
  mainSong: z.object({
    id: z.number(),
    name: z.string(),
    /** Milliseconds. */
    duration: z.number(),
    artists: z._default(z.array(ncmArtistSchema), []),
    album: z.nullish(ncmAlbumSchema),
  }),
});
export type NcmProgram = z.infer<typeof ncmProgramSchema>;

/**
 * ncm/radio/'s answer: `/dj/detail?rid=` (`code`, `data` = the radio, missing or null when unknown) with
 * `/dj/program?rid=`'s `programs`, `count` and `more` added.
 */
export const ncmRadioAnswerSchema = z.object({
  code: z.number(),
  message: z.optional(z.string()),
  data: z.nullish(ncmRadioSchema),
  programs: z._default(z.array(ncmProgramSchema), []),
  count: z.optional(z.number()),
  more: z.optional(z.boolean()),
});
export type NcmRadioAnswer = z.infer<typeof ncmRadioAnswerSchema>;

// -------------------------------------------------------------------------------------------- Meting answers

/** The Meting servers (spec route /all_server/:server). */
export const metingServers = ['netease', 'tencent', 'kugou', 'kuwo', 'baidu'] as const;
export const metingServerSchema = z.enum(metingServers);
export type MetingServer = z.infer<typeof metingServerSchema>;

/** Meting-API's `type`s: lists (`playlist`, `song`), one item (`single`), and the media of one song. */
export const metingTypeSchema = z.enum(['playlist', 'song', 'single', 'url', 'pic', 'cover', 'lrc']);
export type MetingType = z.infer<typeof metingTypeSchema>;

/** `GET meting/`'s query: `id` is a playlist or song id of that server (letters, digits, `_`, `-`). */
export const metingQuerySchema = z.object({
  server: metingServerSchema,
  type: metingTypeSchema,
  id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w-]+$/, 'must be letters, digits, _ or -')),
  /** Meting-API's optional HMAC of server+type+id, passed on as given. */
  auth: z.optional(z.string().check(z.maxLength(128), z.regex(/^[0-9a-fA-F]*$/, 'must be hex'))),
});
export type MetingQuery = z.infer<typeof metingQuerySchema>;

/**
 * One song of a Meting playlist: `name`, `artist` (names joined by `/`), and the addresses of its audio
 * (`url`), cover (`pic`, newer Meting-API: `cover`) and lyrics (`lrc`). Some Meting-style servers write
 * `title` / `author` instead of `name` / `artist`.
 */
export const metingItemSchema = z.object({
  name: z.optional(z.string()),
  title: z.optional(z.string()),
  artist: z.optional(z.string()),
  author: z.optional(z.string()),
  url: z.string(),
  pic: z.optional(z.string()),
  cover: z.optional(z.string()),
  lrc: z.optional(z.string()),
});
export type MetingItem = z.infer<typeof metingItemSchema>;

/** A Meting playlist (`type=playlist` or `type=song`). An unknown id answers `{error}` instead. */
export const metingPlaylistSchema = z.array(metingItemSchema);
export type MetingPlaylist = z.infer<typeof metingPlaylistSchema>;

/** Meting's answer for an unknown id or type: `{error: "unknown playlist id"}`. */
export const metingErrorSchema = z.object({ error: z.string() });

/** A Meting lyric answer (`type=lrc` through the site) [API-23]: LRC text and its translation. */
export const metingLyricAnswerSchema = z.object({ lyric: z.string(), tlyric: z._default(z.string(), '') });
export type MetingLyricAnswer = z.infer<typeof metingLyricAnswerSchema>;

// ------------------------------------------------------------------------------------------ to SongSummary

const names = (artists: readonly NcmArtist[] | null | undefined): string =>
  (artists ?? [])
    .map((a) => a.name ?? '')
    .filter((n) => n !== '')
    .join(' / ');

/**
 * An NCM track as the site's SongSummary: `song_key` `ncm:<id>`, `song_source` `ncm`, `song_id` and `ncm_id`
 * the NCM id, `_title_cn` the first translated name (`tns`, else the first alias), `_artists_name` the
 * artists joined by " / ", `song_duration` `dt` in seconds. `audio_url` is "" because NCM audio is looked up
 * with ncm/song/ when the song plays [API-14].
 *
 * @example ncmToSongSummary({id: 1, name: 'A', ar: [{name: 'B'}], al: {name: 'C', picUrl: 'https://x/y.jpg'}, dt: 183000})
 *   // -> {song_key: 'ncm:1', title: 'A', _artists_name: 'B', song_duration: 183, audio_url: '', ...}
 */
export function ncmToSongSummary(track: NcmTrack): SongSummary {
  const id = String(track.id);
  return {
    song_key: `ncm:${id}`,
    song_source: 'ncm',
    song_id: id,
    ncm_id: id,
    title: track.name,
    _title_cn: track.tns?.[0] ?? track.alia?.[0] ?? '',
    _artists_name: names(track.ar),
    _album_name: track.al.name ?? '',
    cover_url: track.al.picUrl ?? '',
    song_duration: track.dt / 1000,
    audio_url: '',
  };
}

/**
 * A radio program as a SongSummary: its `mainSong` is an NCM song (`ncm:<mainSong.id>`), titled with the
 * program's name, covered with the program's `coverUrl` (else the album's picture); `duration` ms -> seconds.
 */
export function ncmProgramToSongSummary(program: NcmProgram): SongSummary {
  const song = program.mainSong;
  const id = String(song.id);
  return {
    song_key: `ncm:${id}`,
    song_source: 'ncm',
    song_id: id,
    ncm_id: id,
    title: program.name || song.name,
    _title_cn: '',
    _artists_name: names(song.artists),
    _album_name: song.album?.name ?? '',
    cover_url: program.coverUrl || song.album?.picUrl || '',
    song_duration: song.duration / 1000,
    audio_url: '',
  };
}

/**
 * The id of a Meting item: the `id` query parameter of its `url` (the url id Meting-API writes there), else of
 * its `lrc`, else "" (empty).
 */
export function metingItemId(item: MetingItem): string {
  for (const address of [item.url, item.lrc]) {
    if (!address) continue;
    // No URL classes here: the contracts run without DOM or Node types.
    const match = /[?&]id=([\w-]+)/.exec(address);
    if (match?.[1]) return match[1];
  }
  return '';
}

/**
 * A Meting item of `server` as a SongSummary: `song_key` `meting:<server>:<id>` (id: `metingItemId`),
 * `song_source` `meting`, `audio_url` the item's `url`, `cover_url` its `pic` (or `cover`), `lrc_url` its `lrc`
 * (an address answering `{lyric, tlyric}` [API-23]); Meting writes no duration, so `song_duration` is 0.
 * Items without an id in their addresses get one from their name and artist.
 */
export function metingToSongSummary(item: MetingItem, server: MetingServer): SongSummary {
  const title = item.name ?? item.title ?? '';
  const artists = item.artist ?? item.author ?? '';
  const id = metingItemId(item) || `${title}-${artists}`;
  return {
    song_key: `meting:${server}:${id}`,
    song_source: 'meting',
    song_id: id,
    ncm_id: '',
    title,
    _title_cn: '',
    _artists_name: artists,
    _album_name: '',
    cover_url: item.pic ?? item.cover ?? '',
    song_duration: 0,
    audio_url: item.url,
    lrc_url: item.lrc ?? '',
  };
}
