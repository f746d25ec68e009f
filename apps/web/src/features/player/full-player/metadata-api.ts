import { type NewSongBody, newSongBodySchema, type SongSummary, songSummarySchema } from '@site/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** The fields of the song metadata dialog, as the player store's `SongSummary` names them. */
export type SongMetadata = Pick<
  SongSummary,
  'title' | '_title_cn' | '_artists_name' | '_album_name' | 'cover_url' | 'ncm_id' | 'song_duration'
>;

/**
 * [API-25] `title_t`: `{"zh": the translated title}` as JSON text when the song has `_title_cn`, else "" (empty).
 * @example titleT('星') === '{"zh":"星"}'; titleT('') === ''
 */
export function titleT(title_cn: string): string {
  return title_cn.trim() === '' ? '' : JSON.stringify({ zh: title_cn });
}

/**
 * [API-24] The body of `POST archive/music/new_song.php` for `song` with the dialog's fields: tokenid, title,
 * title_t, _artists_name, _album_name, cover_url, ncm_id and audio_duration (seconds); a `local` song also sends
 * its `song_id` so the server saves that song rather than one found by `ncm_id`. Checked with the contract's
 * schema: `ok: false` names the first bad field (nothing is sent then).
 */
export function newSongBody(
  song: Pick<SongSummary, 'song_source' | 'song_id'>,
  fields: SongMetadata,
  tokenid: string,
): { ok: true; body: NewSongBody } | { ok: false; field: string } {
  const parsed = newSongBodySchema.safeParse({
    tokenid,
    ...(song.song_source === 'local' ? { song_id: song.song_id } : {}),
    title: fields.title,
    title_t: titleT(fields._title_cn),
    _artists_name: fields._artists_name,
    _album_name: fields._album_name,
    cover_url: fields.cover_url,
    ncm_id: fields.ncm_id,
    audio_duration: fields.song_duration,
  });
  if (!parsed.success) return { ok: false, field: String(parsed.error.issues[0]?.path[0] ?? 'title') };
  return { ok: true, body: parsed.data };
}

/**
 * Saves the metadata (admin) [ROLE-08, API-24]. Resolves true when the answer's `status` is "success"
 * (ERR-27 "保存成功"), false otherwise or after a network failure (ERR-26 "保存失败").
 */
export async function saveSongMetadata(body: NewSongBody): Promise<boolean> {
  const envelope = await apiCall('archive/music/new_song.php', {
    method: 'POST',
    body: body as unknown as Record<string, string | number | undefined>,
    data: songSummarySchema,
  });
  return envelope !== false && envelope.status === 'success';
}
