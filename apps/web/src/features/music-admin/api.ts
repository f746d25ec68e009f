import { type NewSongBody, type SongSummary, songSummarySchema } from '@site/contracts';
import { apiCall } from '../../lib/api-client.ts';

/** The body of new_song.php as the add-song dialog sends it (strings, as a form sends them). */
export type NewSongForm = { tokenid: string } & Partial<Record<Exclude<keyof NewSongBody, 'tokenid'>, string>>;

/**
 * POST archive/music/new_song.php [API-24]: saves a new song; resolves with the saved song, or the envelope's
 * error code (`invalid_input` with the field, `forbidden`, ...), or `network` after a network failure (the
 * api client has shown its toast then).
 */
export async function saveNewSong(
  form: NewSongForm,
): Promise<{ ok: true; song: SongSummary } | { ok: false; code: string; field?: string }> {
  const answer = await apiCall('archive/music/new_song.php', { method: 'POST', body: form, data: songSummarySchema });
  if (answer === false) return { ok: false, code: 'network' };
  if (answer.status === 'success') return { ok: true, song: answer.data };
  const field = (answer.data as { field?: unknown } | null)?.field;
  return { ok: false, code: answer.message, ...(typeof field === 'string' && { field }) };
}
