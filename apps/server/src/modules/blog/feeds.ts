import { articlePath, categoryPath, type FeedQuery, feedPath, tagPath } from '@site/contracts';
import { Feed } from 'feed';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { categorisedArticleIds, getCategoryScope, hasTag, taggedArticleIds } from './service.ts';

/** How many of the newest articles a feed carries. */
export const feedSize = 20;

/**
 * Builds a feed from the `feedSize` newest articles: the whole blog's, or with `query` a category's (its articles
 * and its descendants', titled "<category name> - <site name>", linking to the category's page) or a tag's
 * ("<tag> - <site name>", linking to the tag's page). Absolute links `${siteUrl}/blog/articles/<id>`, the full
 * sanitised HTML as content (root-relative links made absolute, since feed readers have no base URL), the
 * licence [SITE-03] as copyright, `language` (config SITE_LANGUAGE, a BCP 47 tag) as the channel's language
 * (`feeds/language.ts`). `siteUrl` has no trailing slash. Undefined when the category or tag has no
 * page (an unknown category, a tag no article carries).
 */
export async function buildFeed(
  db: Kysely<Database>,
  siteUrl: string,
  query: FeedQuery = {},
  language = 'zh',
): Promise<Feed | undefined> {
  const site = await getSiteInfo(db);
  let title = site.name;
  let link = `${siteUrl}/blog`;
  let categoryIds: string[] | undefined;
  if (query.category !== undefined) {
    const scope = await getCategoryScope(db, query.category);
    if (!scope) return undefined;
    title = `${scope.name} - ${site.name}`;
    link = siteUrl + categoryPath(query.category);
    categoryIds = scope.ids;
  } else if (query.tag !== undefined) {
    if (!(await hasTag(db, query.tag))) return undefined;
    title = `${query.tag} - ${site.name}`;
    link = siteUrl + tagPath(query.tag);
  }
  const tag = query.tag;
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'title', 'date', 'updated', 'summary', 'html', 'tags'])
    .$if(categoryIds !== undefined, (qb) => qb.where('id', 'in', categorisedArticleIds(db, categoryIds ?? [])))
    .$if(tag !== undefined, (qb) => qb.where('id', 'in', taggedArticleIds(db, tag ?? '')))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(feedSize)
    .execute();
  const newest = rows[0];
  const feed = new Feed({
    id: query.category === undefined && query.tag === undefined ? `${siteUrl}/` : link,
    link,
    title,
    description: site.description,
    language,
    copyright: `${site.licence} ${site.licence_url}`,
    updated: newest ? new Date(newest.updated ?? newest.date) : new Date(site.start_date),
    generator: site.name,
    feedLinks: { rss: siteUrl + feedPath('rss', query), atom: siteUrl + feedPath('atom', query) },
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
