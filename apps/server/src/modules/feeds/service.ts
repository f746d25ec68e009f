import { articlePath, feedPaths } from '@site/contracts';
import { Feed } from 'feed';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getSiteInfo } from '../site/service.ts';

/** How many of the newest articles a feed carries. */
export const feedSize = 20;

/**
 * Builds the site's feed from the `feedSize` newest articles: absolute links
 * `${siteUrl}/blog/articles/<id>`, the full sanitised HTML as content (root-relative links made absolute,
 * since feed readers have no base URL), the licence [SITE-03] as copyright. `siteUrl` has no trailing slash.
 */
export async function buildFeed(db: Kysely<Database>, siteUrl: string): Promise<Feed> {
  const [site, rows] = await Promise.all([
    getSiteInfo(db),
    db
      .selectFrom('articles')
      .select(['id', 'title', 'date', 'updated', 'summary', 'html', 'tags'])
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(feedSize)
      .execute(),
  ]);
  const newest = rows[0];
  const feed = new Feed({
    id: `${siteUrl}/`,
    link: `${siteUrl}/blog`,
    title: site.name,
    description: site.description,
    language: 'zh',
    copyright: `${site.licence} ${site.licence_url}`,
    updated: newest ? new Date(newest.updated ?? newest.date) : new Date(site.start_date),
    generator: site.name,
    feedLinks: { rss: siteUrl + feedPaths.rss, atom: siteUrl + feedPaths.atom },
    author: { name: site.author, link: siteUrl },
  });
  for (const row of rows) {
    const link = siteUrl + articlePath(row.id);
    feed.addItem({
      title: row.title,
      id: link,
      link,
      date: new Date(row.updated ?? row.date),
      published: new Date(row.date),
      description: row.summary,
      content: absolutiseLinks(row.html, siteUrl),
      category: (JSON.parse(row.tags) as string[]).map((name) => ({ name })),
      author: [{ name: site.author }],
    });
  }
  return feed;
}

/** `href="/x"` and `src="/x"` (not protocol-relative `//`) → `${siteUrl}/x`. */
function absolutiseLinks(html: string, siteUrl: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, ` $1="${siteUrl}/`);
}
