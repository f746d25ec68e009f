import {
  type ErrorCode,
  isErrorCode,
  type NewSongInput,
  newSongRequest,
  type SongSummary,
  songSummarySchema,
} from '@site/contracts';
import { apiCall, type CallFailureCode } from './api-client.ts';

/**
 * What saving a song ended with: the saved song, or the envelope's error code (`invalid_input` with the field
 * at fault, `forbidden`, `song_not_found`, ...), or `network` after a network failure (the api client has told
 * its network-error listener then), or `unknown` for a message outside the contracts' catalogue.
 */
export type SaveSongResult =
  | { ok: true; song: SongSummary }
  | { ok: false; code: ErrorCode | CallFailureCode; field?: string };

/**
 * The one client of POST archive/music/new_song.php [API-24][API-25], used by the admin's add-song dialog and
 * the player's metadata dialog: builds the request with the contracts' `newSongRequest` (a field it refuses
 * answers `invalid_input` with that field, and nothing is sent) and posts it.
 *
 * @example const saved = await saveSong({ tokenid, title: 'T', _title_cn: '', ... }); if (saved.ok) show(saved.song);
 */
export async function saveSong(input: NewSongInput): Promise<SaveSongResult> {
  const built = newSongRequest(input);
  if (!built.ok) return { ok: false, code: 'invalid_input', field: built.field };
  const { method, path, body } = built.request;
  const answer = await apiCall(path, { method, body, data: songSummarySchema });
  if (answer === false) return { ok: false, code: 'network' };
  if (answer.status === 'success') return { ok: true, song: answer.data };
  const field = (answer.data as { field?: unknown } | null)?.field;
  const code = isErrorCode(answer.message) ? answer.message : 'unknown';
  return { ok: false, code, ...(typeof field === 'string' && { field }) };
}
