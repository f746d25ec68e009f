import type { SongSummary } from '@site/contracts';
import type { LyricEntry } from '@site/lyrics';

/**
 * Custom songs of /archive/music/platforms [ROUTE-27]: an audio address typed in, or an audio file picked from
 * disk and played through an object URL. Both are `local`-source queue items with no `song_id`, so they have no
 * server lyrics; a lyric file picked with them is parsed in the browser (`lyric-file.ts`) and travels with the
 * queue item as its `lrc_data`, which the player takes instead of fetching.
 */

/** A custom song as the player queues it: the song's fields and, when a lyric file was picked, its lyrics. */
export type CustomSong = SongSummary & { lrc_data?: LyricEntry[] };

/** The song_key prefix of custom songs: `local:custom:url:<address>` or `local:custom:file:<name>:<size>:<mtime>`. */
export const CUSTOM_SONG_KEY_PREFIX = 'local:custom:';

/**
 * The audio address typed in, trimmed, when it can be played from the page: `http:`/`https:` addresses and
 * paths on this site (`/media/...`). Returns null otherwise (`javascript:`, `data:`, text with spaces, ...).
 *
 * @example audioAddress(' https://example.com/a.mp3 ') === 'https://example.com/a.mp3'; audioAddress('a b') === null
 */
export function audioAddress(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A file or address name without folders, query or extension, decoded: the title a custom song gets by default. */
export function titleFromName(name: string): string {
  const last = name.split(/[?#]/)[0]?.split(/[\\/]/).filter(Boolean).at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // keep the raw segment
  }
  const stem = decoded.replace(/\.[a-z0-9]{1,5}$/i, '').trim();
  return stem || name.trim();
}

/** What a custom song is made of: where its audio is, its key, and the title and artist the form gave. */
export type CustomSongInput = { song_key: string; audio_url: string; title: string; artist: string };

/**
 * The queue item of a custom song: `local` source, no song_id / ncm_id, no cover, duration unknown (0; the
 * player reads it from the audio); `lyric`, the entry read from a picked lyric file, becomes its `lrc_data`.
 */
export function customSong(
  { song_key, audio_url, title, artist }: CustomSongInput,
  lyric: LyricEntry | null = null,
): CustomSong {
  return {
    song_key,
    song_source: 'local',
    song_id: '',
    ncm_id: '',
    title,
    _title_cn: '',
    _artists_name: artist,
    _album_name: '',
    cover_url: '',
    song_duration: 0,
    audio_url,
    ...(lyric !== null && { lrc_data: [lyric] }),
  };
}

/** The song_key of an audio address. */
export const urlSongKey = (address: string) => `${CUSTOM_SONG_KEY_PREFIX}url:${address}`;

/** The song_key of a picked file: the same file picked twice is the same song (ERR-28). */
export const fileSongKey = (file: Pick<File, 'name' | 'size' | 'lastModified'>) =>
  `${CUSTOM_SONG_KEY_PREFIX}file:${file.name}:${file.size}:${file.lastModified}`;

const objectUrls = new Map<string, string>();

/**
 * The object URL of a picked audio file, made once per song_key (so the queue item's address stays valid while
 * it is queued). `revokeCustomFileUrls` frees them all when the music app closes (the queue empties then, PLAY-34).
 */
export function objectUrlFor(song_key: string, file: Blob): string {
  let url = objectUrls.get(song_key);
  if (url === undefined) {
    url = URL.createObjectURL(file);
    objectUrls.set(song_key, url);
  }
  return url;
}

/** Revokes every object URL `objectUrlFor` made. */
export function revokeCustomFileUrls(): void {
  for (const url of objectUrls.values()) URL.revokeObjectURL(url);
  objectUrls.clear();
}
