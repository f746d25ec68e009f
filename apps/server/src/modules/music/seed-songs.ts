import { basename, extname } from 'node:path';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { mediaDirOf } from '../../http/media.ts';
import { syncSearchDocuments } from '../../search-index/sync.ts';
import { type DemoSong, renderDemoSongs } from '../../seed/demo-songs/index.ts';
import { getSetting, setSiteSettings } from '../../settings/site-settings.ts';

/** The site setting whose presence means the demo songs were seeded (ISO time): they are added once. */
export const demoSongsSeededAtKey = 'demo_songs_seeded_at';

/** The song id of a demo song: its audio file's name without the extension (`demo-lantern-lodge`). */
export function demoSongId(song: Pick<DemoSong, 'audio_path'>): string {
  const id = basename(song.audio_path, extname(song.audio_path)).replace(/[^\w.-]/g, '-');
  // Local ids are never only digits: those are NCM ids (see migration 0003).
  return /^\d+$/.test(id) ? `demo-${id}` : id;
}

/**
 * Once per database (the `demo_songs_seeded_at` setting; a site seeded before the music archive existed gets
 * them on its next start, and a demo song the admin deleted stays deleted): renders the demo songs into
 * `DATA_DIR/media` (files already there are kept) and inserts each one whose id is not stored yet as a
 * `local` song with its audio, cover and lyric texts. They are inserted last song first, so the newest-first
 * list shows them in the order the demo set has them. Answers how many songs it inserted. `db` may be the
 * seed's transaction.
 */
export async function seedDemoSongs(
  db: Kysely<Database>,
  config: Pick<Config, 'dataDir'>,
  now = new Date(),
): Promise<number> {
  if ((await getSetting(db, demoSongsSeededAtKey)) !== undefined) return 0;
  const songs = await renderDemoSongs(mediaDirOf(config));
  const stored = new Set((await db.selectFrom('songs').select('song_id').execute()).map((r) => r.song_id));
  const at = now.toISOString();
  let inserted = 0;
  for (const song of [...songs].reverse()) {
    const song_id = demoSongId(song);
    if (stored.has(song_id)) continue;
    const insert = (trx: Kysely<Database>) =>
      trx
        .insertInto('songs')
        .values({
          song_id,
          song_source: 'local',
          ncm_id: '',
          title: song.title,
          title_cn: song.title_cn,
          artists_name: song.artists_name,
          album_name: song.album_name,
          cover_url: song.cover_path === '' ? '' : `/media/${song.cover_path}`,
          song_duration: song.song_duration,
          audio_url: `/media/${song.audio_path}`,
          ...song.lrc,
          created_at: at,
          updated_at: at,
        })
        .execute();
    const write = async (trx: Kysely<Database>) => {
      await insert(trx);
      await syncSearchDocuments(trx, 'song', [song_id]);
    };
    await (db.isTransaction ? write(db) : db.transaction().execute(write));
    stored.add(song_id);
    inserted++;
  }
  await setSiteSettings(db, { [demoSongsSeededAtKey]: at });
  return inserted;
}
