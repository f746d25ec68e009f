import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lastSegmentOf, recordHead } from '../../http/record-head.ts';
import type { PageHead } from '../../http/spa.ts';

/** A site song's id as its page reads the address (apps/web features/music/api.ts `songIdOf`). */
const songIdPattern = /^[\w.-]{1,64}$/;

/**
 * The `<head>` of a site song's page (`/archive/music/songs/<id>`, the app's route `pattern`
 * `/archive/music/songs/:id`): "<song title> - <site name>", or `found: false` (HTTP 404) for an id of no song,
 * the same lookup the page makes (get_song_detail.php answers `song_not_found`). Undefined for any other pattern.
 * Throws on a database error.
 */
export async function musicPageHead(
  db: Kysely<Database>,
  pattern: string,
  path: string,
): Promise<PageHead | undefined> {
  if (pattern !== '/archive/music/songs/:id') return undefined;
  const id = lastSegmentOf(path, songIdPattern);
  const song =
    id === null ? undefined : await db.selectFrom('songs').select('title').where('song_id', '=', id).executeTakeFirst();
  return recordHead(db, song?.title);
}
