import { type SiteInfo, siteInfoSchema } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { version } from '../version.ts';
import { defaultSiteInfo, type StoredSiteInfo } from './site-defaults.ts';

/**
 * The `site_settings` table: the site's identity (SiteInfo, which the site, blog feeds and page heads read) and
 * the flags the seed and the one-off jobs keep there (`seeded_at`, the Markdown renderer's version, the demo
 * songs' seeding). Read and written by several modules, so it belongs to none of them.
 */

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
