import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.ts';

/** The twelve lyric text columns, named as get_song_detail.php's `data.lrc` fields (spec section 7). */
export const lrcColumns = [
  'lrc_row_colored',
  'lrc_row_colored_cn',
  'lrc_row_colored_time',
  'lrc_row_colored_chara',
  'lrc_ttml',
  'lrc_word',
  'lrc_word_cn',
  'lrc_word_roma',
  'lrc_row',
  'lrc_row_cn',
  'lrc_row_roma',
  'lrc_plain_text',
] as const;

/**
 * Songs of the music archive [PLAY-47]: `local` songs (audio under DATA_DIR/media or an http(s) address) and
 * `ncm` songs whose metadata an admin saved (their audio is looked up through /ncm/song/). `song_id` is the
 * public id: digits for NCM songs (their NCM id), never only digits for local ones, so the two cannot clash.
 * `seq` keeps the insertion order for the paged list. `song_duration` is seconds.
 */
export const migration0003 = (dialect: DialectName): Migration => {
  const seqType = dialect === 'postgres' ? 'serial' : 'integer';
  const seq = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const text = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo('');
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable('songs')
        .addColumn('seq', seqType, seq)
        .addColumn('song_id', 'text', (c) => c.notNull().unique())
        .addColumn('song_source', 'text', (c) => c.notNull())
        .addColumn('ncm_id', 'text', text)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('title_cn', 'text', text)
        .addColumn('artists_name', 'text', text)
        .addColumn('album_name', 'text', text)
        .addColumn('cover_url', 'text', text)
        .addColumn('song_duration', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('audio_url', 'text', text);
      for (const column of lrcColumns) table = table.addColumn(column, 'text', text);
      await table
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('songs_ncm_id').on('songs').columns(['ncm_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('songs').execute();
    },
  };
};
