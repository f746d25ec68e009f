import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

/**
 * The rhythm game's leaderboard (issue 25 point 1, decision 0041): one row per account, song and difficulty, holding
 * that account's best result (`score` points, `accuracy` percent, `max_combo`, `notes`); `cid` is the character
 * whose nickname the board shows. An index serves a song's board sorted by score.
 */
export const migration0019 = (): Migration => {
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rhythm_scores')
        .addColumn('uid', 'text', notNull)
        .addColumn('cid', 'integer', notNull)
        .addColumn('song_key', 'text', notNull)
        .addColumn('difficulty', 'text', notNull)
        .addColumn('score', 'integer', notNull)
        .addColumn('accuracy', 'real', notNull)
        .addColumn('max_combo', 'integer', notNull)
        .addColumn('notes', 'integer', notNull)
        .addColumn('created_at', 'text', notNull)
        .addPrimaryKeyConstraint('rhythm_scores_pk', ['uid', 'song_key', 'difficulty'])
        .execute();
      await db.schema
        .createIndex('rhythm_scores_board')
        .on('rhythm_scores')
        .columns(['song_key', 'difficulty', 'score'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rhythm_scores').execute();
    },
  };
};
