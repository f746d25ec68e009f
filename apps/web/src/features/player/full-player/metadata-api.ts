import type { NewSongInput, SongSummary } from '@site/contracts';

/** The fields of the song metadata dialog, as the player store's `SongSummary` names them. */
export type SongMetadata = Pick<
  SongSummary,
  'title' | '_title_cn' | '_artists_name' | '_album_name' | 'cover_url' | 'ncm_id' | 'song_duration'
>;

/**
 * [API-24] What the metadata dialog saves with new_song.php (`newSongRequest` / `saveSong`) for `song` with the
 * dialog's fields: tokenid, title, the translated title (sent as title_t [API-25]), _artists_name, _album_name,
 * cover_url, ncm_id and audio_duration (seconds); a `local` song also sends its `song_id` so the server saves
 * that song rather than one found by `ncm_id`.
 */
export function metadataSongInput(
  song: Pick<SongSummary, 'song_source' | 'song_id'>,
  fields: SongMetadata,
  tokenid: string,
): NewSongInput {
  return {
    tokenid,
    ...(song.song_source === 'local' ? { song_id: song.song_id } : {}),
    title: fields.title,
    _title_cn: fields._title_cn,
    _artists_name: fields._artists_name,
    _album_name: fields._album_name,
    cover_url: fields.cover_url,
    ncm_id: fields.ncm_id,
    audio_duration: fields.song_duration,
  };
}
