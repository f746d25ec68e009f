import { z } from 'zod/mini';
import { tokenidSchema } from './account.ts';

/**
 * The convention timetable of "/xy" and "/laboratory/animefes" [ROUTE-43] (issue 25 point 5): one festival, its
 * stages (the timetable's columns) and its events (title, stage, start, end). Reads are GET for everyone; writes
 * are JSON POSTs for the admin only (a guest 401 `not_logged_in`, a user 403 `forbidden`, both before the body is
 * read); bad input 400 naming the field.
 *
 * Times: an event's `start` and `end` are instants in UTC (ISO 8601 with `Z`, whole minutes). The festival has
 * local days (`first_day` .. `last_day`, `YYYY-MM-DD`) in its IANA `timezone`; an event lies inside
 * [`first_day` 00:00, the day after `last_day` 00:00) local time (`festivalWindowMs`), so a late show may run past
 * midnight of a day but not past the last one.
 *
 * | call | input | data |
 * |---|---|---|
 * | GET lab/get_festival.php | — | FesTimetable (festival null when none is set up) |
 * | POST lab/save_fes_festival.php | tokenid (admin), festival: FesFestivalInput | FesTimetable (409 `fes_events_outside_days` when events would fall outside the new days) |
 * | POST lab/save_fes_stage.php | tokenid (admin), stage: {id?, name} | FesStage (404 `fes_stage_not_found`) |
 * | POST lab/delete_fes_stage.php | tokenid (admin), id | {deleted: id} (its events go with it) |
 * | POST lab/save_fes_event.php | tokenid (admin), event: FesEventInput | FesEvent (400 `fes_end_not_after_start`, `fes_outside_days`; 404 `fes_stage_not_found`, `fes_event_not_found`) |
 * | POST lab/delete_fes_event.php | tokenid (admin), id | {deleted: id} (404 `fes_event_not_found`) |
 */

/** The most days a festival spans, stages it has and events it holds. */
export const fesMaxDays = 7;
export const fesMaxStages = 12;
export const fesMaxEvents = 600;

const line = (max: number) =>
  z.string().check(
    z.maxLength(max),
    z.refine((t) => !/[\r\n]/.test(t), 'must be one line'),
    z.refine((t) => t.trim() !== '', 'must not be blank'),
  );

const idSchema = z.int().check(z.minimum(1), z.maximum(2 ** 31 - 1));

/** Whether `zone` is an IANA time zone name this runtime knows (e.g. `Asia/Tokyo`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Whether `day` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDay(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** An instant in UTC, whole minutes: `YYYY-MM-DDTHH:MM:00.000Z` or `YYYY-MM-DDTHH:MMZ` / `...:00Z`. */
export const fesInstantSchema = z
  .string()
  .check(
    z.refine(
      (t) =>
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:00(\.000)?)?Z$/.test(t) &&
        !Number.isNaN(Date.parse(t)) &&
        isIsoDay(t.slice(0, 10)),
      'must be a UTC time in whole minutes (YYYY-MM-DDTHH:MMZ)',
    ),
  );

const daySchema = z.string().check(z.refine(isIsoDay, 'must be a date YYYY-MM-DD'));

export const fesFestivalInputSchema = z
  .object({
    name: line(120),
    timezone: z.string().check(z.refine(isTimeZone, 'must be an IANA time zone')),
    first_day: daySchema,
    last_day: daySchema,
  })
  .check(
    z.refine((f) => f.last_day >= f.first_day, { message: 'must not be before first_day', path: ['last_day'] }),
    z.refine((f) => daysBetween(f.first_day, f.last_day) < fesMaxDays, {
      message: `at most ${fesMaxDays} days`,
      path: ['last_day'],
    }),
  );
export type FesFestivalInput = z.infer<typeof fesFestivalInputSchema>;
export type FesFestival = FesFestivalInput & { updated_at: string };

export const fesStageInputSchema = z.object({ id: z.optional(idSchema), name: line(80) });
export type FesStageInput = z.infer<typeof fesStageInputSchema>;

export const fesEventInputSchema = z.object({
  id: z.optional(idSchema),
  stage_id: idSchema,
  title: line(200),
  start: fesInstantSchema,
  end: fesInstantSchema,
});
export type FesEventInput = z.infer<typeof fesEventInputSchema>;

const token = { tokenid: z.optional(tokenidSchema) };
export const fesSaveFestivalBodySchema = z.object({ ...token, festival: fesFestivalInputSchema });
export const fesSaveStageBodySchema = z.object({ ...token, stage: fesStageInputSchema });
export const fesSaveEventBodySchema = z.object({ ...token, event: fesEventInputSchema });
export const fesIdBodySchema = z.object({ ...token, id: idSchema });

export const fesFestivalSchema = z.object({
  name: z.string(),
  timezone: z.string(),
  first_day: z.string(),
  last_day: z.string(),
  updated_at: z.string(),
});
export const fesStageSchema = z.object({ id: z.number(), name: z.string(), order: z.number() });
export type FesStage = z.infer<typeof fesStageSchema>;
export const fesEventSchema = z.object({
  id: z.number(),
  stage_id: z.number(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
});
export type FesEvent = z.infer<typeof fesEventSchema>;
export const fesTimetableSchema = z.object({
  festival: z.nullable(fesFestivalSchema),
  stages: z.array(fesStageSchema),
  events: z.array(fesEventSchema),
});
export type FesTimetable = z.infer<typeof fesTimetableSchema>;
export const fesDeletedSchema = z.object({ deleted: z.number() });

/** Whole days from `a` to `b` (`YYYY-MM-DD`; negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The day `n` days after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The local wall-clock time in `zone` at the instant `ms` (milliseconds since the epoch). */
export function zonedParts(ms: number, zone: string): { day: string; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    day: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
}

/** How far `zone`'s wall clock is ahead of UTC at the instant `ms`, in milliseconds (whole minutes). */
export function zoneOffsetMs(ms: number, zone: string): number {
  const { day, minutes } = zonedParts(ms, zone);
  const asUtc = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant (ms since the epoch) when `zone`'s wall clock shows `day` (`YYYY-MM-DD`) at `minutes` after
 * midnight (may be ≥ 1440: the next day). A wall time skipped by a DST change resolves to the instant after it.
 */
export function zonedToUtcMs(day: string, minutes: number, zone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * 60_000;
  const first = wall - zoneOffsetMs(wall, zone);
  return wall - zoneOffsetMs(first, zone);
}

/** The festival's window in ms since the epoch: [first_day 00:00, the day after last_day 00:00) local time. */
export function festivalWindowMs(festival: Pick<FesFestival, 'first_day' | 'last_day' | 'timezone'>): {
  start_ms: number;
  end_ms: number;
} {
  return {
    start_ms: zonedToUtcMs(festival.first_day, 0, festival.timezone),
    end_ms: zonedToUtcMs(addDays(festival.last_day, 1), 0, festival.timezone),
  };
}

/** `ms` as the wire's instant text: `YYYY-MM-DDTHH:MM:00.000Z`. */
export const fesInstant = (ms: number): string => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();
