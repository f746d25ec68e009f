import { articlePath, categoryPath, type FeedQuery, feedPath, tagPath } from '@site/contracts';
import { Feed } from 'feed';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { categorisedArticleIds, getCategoryScope, hasTag, taggedArticleIds } from './service.ts';

/** How many of the newest articles a feed carries. */
export const feedSize = 20;

/**
 * A blog feed with the languages it declares: `language`, the feed's (the language most of its articles are
 * written in, the site's on a tie it is part of or with no articles), and `itemLanguages`, each item's in the
 * feed's order (the author's `lang`, else the one told from its text, else the site's).
 */
export type BlogFeed = { feed: Feed; language: string; itemLanguages: string[] };

/**
 * Builds a feed from the `feedSize` newest articles: the whole blog's, or with `query` a category's (its articles
 * and its descendants', titled "<category name> - <site name>", linking to the category's page) or a tag's
 * ("<tag> - <site name>", linking to the tag's page). Absolute links `${siteUrl}/blog/articles/<id>`, the full
 * sanitised HTML as content (root-relative links made absolute, since feed readers have no base URL), the
 * licence [SITE-03] as copyright. `language` is the site's (config SITE_LANGUAGE, a BCP 47 tag): the language of an
 * article whose own is unknown; the feed declares its articles' languages (`BlogFeed`, issue 19 point 6;
 * `feeds/language.ts` writes them into Atom). `siteUrl` has no trailing slash. Undefined when the category or tag
 * has no page (an unknown category, a tag no article carries).
 */
export async function buildFeed(
  db: Kysely<Database>,
  siteUrl: string,
  query: FeedQuery = {},
  language = 'zh',
): Promise<BlogFeed | undefined> {
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
    .select(['id', 'title', 'date', 'updated', 'summary', 'html', 'tags', 'language', 'detected_language'])
    .where('status', '=', 'published')
    .$if(categoryIds !== undefined, (qb) => qb.where('id', 'in', categorisedArticleIds(db, categoryIds ?? [])))
    .$if(tag !== undefined, (qb) => qb.where('id', 'in', taggedArticleIds(db, tag ?? '')))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(feedSize)
    .execute();
  const newest = rows[0];
  const itemLanguages = rows.map((row) => row.language ?? row.detected_language ?? language);
  const feedLanguage = mostCommon(itemLanguages, language);
  const feed = new Feed({
    id: query.category === undefined && query.tag === undefined ? `${siteUrl}/` : link,
    link,
    title,
    description: site.description,
    language: feedLanguage,
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
  return { feed, language: feedLanguage, itemLanguages };
}

/** The value most frequent in `values`; `preferred` when it is among the most frequent or `values` is empty. */
function mostCommon(values: readonly string[], preferred: string): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  const top = Math.max(0, ...counts.values());
  if (top === 0 || counts.get(preferred) === top) return preferred;
  return [...counts].find(([, count]) => count === top)?.[0] ?? preferred;
}

/** `href="/x"` and `src="/x"` (not protocol-relative `//`) → `${siteUrl}/x`. */
function absolutiseLinks(html: string, siteUrl: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, ` $1="${siteUrl}/`);
}
