import { z } from 'zod/mini';
import type { ApiRequest } from './requests.ts';

/**
 * The site's identity and home-page data (DESIGN.md "Configuration": identity is data the admin can
 * change, seeded with defaults). Calls:
 *
 * | call | query | data |
 * |---|---|---|
 * | GET site/get_site_info.php | — | SiteInfo |
 * | GET site/get_background.php | — | Background (one picked at random from the pool [SITE-02]) |
 */

export const externalLinkSchema = z.object({ name: z.string(), url: z.string() });
export type ExternalLink = z.infer<typeof externalLinkSchema>;

export const webringSchema = z.object({
  name: z.string(),
  /** The webring's home page. */
  url: z.string(),
  /** The address that sends the visitor to a random member blog [LAYOUT-10]. */
  random_url: z.string(),
});
export type Webring = z.infer<typeof webringSchema>;

export const siteInfoSchema = z.object({
  name: z.string(),
  author: z.string(),
  description: z.string(),
  /** Build version from the root package.json [SITE-04]. */
  version: z.string(),
  /** Start of the running-time counter, ISO date `YYYY-MM-DD` (local midnight) [LAYOUT-21]. */
  start_date: z.string(),
  /** The article licence, `CC BY-NC-ND 4.0` [SITE-03]. */
  licence: z.string(),
  licence_url: z.string(),
  /** The site-wide gray flag that gray `auto` follows [THEME-05]. */
  gray: z.boolean(),
  legacy_blog: externalLinkSchema,
  webrings: z.array(webringSchema),
  registry_lookup: externalLinkSchema,
  filing_records: z.array(externalLinkSchema),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** `GET site/get_site_info.php`: the site info every page's shell shows (the server preloads it with each page). */
export function siteInfoRequest(): ApiRequest {
  return { path: 'site/get_site_info.php', query: {} };
}

export const backgroundSchema = z.object({
  id: z.int(),
  /** Image address: a path under `/media/` or an absolute URL. */
  url: z.string(),
  /** Credit line shown with the picture, may be empty. */
  credit: z.string(),
});
export type Background = z.infer<typeof backgroundSchema>;

/** Stable addresses of the whole blog's feeds, linked from the footer and from `<head>` (blog.ts `feedPath`). */
export const feedPaths = { rss: '/feed/rss.xml', atom: '/feed/atom.xml' } as const;
