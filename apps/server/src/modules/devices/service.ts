import { randomBytes } from 'node:crypto';
import type { PageViewDay } from '@site/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/envelope.ts';

/** Devices and page views [API-09..12]. A device id is 128 random bits in hex; it identifies a browser, not a person. */

type Db = Kysely<Database>;
const iso = (ms: number) => new Date(ms).toISOString();

/** [API-10] Registers a device and returns its new id. */
export async function newDevice(db: Db, userAgent: string, now: number): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db
    .insertInto('devices')
    .values({ id, user_agent: userAgent, created_at: iso(now), last_seen_at: iso(now) })
    .execute();
  return id;
}

/** [API-09] The same id when the device is known (its user agent and last-seen time refreshed), else a new one. */
export async function checkDevice(db: Db, userAgent: string, deviceId: string, now: number): Promise<string> {
  const updated = await db
    .updateTable('devices')
    .set({ user_agent: userAgent, last_seen_at: iso(now) })
    .where('id', '=', deviceId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return deviceId;
  return newDevice(db, userAgent, now);
}

/** [API-11] Stores one view of `path` by `deviceId` (and `uid` when signed in). Throws 404 `device_not_found`. */
export async function viewPage(
  db: Db,
  view: { path: string; deviceId: string; uid: string | null },
  now: number,
): Promise<void> {
  const device = await db.selectFrom('devices').select('id').where('id', '=', view.deviceId).executeTakeFirst();
  if (!device) throw new ApiError('device_not_found', { field: 'device_id' });
  await db
    .insertInto('page_views')
    .values({ device_id: view.deviceId, path: view.path, uid: view.uid, viewed_at: iso(now) })
    .execute();
}

/** Views per UTC day over the last `days` days (today included), oldest first; days without views are left out. */
export async function pageViewsPerDay(db: Db, days: number, now: number): Promise<PageViewDay[]> {
  const since = `${iso(now - (days - 1) * 24 * 3600_000).slice(0, 10)}T00:00:00.000Z`;
  const day = sql<string>`substr(viewed_at, 1, 10)`;
  const rows = await db
    .selectFrom('page_views')
    .select([
      day.as('day'),
      (eb) => eb.fn.countAll<string | number>().as('views'),
      (eb) => eb.fn.count<string | number>('device_id').distinct().as('devices'),
      (eb) => eb.fn.count<string | number>('uid').as('account_views'),
    ])
    .where('viewed_at', '>=', since)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({
    day: r.day,
    views: Number(r.views),
    devices: Number(r.devices),
    account_views: Number(r.account_views),
  }));
}
