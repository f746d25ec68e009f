import { articlePath, categoryPath, tagPath } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** One page of the sitemap: its absolute address and, where known, when it last changed (ISO 8601). */
export type SitemapEntry = { loc: string; lastmod?: string };

/** The app's pages listed besides the articles and categories: the blog's indexes and the about pages. */
export const sitemapPages = [
  '/',
  '/blog',
  '/blog/articles',
  '/blog/categories',
  '/blog/tags',
  '/about',
  '/about/terms',
  '/about/update',
];

/**
 * Every page a search engine should know of, for `/sitemap.xml`: the home page and the blog's lists (last changed
 * with the newest article), the about pages, every category and tag and every article (last changed at its
 * `updated` date, else its `date`). `siteUrl` (config SITE_URL) has no trailing slash. Throws on a database error.
 */
export async function sitemapEntries(db: Kysely<Database>, siteUrl: string): Promise<SitemapEntry[]> {
  const [articles, categories, tags] = await Promise.all([
    db
      .selectFrom('articles')
      .select(['id', 'date', 'updated'])
      .where('status', '=', 'published')
      .orderBy('date', 'desc')
      .orderBy('id')
      .execute(),
    db.selectFrom('categories').select('id').orderBy('id').execute(),
    db
      .selectFrom('article_tags')
      .innerJoin('articles', 'articles.id', 'article_tags.article_id')
      .select('article_tags.tag')
      .where('articles.status', '=', 'published')
      .distinct()
      .orderBy('article_tags.tag')
      .execute(),
  ]);
  const newest = articles.reduce<string | undefined>((last, a) => {
    const changed = a.updated ?? a.date;
    return last === undefined || changed > last ? changed : last;
  }, undefined);
  const listed = new Set(['/', '/blog', '/blog/articles', '/blog/categories', '/blog/tags']);
  return [
    ...sitemapPages.map((path) => ({ loc: siteUrl + path, lastmod: listed.has(path) ? newest : undefined })),
    ...categories.map(({ id }) => ({ loc: siteUrl + categoryPath(id) })),
    ...tags.map(({ tag }) => ({ loc: siteUrl + tagPath(tag) })),
    ...articles.map((a) => ({ loc: siteUrl + articlePath(a.id), lastmod: a.updated ?? a.date })),
  ];
}

/**
 * `entries` as a sitemap document (sitemaps.org protocol 0.9), UTF-8 XML. xmlbuilder2 is loaded on the first
 * call: it took ~0.1 s of every start (issue 15 point 6).
 */
export async function sitemapXml(entries: SitemapEntry[]): Promise<string> {
  const { create } = await import('xmlbuilder2');
  const urlset = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    'http://www.sitemaps.org/schemas/sitemap/0.9',
    'urlset',
  );
  for (const entry of entries) {
    const url = urlset.ele('url');
    url.ele('loc').txt(entry.loc);
    if (entry.lastmod) url.ele('lastmod').txt(entry.lastmod);
  }
  return urlset.end({ prettyPrint: true });
}

/** The robots.txt of the site: everything may be crawled, and the sitemap's absolute address. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
