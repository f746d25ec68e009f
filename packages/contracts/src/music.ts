import { z } from 'zod/mini';
import { tokenidSchema } from './account.ts';

/**
 * Songs of the music archive (spec section 3 "Song", section 7's music calls). Section 7's calls keep their
 * paths and payloads; the list and upload calls follow DESIGN.md's convention.
 *
 * | call | input | data |
 * |---|---|---|
 * | GET archive/music/get_song_detail.php | song_id | SongDetail: the song's fields and `lrc` (LrcFields) [API-24, LYR-29] (404 `song_not_found`) |
 * | GET archive/music/get_songs.php | page? (1-based, default 1), page_size? (1–100, default 20) | SongPage [ROUTE-28] |
 * | GET archive/music/get_sources.php | — | MusicSources: which upstreams this server has set up |
 * | POST archive/music/new_song.php | tokenid (admin), title, title_t, _artists_name, _album_name, cover_url, ncm_id, audio_duration, song_id?, audio_url?, the `data.lrc` fields? | SongSummary (403 `forbidden`, 404 `song_not_found`) [API-24, API-25] |
 * | POST archive/music/upload_media.php | multipart: tokenid (admin), kind (`audio` / `cover` / `lyric`), then file | UploadAnswer (413 `too_large`, 415 `unsupported_type`, 403 `forbidden`) |
 *
 * Media files are served under `/media/` with HTTP Range (206, 416 for a bad range).
 *
 * `new_song.php` with `song_id` saves that song's metadata; without it, `audio_url` creates a new `local` song
 * (its `ncm_id`, if any, is a reference), and otherwise `ncm_id` names the `ncm` song whose metadata is saved
 * (created when none exists), as the spec's admin save sends it. `song_duration` and `audio_duration` are
 * seconds. When a song is updated,
 * fields absent from the body keep their stored value. upload_media.php reads `tokenid` and `kind` before the
 * file part (browsers send FormData fields in the order they were appended).
 */

/** Where a song's audio and lyrics come from [PLAY-47]. */
export const songSourceSchema = z.enum(['local', 'ncm', 'meting']);
export type SongSource = z.infer<typeof songSourceSchema>;

/**
 * A song as lists and the queue hold it [PLAY-47]. `song_key` is unique across sources: `local:<song_id>`,
 * `ncm:<ncm_id>` or `meting:<server>:<id>`. `audio_url` is empty when the audio must be looked up (NCM:
 * API-14); `cover_url` may be empty. `song_duration` is in seconds (0 when unknown).
 */
export const songSummarySchema = z.object({
  song_key: z.string(),
  song_source: songSourceSchema,
  /** The site's own id for `local` songs; the source's id otherwise. */
  song_id: z.string(),
  /** The NetEase Cloud Music id, or "" (empty). */
  ncm_id: z.string(),
  title: z.string(),
  /** Translated (zh) subtitle, or "" (empty). */
  _title_cn: z.string(),
  _artists_name: z.string(),
  _album_name: z.string(),
  cover_url: z.string(),
  /** Seconds. */
  song_duration: z.number(),
  audio_url: z.string(),
  /** For `meting` songs: the address of their lyric answer (`{lyric, tlyric}`), else "" (empty). */
  lrc_url: z.optional(z.string()),
});
export type SongSummary = z.infer<typeof songSummarySchema>;

/**
 * get_song_detail.php's `data.lrc` (spec section 7): every field is a text, "" (empty) when the song has
 * none. The colored fields are JSON texts (see packages/lyrics).
 */
export const lrcFieldsSchema = z.object({
  lrc_row_colored: z.string(),
  lrc_row_colored_cn: z.string(),
  lrc_row_colored_time: z.string(),
  lrc_row_colored_chara: z.string(),
  lrc_ttml: z.string(),
  lrc_word: z.string(),
  lrc_word_cn: z.string(),
  lrc_word_roma: z.string(),
  lrc_row: z.string(),
  lrc_row_cn: z.string(),
  lrc_row_roma: z.string(),
  lrc_plain_text: z.string(),
});
export type LrcFields = z.infer<typeof lrcFieldsSchema>;

/** The field names of `data.lrc`, in the spec's order. */
export const lrcFieldNames = Object.keys(lrcFieldsSchema.shape) as (keyof LrcFields)[];

export const songDetailSchema = z.object({ ...songSummarySchema.shape, lrc: lrcFieldsSchema });
export type SongDetail = z.infer<typeof songDetailSchema>;

export const getSongDetailQuerySchema = z.object({
  song_id: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w.-]+$/, 'must be a song id')),
});

export const getSongsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100000)), 1),
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

/**
 * Which music upstreams this server has set up (`archive/music/get_sources.php`): `ncm` (NCM_API_BASE: the NCM songs,
 * playlists and radio) and `meting` (METING_API_BASE: the other platforms' playlists). The music pages offer only
 * these (issue 19: an unset source is not advertised); the calls of an unset one answer 503 `source_unavailable`.
 */
export const musicSourcesSchema = z.object({ ncm: z.boolean(), meting: z.boolean() });
export type MusicSources = z.infer<typeof musicSourcesSchema>;

export const songPageSchema = z.object({
  items: z.array(songSummarySchema),
  total: z.int(),
  page: z.int(),
  page_size: z.int(),
});
export type SongPage = z.infer<typeof songPageSchema>;

const metaText = (max: number) => z._default(z.string().check(z.maxLength(max)), '');

/** new_song.php's optional lyric texts, one per `data.lrc` field (at most 1,000,000 characters each). */
const lyricTexts = Object.fromEntries(
  lrcFieldNames.map((name) => [name, z.optional(z.string().check(z.maxLength(1_000_000)))]),
) as { [K in keyof LrcFields]: z.ZodMiniOptional<z.ZodMiniString> };

/**
 * [API-25] The `title_t` of a translated (zh) title: `{"zh": title_cn}` as JSON text, or "" (empty) when there
 * is none (blank counts as none).
 * @example titleT('星') === '{"zh":"星"}'; titleT('') === ''
 */
export function titleT(title_cn: string): string {
  return title_cn.trim() === '' ? '' : JSON.stringify({ zh: title_cn });
}

/**
 * [API-25] The translated title a `title_t` holds: its `zh` text, "" for "". Returns null for any other text
 * (not JSON, or JSON without a `zh` text), which new_song.php refuses.
 * @example titleCnOf('{"zh":"星"}') === '星'; titleCnOf('') === ''; titleCnOf('"zh"') === null
 */
export function titleCnOf(title_t: string): string | null {
  if (title_t === '') return '';
  try {
    const parsed: unknown = JSON.parse(title_t);
    const zh = typeof parsed === 'object' && parsed !== null ? (parsed as { zh?: unknown }).zh : undefined;
    return typeof zh === 'string' ? zh : null;
  } catch {
    return null;
  }
}

/** POST archive/music/new_song.php [API-24]; `title_t` is `{"zh": ...}` as JSON text or "" [API-25]. */
export const newSongBodySchema = z.object({
  tokenid: z.optional(tokenidSchema),
  song_id: z.optional(z.string().check(z.maxLength(64), z.regex(/^[\w.-]*$/, 'must be a song id'))),
  title: z.string().check(z.minLength(1), z.maxLength(300)),
  title_t: z._default(
    z.string().check(
      z.maxLength(1000),
      z.refine((v) => titleCnOf(v) !== null, 'must be "" or JSON with a "zh" text'),
    ),
    '',
  ),
  _artists_name: metaText(300),
  _album_name: metaText(300),
  cover_url: z._default(
    z
      .string()
      .check(
        z.maxLength(2000),
        z.regex(/^(|\/media\/[\w/-]+\.[a-z0-9]+|https?:\/\/\S+)$/, 'must be "", a /media/ or an http(s) address'),
      ),
    '',
  ),
  ncm_id: z._default(z.string().check(z.maxLength(20), z.regex(/^\d*$/, 'must be digits')), ''),
  /** Seconds. */
  audio_duration: z._default(z.coerce.number().check(z.minimum(0), z.maximum(86400)), 0),
  /**
   * The song's audio: a `/media/audio/<file>` address answered by upload_media.php, or an http(s) address.
   * Without `song_id` it creates a new `local` song; with `song_id` it replaces that song's audio.
   */
  audio_url: z.optional(
    z
      .string()
      .check(
        z.maxLength(2000),
        z.regex(/^(\/media\/audio\/[\w-]+\.[a-z0-9]+|https?:\/\/\S+)$/, 'must be a /media/audio/ or http(s) address'),
      ),
  ),
  ...lyricTexts,
});
export type NewSongBody = z.infer<typeof newSongBodySchema>;

/** What upload_media.php stores: `audio` (WAV/MP3/OGG/FLAC/M4A), `cover` (PNG/JPEG/WebP/GIF), `lyric` (UTF-8 text). */
export const uploadKindSchema = z.enum(['audio', 'cover', 'lyric']);
export type UploadKind = z.infer<typeof uploadKindSchema>;
/** upload_media.php's `data`: the stored file's address (`/media/<kind>/<server-made name>`) and its size in bytes. */
export const uploadAnswerSchema = z.object({ url: z.string(), bytes: z.optional(z.int()) });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

const MiB = 1024 * 1024;

/**
 * The largest file of each kind upload_media.php stores, in bytes: audio 64 MiB, cover 10 MiB, lyric 2 MiB
 * (decision 0009). The audio cap is the server's default: its `UPLOAD_MAX_BYTES` setting replaces it and bounds
 * the other kinds too, so a client checks only the cover and lyric caps before sending.
 */
export const uploadCapsBytes: Readonly<Record<UploadKind, number>> = {
  audio: 64 * MiB,
  cover: 10 * MiB,
  lyric: 2 * MiB,
};

/**
 * What a client fills in to save a song with new_song.php: the body's fields, with the translated title as
 * `_title_cn` (the request builder writes `title_t` from it). `audio_duration` is in seconds.
 */
export type NewSongInput = Omit<NewSongBody, 'title_t'> & { _title_cn: string };

/** A form-encoded POST of the api: `path` against the `api_address` setting, `body` its fields. */
export type PostRequest<B> = { method: 'POST'; path: string; body: B };

/**
 * [API-24][API-25] The new_song.php request for `input`, its body checked with `newSongBodySchema` (the
 * server's own check): `ok: false` names the first field it refuses (send nothing then). Both web clients of
 * the call (the admin's add-song dialog and the player's metadata dialog) build it here.
 *
 * @example newSongRequest({ title: 'T', _title_cn: '星', ... }) // { ok: true, request: { method: 'POST', path: 'archive/music/new_song.php', body: { title: 'T', title_t: '{"zh":"星"}', ... } } }
 */
export function newSongRequest(
  input: NewSongInput,
): { ok: true; request: PostRequest<NewSongBody> } | { ok: false; field: string } {
  const { _title_cn, ...fields } = input;
  const parsed = newSongBodySchema.safeParse({ ...fields, title_t: titleT(_title_cn) });
  if (!parsed.success) return { ok: false, field: String(parsed.error.issues[0]?.path[0] ?? 'title') };
  return { ok: true, request: { method: 'POST', path: 'archive/music/new_song.php', body: parsed.data } };
}
