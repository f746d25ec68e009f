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

/**
 * What a page's HTML says of it in `<head>` (issue 21 point 4; docs/decisions/0029): for link previews, search
 * engines and readers without JavaScript. The server works it out from the database for the page's address and the
 * app renders it (React hoists the tags into `<head>`); without server rendering the server writes the same tags.
 */
export const pageHeadSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Open Graph type. */
  type: z.enum(['website', 'article']),
  site_name: z.string(),
  /** The page's canonical absolute address (`<link rel="canonical">`, `og:url`); where it has one. */
  url: z.optional(z.string()),
  /** ISO 8601; articles only. */
  published: z.optional(z.string()),
  modified: z.optional(z.string()),
  /** false: the address names a route but nothing is there (an unknown article id): HTTP 404, same page. */
  found: z.boolean(),
  /** Absolute address of the picture a link preview shows (an article's first picture). */
  image: z.optional(z.string()),
  /** true: search engines should not index the page (`<meta name="robots" content="noindex">`): search results. */
  noindex: z.optional(z.boolean()),
  /**
   * The page's own feeds (a category's, a tag's), announced beside the whole blog's with `<link rel="alternate">`
   * so a feed reader given the page's address offers them: `title` names them, `rss` and `atom` are addresses.
   */
  feeds: z.optional(z.object({ title: z.string(), rss: z.string(), atom: z.string() })),
  /** The address of the blogroll's OPML the page links as `<link rel="blogroll" type="text/x-opml">` (the links pages). */
  blogroll: z.optional(z.string()),
  /**
   * schema.org data of the page (JSON-LD: an article's `BlogPosting`, the home page's `WebSite`), written as a
   * `<script type="application/ld+json">` data block: search engines read it; browsers never run it.
   */
  structured_data: z.optional(z.record(z.string(), z.unknown())),
});
export type PageHead = z.infer<typeof pageHeadSchema>;

/**
 * `value` as JSON that cannot end its `<script>` element early (a JSON or JSON-LD data block in a page): every `<`
 * as `\u003c`, so neither `</script` nor `<!--` can appear (the only ways out of a script's raw text: HTML's
 * "script data" states), and U+2028/U+2029 as escapes for readers that take the block as JavaScript. `>` and `&`
 * stay as they are: a script's text has no character references. JSON reads each escape as the same character.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
