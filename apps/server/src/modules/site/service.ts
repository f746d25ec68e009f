import { type Background, type SiteInfo, siteInfoSchema } from '@site/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { version } from '../../version.ts';
import { defaultSiteInfo, type StoredSiteInfo } from './site-defaults.ts';

type Db = Kysely<Database>;

/**
 * The site's identity: each SiteInfo field is a `site_settings` row (key = field name, value = JSON);
 * a missing or unreadable row falls back to its default, so an admin edit of one key cannot break the rest.
 * `version` always comes from the build [SITE-04].
 */
export async function getSiteInfo(db: Db): Promise<SiteInfo> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  const merged: Record<string, unknown> = { ...defaultSiteInfo, version };
  const fields = siteInfoSchema.shape;
  for (const row of rows) {
    if (!(row.key in fields) || row.key === 'version') continue;
    const field = fields[row.key as keyof typeof fields];
    try {
      const parsed = field.safeParse(JSON.parse(row.value));
      if (parsed.success) merged[row.key] = parsed.data;
    } catch {
      // Unreadable JSON: keep the default for this key.
    }
  }
  return siteInfoSchema.parse(merged);
}

/** Writes the given site-info fields (JSON-encoded), replacing stored values. */
export async function setSiteSettings(
  db: Db,
  values: Partial<StoredSiteInfo> & Record<string, unknown>,
): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('site_settings')
      .values({ key, value: JSON.stringify(value) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  }
}

/** A raw site setting's JSON value, or undefined (used for flags such as `seeded_at`). */
export async function getSetting(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

/**
 * One background picked at random from the `backgrounds` table [SITE-02]: the pool is data, so adding or
 * removing rows changes what visitors see without a build. Undefined when the pool is empty.
 */
export async function randomBackground(db: Db): Promise<Background | undefined> {
  return db
    .selectFrom('backgrounds')
    .select(['id', 'url', 'credit'])
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
}
