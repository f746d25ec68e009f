import { addDays, fesInstant, zonedParts, zonedToUtcMs } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The demo festival's name, time zone and stages, written for this project (no real convention's data). */
export const demoFestival = { name: 'Paper Lantern Fes (demo)', timezone: 'Asia/Tokyo' };
export const demoStages = ['Lantern Hall', 'Riverside Stage', 'Studio Kumo', 'Sketch Room'] as const;

/** A demo event: its day (0 or 1), stage (index of `demoStages`), title, and local start and end as `HH:MM`. */
type DemoEvent = { day: 0 | 1; stage: number; title: string; from: string; to: string };

export const demoEvents: readonly DemoEvent[] = [
  { day: 0, stage: 0, title: 'Opening: the lanterns light up', from: '10:00', to: '10:45' },
  { day: 0, stage: 0, title: 'Voices of Tomorrow: a dubbing showcase', from: '11:00', to: '12:30' },
  { day: 0, stage: 0, title: 'Orchestra of Small Robots (live)', from: '14:00', to: '15:30' },
  { day: 0, stage: 1, title: 'Cosplay parade by the river', from: '10:30', to: '11:30' },
  { day: 0, stage: 1, title: 'Chiptune picnic', from: '12:00', to: '13:30' },
  { day: 0, stage: 1, title: 'Idol unit "Starfruit" mini live', from: '15:00', to: '16:00' },
  { day: 0, stage: 2, title: 'How a storyboard becomes a scene', from: '11:00', to: '12:00' },
  { day: 0, stage: 2, title: 'Colour scripts & background painting', from: '13:00', to: '14:30' },
  { day: 0, stage: 3, title: 'Draw your own mascot (workshop)', from: '10:00', to: '12:00' },
  { day: 0, stage: 3, title: 'Fan-zine swap meet', from: '13:30', to: '16:30' },
  { day: 1, stage: 0, title: 'Morning radio drama reading', from: '10:00', to: '11:00' },
  { day: 1, stage: 0, title: 'Closing concert: Lantern Night', from: '17:00', to: '19:00' },
  { day: 1, stage: 1, title: 'Retro game music quiz', from: '11:30', to: '12:30' },
  { day: 1, stage: 2, title: 'Sound effects from kitchen things', from: '10:30', to: '11:30' },
  { day: 1, stage: 2, title: 'Late-night screening: short films', from: '20:00', to: '22:00' },
  { day: 1, stage: 3, title: 'Origami dragons for beginners', from: '14:00', to: '15:00' },
];

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Inserts the demo festival (issue 25 point 5) when no festival exists yet, dated from `now`'s day in its time zone
 * (two days), so a fresh site's timetable shows today with its "now" line. Runs on every seeded start (decision
 * 0042): a database seeded before the timetable existed gets it too; once any festival row exists (the demo or the
 * owner's), it never writes again. Returns whether it inserted.
 */
export async function seedDemoFestival(db: Kysely<Database>, now: Date): Promise<boolean> {
  const exists = await db.selectFrom('lab_fes_festival').select('id').executeTakeFirst();
  if (exists) return false;
  const firstDay = zonedParts(now.getTime(), demoFestival.timezone).day;
  const insert = async (trx: Kysely<Database>) => {
    await trx
      .insertInto('lab_fes_festival')
      .values({
        id: 1,
        ...demoFestival,
        first_day: firstDay,
        last_day: addDays(firstDay, 1),
        updated_at: now.toISOString(),
      })
      .execute();
    const ids: number[] = [];
    for (const [order, name] of demoStages.entries()) {
      const row = await trx
        .insertInto('lab_fes_stages')
        .values({ name, sort_order: order })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    for (const event of demoEvents) {
      const day = addDays(firstDay, event.day);
      const at = (hhmm: string) => fesInstant(zonedToUtcMs(day, minutesOf(hhmm), demoFestival.timezone));
      await trx
        .insertInto('lab_fes_events')
        .values({
          stage_id: ids[event.stage] as number,
          title: event.title,
          start_at: at(event.from),
          end_at: at(event.to),
        })
        .execute();
    }
  };
  // Inside the first seed's transaction already, or one of its own.
  if (db.isTransaction) await insert(db);
  else await db.transaction().execute(insert);
  return true;
}
