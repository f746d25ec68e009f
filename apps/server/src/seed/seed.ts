import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { clearArticleCache } from '../modules/blog/article-cache.ts';
import {
  ensureCategoryPath,
  markdownRendererKey,
  markdownRendererVersion,
  upsertArticle,
} from '../modules/blog/write-service.ts';
import { seedDemoSongs } from '../modules/music/seed-songs.ts';
import { backgroundsUrlPrefix, shippedBackgrounds } from '../modules/site/media-routes.ts';
import { defaultSiteInfo } from '../settings/site-defaults.ts';
import { getSetting, setSiteSettings } from '../settings/site-settings.ts';
import { seedDemoArchive } from './demo-archive.ts';
import { demoArticles, demoCategories } from './demo-articles.ts';
import { seedDemoFestival } from './demo-festival.ts';
import { seedDemoLinks } from './demo-links.ts';

/** The site setting whose presence means "already seeded" (ISO time of the seed). */
export const seededAtKey = 'seeded_at';

/**
 * Fills a fresh database with the site's default identity, the demo categories and articles, and the
 * background pool (the shipped SVG artworks), the demo archive and the demo links (each unless an import filled it) — once: it runs only while the `seeded_at` setting is absent,
 * not "while there are no articles", because an import may run before the first start. Existing rows with
 * the same ids are left alone. Everything happens in one transaction. Returns whether it seeded.
 * With `config`, the demo songs are rendered into `DATA_DIR/media` and inserted too, once by their own setting, so
 * a site seeded before they existed gets them on its next start (modules/music/seed-songs.ts).
 */
export async function seedIfNeeded({ db }: Db, now = new Date(), config?: Pick<Config, 'dataDir'>): Promise<boolean> {
  if ((await getSetting(db, seededAtKey)) !== undefined) {
    if (config) await seedDemoSongs(db, config, now);
    // The convention timetable (issue 25 point 5) came later: a site seeded before it gets the demo festival now.
    await seedDemoFestival(db, now);
    return false;
  }
  await db.transaction().execute(async (trx) => {
    const existingKeys = new Set((await trx.selectFrom('site_settings').select('key').execute()).map((r) => r.key));
    const defaults = Object.fromEntries(Object.entries(defaultSiteInfo).filter(([key]) => !existingKeys.has(key)));
    await setSiteSettings(trx, defaults);

    for (const category of demoCategories) {
      const parent = category.parent_id ? demoCategories.find((c) => c.id === category.parent_id) : undefined;
      await ensureCategoryPath(trx, [...(parent ? [parent] : []), category]);
    }
    const existingArticles = new Set((await trx.selectFrom('articles').select('id').execute()).map((r) => r.id));
    for (const article of demoArticles) {
      if (!existingArticles.has(article.id)) await upsertArticle(trx, article, now);
    }
    // Every stored article was rendered just now: the start's re-render has nothing to do.
    if (existingArticles.size === 0) await setSiteSettings(trx, { [markdownRendererKey]: markdownRendererVersion });

    const pool = new Set((await trx.selectFrom('backgrounds').select('url').execute()).map((r) => r.url));
    for (const file of shippedBackgrounds()) {
      const url = backgroundsUrlPrefix + file;
      if (!pool.has(url))
        await trx.insertInto('backgrounds').values({ url, credit: 'Artwork made for this site' }).execute();
    }
    if (config) await seedDemoSongs(trx, config, now);
    await seedDemoArchive(trx, now);
    await seedDemoLinks(trx, now);
    await seedDemoFestival(trx, now);
    await setSiteSettings(trx, { [seededAtKey]: now.toISOString() });
  });
  // The writes above cleared the transaction's cache, not this handle's: clear it once they are committed.
  clearArticleCache(db);
  return true;
}
