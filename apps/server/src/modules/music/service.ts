import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  type LrcFields,
  lrcFieldNames,
  type NewSongBody,
  type SongDetail,
  type SongPage,
  type SongSummary,
  titleCnOf,
  type ValidationErrorData,
} from '@site/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SongsTable } from '../../db/schema.ts';
import { ApiError, found } from '../../http/envelope.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';

/**
 * Songs of the music archive (contracts `music.ts`): the detail with its lyric texts, the paged list and the
 * admin's metadata save. Knows Kysely, not HTTP. Durations are seconds.
 */

type Db = Kysely<Database>;
type SongRow = Selectable<SongsTable>;

/** [PLAY-47] The queue's shape of a stored song; `song_key` is `local:<song_id>` or `ncm:<ncm_id>`. */
export function toSongSummary(row: Omit<SongRow, keyof LrcFields>): SongSummary {
  return {
    song_key: row.song_source === 'ncm' ? `ncm:${row.song_id}` : `local:${row.song_id}`,
    song_source: row.song_source,
    song_id: row.song_id,
    ncm_id: row.ncm_id,
    title: row.title,
    _title_cn: row.title_cn,
    _artists_name: row.artists_name,
    _album_name: row.album_name,
    cover_url: row.cover_url,
    song_duration: Number(row.song_duration),
    audio_url: row.audio_url,
  };
}

const summaryColumns = [
  'seq',
  'song_id',
  'song_source',
  'ncm_id',
  'title',
  'title_cn',
  'artists_name',
  'album_name',
  'cover_url',
  'song_duration',
  'audio_url',
  'created_at',
  'updated_at',
] as const;

/**
 * [API-24] [LYR-29] get_song_detail.php's data: the song and its twelve `lrc` texts ("" when absent).
 * Throws 404 `song_not_found` for an unknown `song_id`.
 */
export async function getSongDetail(db: Db, song_id: string): Promise<SongDetail> {
  const row = found(
    await db.selectFrom('songs').selectAll().where('song_id', '=', song_id).executeTakeFirst(),
    'song_not_found',
  );
  const lrc = Object.fromEntries(lrcFieldNames.map((name) => [name, row[name]])) as LrcFields;
  return { ...toSongSummary(row), lrc };
}

/** [ROUTE-28] One page of songs, newest first (`page` is 1-based; a page past the end has no items). */
export async function listSongs(db: Db, page: number, page_size: number): Promise<SongPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('songs')
      .select(summaryColumns)
      .orderBy('seq', 'desc')
      .limit(page_size)
      .offset((page - 1) * page_size)
      .execute(),
    db
      .selectFrom('songs')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toSongSummary), total: Number(count.n), page, page_size };
}

/** A new local song id: 10 characters of [a-z0-9] starting with a letter, so it never looks like an NCM id. */
export function newLocalSongId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (const [i, byte] of randomBytes(10).entries()) id += alphabet.charAt(byte % (i === 0 ? 26 : 36));
  return id;
}

/** The 400 answer naming `field`. */
function invalid(field: string, message: string): ApiError {
  const data: ValidationErrorData = { field, issues: [{ field, message }] };
  return new ApiError('invalid_input', data, 400);
}

type SongFields = Omit<SongsTable, 'seq' | 'song_id' | 'song_source' | 'created_at' | 'updated_at'>;

/** The columns `body` sets, limited to the keys the client really sent (`present`). */
function fieldsOf(body: NewSongBody, present: ReadonlySet<string>): Partial<SongFields> {
  const all: Partial<SongFields> = {
    title: body.title,
    title_cn: titleCnOf(body.title_t) ?? '', // the body's schema refused any other title_t
    artists_name: body._artists_name,
    album_name: body._album_name,
    cover_url: body.cover_url,
    ncm_id: body.ncm_id,
    song_duration: body.audio_duration,
    ...(body.audio_url !== undefined && { audio_url: body.audio_url }),
  };
  for (const name of lrcFieldNames) {
    const text = body[name];
    if (text !== undefined) all[name] = text;
  }
  const sent: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(all)) {
    const key =
      column === 'title_cn'
        ? 'title_t'
        : column === 'artists_name'
          ? '_artists_name'
          : column === 'album_name'
            ? '_album_name'
            : column === 'song_duration'
              ? 'audio_duration'
              : column;
    if (present.has(key)) sent[column] = value;
  }
  return sent as Partial<SongFields>;
}

const emptyLrc = Object.fromEntries(lrcFieldNames.map((name) => [name, ''])) as LrcFields;

/**
 * [API-24] [ROLE-08] Saves a song's metadata (new_song.php; the caller has checked the admin):
 * - with `song_id`: updates that song (404 `song_not_found`); an NCM song keeps its `ncm_id`;
 * - else with `audio_url`: creates a `local` song (its `ncm_id`, if any, is only a reference);
 * - else with `ncm_id`: updates or creates the `ncm` song with that id (its `song_id` is the NCM id);
 * - else: 400 naming `audio_url` (a new local song needs its audio).
 * Only fields present in the request (`present`, the body's keys) change a stored song; a new song takes the
 * body's defaults for the rest. A `/media/audio/` address must name an uploaded file under `mediaDir`.
 * Answers the saved song. Bad input throws the 400 envelope naming the field.
 */
export async function saveSong(
  db: Db,
  body: NewSongBody,
  present: ReadonlySet<string>,
  { now, mediaDir }: { now: number; mediaDir: string },
): Promise<SongSummary> {
  if (body.audio_url?.startsWith('/media/') && !existsSync(join(mediaDir, body.audio_url.slice('/media/'.length)))) {
    throw invalid('audio_url', 'no uploaded file has this address');
  }
  const at = new Date(now).toISOString();
  const fields = fieldsOf(body, present);
  const saved_id = await db.transaction().execute(async (trx) => {
    // Without song_id: audio_url makes a new local song (which may name its NCM id), else ncm_id names an NCM song.
    const song_id = body.song_id || (body.ncm_id === '' || body.audio_url ? undefined : body.ncm_id);
    const existing =
      song_id === undefined
        ? undefined
        : await trx
            .selectFrom('songs')
            .select(['song_id', 'song_source'])
            .where('song_id', '=', song_id)
            .executeTakeFirst();
    if (body.song_id && !existing) throw new ApiError('song_not_found', null, 404);
    if (existing) {
      if (existing.song_source === 'ncm' && fields.ncm_id !== undefined && fields.ncm_id !== existing.song_id) {
        throw invalid('ncm_id', "an NCM song's ncm_id is its id and cannot change");
      }
      await trx
        .updateTable('songs')
        .set({ ...fields, updated_at: at })
        .where('song_id', '=', existing.song_id)
        .execute();
      await syncSearchDocuments(trx, 'song', [existing.song_id]);
      return existing.song_id;
    }
    if (song_id === undefined && !body.audio_url) throw invalid('audio_url', 'a new local song needs its audio');
    const new_id = song_id ?? newLocalSongId();
    await trx
      .insertInto('songs')
      .values({
        ...emptyLrc,
        song_id: new_id,
        song_source: song_id === undefined ? 'local' : 'ncm',
        title: body.title,
        title_cn: titleCnOf(body.title_t) ?? '', // the body's schema refused any other title_t
        artists_name: body._artists_name,
        album_name: body._album_name,
        cover_url: body.cover_url,
        ncm_id: body.ncm_id,
        song_duration: body.audio_duration,
        audio_url: body.audio_url ?? '',
        ...fields,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await syncSearchDocuments(trx, 'song', [new_id]);
    return new_id;
  });
  const saved = await db
    .selectFrom('songs')
    .select(summaryColumns)
    .where('song_id', '=', saved_id)
    .executeTakeFirstOrThrow();
  return toSongSummary(saved);
}
