import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.ts';

/**
 * The convention timetable of "/xy" and "/laboratory/animefes" (issue 25 point 5, contracts `lab-fes.ts`): one
 * festival (`lab_fes_festival`, a single row with id 1: name, IANA time zone, first and last local day), its stages
 * (`lab_fes_stages`, the timetable's columns in `sort_order`) and its events (`lab_fes_events`, UTC instants as ISO
 * text, which sort as time). Deleting a stage deletes its events. The demo festival is not inserted here: the seed
 * adds it when no festival row exists (seed/demo-festival.ts), so it is dated from the day it is seeded.
 */
export const migration0018 = (dialect: DialectName): Migration => {
  const seqType = dialect === 'postgres' ? 'serial' : 'integer';
  const seq = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lab_fes_festival')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', notNull)
        .addColumn('timezone', 'text', notNull)
        .addColumn('first_day', 'text', notNull)
        .addColumn('last_day', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('lab_fes_stages')
        .addColumn('id', seqType, seq)
        .addColumn('name', 'text', notNull)
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('lab_fes_events')
        .addColumn('id', seqType, seq)
        .addColumn('stage_id', 'integer', (c) => c.notNull().references('lab_fes_stages.id').onDelete('cascade'))
        .addColumn('title', 'text', notNull)
        .addColumn('start_at', 'text', notNull)
        .addColumn('end_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('lab_fes_events_start').on('lab_fes_events').columns(['start_at', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['lab_fes_events', 'lab_fes_stages', 'lab_fes_festival'])
        await db.schema.dropTable(table).execute();
    },
  };
};
