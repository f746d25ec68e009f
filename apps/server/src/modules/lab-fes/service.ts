import {
  type FesEvent,
  type FesEventInput,
  type FesFestival,
  type FesFestivalInput,
  type FesStage,
  type FesStageInput,
  type FesTimetable,
  fesInstant,
  fesMaxEvents,
  fesMaxStages,
  festivalWindowMs,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';

/**
 * The convention timetable's logic and queries (issue 25 point 5, contracts `lab-fes.ts`): one festival (row id 1),
 * its stages and events. Every write runs in one transaction, so a refused write leaves nothing behind. Titles and
 * names are stored as the plain text they are: the page renders them as text, never as HTML.
 */

type Db = Kysely<Database>;

/** The id of the festival's single row. */
const festivalId = 1;

/** The festival, null when none is set up. */
async function festivalOf(db: Db): Promise<FesFestival | null> {
  const row = await db
    .selectFrom('lab_fes_festival')
    .select(['name', 'timezone', 'first_day', 'last_day', 'updated_at'])
    .where('id', '=', festivalId)
    .executeTakeFirst();
  return row ?? null;
}

/** The whole timetable: the festival (or null), its stages in order and its events by start time. */
export async function getTimetable(db: Db): Promise<FesTimetable> {
  const [festival, stages, events] = await Promise.all([
    festivalOf(db),
    db.selectFrom('lab_fes_stages').select(['id', 'name', 'sort_order']).orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('lab_fes_events')
      .select(['id', 'stage_id', 'title', 'start_at', 'end_at'])
      .orderBy('start_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    festival,
    stages: stages.map((s) => ({ id: s.id, name: s.name, order: s.sort_order })),
    events: events.map((e) => ({ id: e.id, stage_id: e.stage_id, title: e.title, start: e.start_at, end: e.end_at })),
  };
}

/**
 * Sets up or changes the festival. Throws 409 `fes_events_outside_days` (data `{field: 'last_day', count}`) when
 * stored events would fall outside the new days.
 */
export async function saveFestival(db: Db, input: FesFestivalInput, nowIso: string): Promise<FesTimetable> {
  await db.transaction().execute(async (trx) => {
    const { start_ms, end_ms } = festivalWindowMs(input);
    const outside = await trx
      .selectFrom('lab_fes_events')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where((eb) => eb.or([eb('start_at', '<', fesInstant(start_ms)), eb('end_at', '>', fesInstant(end_ms))]))
      .executeTakeFirstOrThrow();
    const count = Number(outside.n);
    if (count > 0) throw new ApiError('fes_events_outside_days', { field: 'last_day', count });
    const values = { ...input, name: input.name.trim(), updated_at: nowIso };
    const exists = await trx
      .selectFrom('lab_fes_festival')
      .select('id')
      .where('id', '=', festivalId)
      .executeTakeFirst();
    if (exists) await trx.updateTable('lab_fes_festival').set(values).where('id', '=', festivalId).execute();
    else
      await trx
        .insertInto('lab_fes_festival')
        .values({ id: festivalId, ...values })
        .execute();
  });
  return getTimetable(db);
}

/** Adds a stage (at the end) or renames one. Throws 404 `fes_stage_not_found`, 409 `fes_too_many`. */
export async function saveStage(db: Db, input: FesStageInput): Promise<FesStage> {
  const name = input.name.trim();
  return db.transaction().execute(async (trx) => {
    if (input.id !== undefined) {
      const done = await trx
        .updateTable('lab_fes_stages')
        .set({ name })
        .where('id', '=', input.id)
        .returning(['id', 'name', 'sort_order'])
        .executeTakeFirst();
      if (!done) throw new ApiError('fes_stage_not_found', { field: 'stage.id' });
      return { id: done.id, name: done.name, order: done.sort_order };
    }
    const { n, last } = await trx
      .selectFrom('lab_fes_stages')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('sort_order').as('last')])
      .executeTakeFirstOrThrow();
    if (Number(n) >= fesMaxStages) throw new ApiError('fes_too_many', { field: 'stage', max: fesMaxStages });
    const order = last === null ? 0 : Number(last) + 1;
    const row = await trx
      .insertInto('lab_fes_stages')
      .values({ name, sort_order: order })
      .returning(['id', 'name', 'sort_order'])
      .executeTakeFirstOrThrow();
    return { id: row.id, name: row.name, order: row.sort_order };
  });
}

/** Deletes a stage and its events. Throws 404 `fes_stage_not_found`. */
export async function deleteStage(db: Db, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lab_fes_events').where('stage_id', '=', id).execute();
    const done = await trx.deleteFrom('lab_fes_stages').where('id', '=', id).executeTakeFirst();
    if (Number(done.numDeletedRows) === 0) throw new ApiError('fes_stage_not_found', { field: 'id' });
  });
}

/**
 * Adds or changes an event. Refuses (nothing written): 409 `fes_no_festival` before the festival is set up; 400
 * `fes_end_not_after_start` (field `event.end`); 400 `fes_outside_days` (field `event.start` or `event.end`) outside
 * the festival's window (`festivalWindowMs`); 404 `fes_stage_not_found` (field `event.stage_id`); 404
 * `fes_event_not_found` (field `event.id`); 409 `fes_too_many` past `fesMaxEvents`.
 */
export async function saveEvent(db: Db, input: FesEventInput): Promise<FesEvent> {
  const startMs = Date.parse(input.start);
  const endMs = Date.parse(input.end);
  if (endMs <= startMs) throw new ApiError('fes_end_not_after_start', { field: 'event.end' });
  return db.transaction().execute(async (trx) => {
    const festival = await festivalOf(trx);
    if (!festival) throw new ApiError('fes_no_festival', { field: 'event' });
    const window = festivalWindowMs(festival);
    if (startMs < window.start_ms) throw new ApiError('fes_outside_days', { field: 'event.start' });
    if (endMs > window.end_ms) throw new ApiError('fes_outside_days', { field: 'event.end' });
    const stage = await trx
      .selectFrom('lab_fes_stages')
      .select('id')
      .where('id', '=', input.stage_id)
      .executeTakeFirst();
    if (!stage) throw new ApiError('fes_stage_not_found', { field: 'event.stage_id' });
    const values = {
      stage_id: input.stage_id,
      title: input.title.trim(),
      start_at: fesInstant(startMs),
      end_at: fesInstant(endMs),
    };
    const columns = ['id', 'stage_id', 'title', 'start_at', 'end_at'] as const;
    let row: { id: number; stage_id: number; title: string; start_at: string; end_at: string } | undefined;
    if (input.id !== undefined) {
      row = await trx
        .updateTable('lab_fes_events')
        .set(values)
        .where('id', '=', input.id)
        .returning(columns)
        .executeTakeFirst();
      if (!row) throw new ApiError('fes_event_not_found', { field: 'event.id' });
    } else {
      const { n } = await trx
        .selectFrom('lab_fes_events')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      if (Number(n) >= fesMaxEvents) throw new ApiError('fes_too_many', { field: 'event', max: fesMaxEvents });
      row = await trx.insertInto('lab_fes_events').values(values).returning(columns).executeTakeFirstOrThrow();
    }
    return { id: row.id, stage_id: row.stage_id, title: row.title, start: row.start_at, end: row.end_at };
  });
}

/** Deletes an event. Throws 404 `fes_event_not_found`. */
export async function deleteEvent(db: Db, id: number): Promise<void> {
  const done = await db.deleteFrom('lab_fes_events').where('id', '=', id).executeTakeFirst();
  if (Number(done.numDeletedRows) === 0) throw new ApiError('fes_event_not_found', { field: 'id' });
}
