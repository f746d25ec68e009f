import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSiteSettings } from '../settings/site-settings.ts';
import { createTestDb, type TestDb } from '../test/db.ts';
import { seededAtKey, seedIfNeeded } from './seed.ts';

describe('seed: the demo festival (issue 25 point 5)', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => db.cleanup());

  it('a site seeded before the timetable existed gets the demo festival on its next start, once', async () => {
    await setSiteSettings(db.db, { [seededAtKey]: '2026-01-01T00:00:00.000Z' });
    expect(await db.db.selectFrom('lab_fes_festival').select('id').execute()).toEqual([]);
    expect(await seedIfNeeded(db, new Date('2026-06-15T12:00:00Z'))).toBe(false);
    const festival = await db.db.selectFrom('lab_fes_festival').selectAll().executeTakeFirstOrThrow();
    expect(festival).toMatchObject({ first_day: '2026-06-15', last_day: '2026-06-16' });
    // The owner's later edits are never overwritten by a start.
    await db.db.updateTable('lab_fes_festival').set({ name: 'Mine' }).execute();
    await seedIfNeeded(db, new Date('2026-07-01T12:00:00Z'));
    const again = await db.db.selectFrom('lab_fes_festival').select(['name', 'first_day']).execute();
    expect(again).toEqual([{ name: 'Mine', first_day: '2026-06-15' }]);
    expect((await db.db.selectFrom('lab_fes_stages').select('id').execute()).length).toBe(4);
  });
});
