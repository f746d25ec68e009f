import {
  articlePath,
  categoryPath,
  type FeedQuery,
  feedPath,
  isHomeRoute,
  previewTokenSchema,
  tagPath,
  tagSchema,
} from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { splatIdOf } from '../../http/page-hints.ts';
import type { PageHead } from '../../http/spa.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { getPreview } from './preview-links.ts';
import { getArticleHead, getCategoryHead, hasTag } from './service.ts';

/**
 * What the HTML of the page at `path` (matching the app's route `pattern`, e.g. `/blog/articles/*`) says in its
 * `<head>` before any script runs, for link previews, search engines and readers without JavaScript: an
 * article's page has the title the app gives it ("<article title> - <site name>" [LAYOUT-32]), its summary as
 * description, its dates and its schema.org `BlogPosting` (JSON-LD); the home page its `WebSite` with the blog's
 * search; a category's page "<category name> - <site name>"; every other page the site's name
 * and description (the app then sets its own title); a tag's page "<tag> - <site name>". A category's and a tag's
 * page announce their own feeds (`feedPath`). An article, category or
 * tag address that finds nothing is `found: false` (HTTP 404; the app shows "Article not found" [ERR-03],
 * "Category not found" or "Tag not found"). Throws on a
 * database error (the caller then serves the plain page). `siteUrl` (config SITE_URL, no trailing slash) makes
 * the canonical address of the home page (one for "/", "/index" and "/index.html"), of an article, a category and a
 * tag, and an article's picture for link previews (its first one, `og:image`) absolute.
 *
 * It lives in the blog module because every page with a head of its own is the blog's (its articles, categories,
 * tags, search, and the home page offering that search); the others take the site's identity (`src/settings`).
 */
export async function pageHeadFor(
  db: Kysely<Database>,
  pattern: string,
  path: string,
  siteUrl: string,
): Promise<PageHead> {
  const info = await getSiteInfo(db);
  const site: PageHead = {
    title: info.name,
    description: info.description,
    type: 'website',
    site_name: info.name,
    found: true,
  };
  if (pattern === '/blog/categories/*') {
    const id = splatIdOf(path, '/blog/categories/');
    const category = id === null ? undefined : await getCategoryHead(db, id);
    if (!category || id === null) return { ...site, found: false };
    return listHead(site, `${category.name} - ${info.name}`, siteUrl + categoryPath(id), { category: id });
  }
  if (pattern === '/blog/tags/*') {
    const tag = tagOf(path);
    if (tag === null || !(await hasTag(db, tag))) return { ...site, found: false };
    return listHead(site, `${tag} - ${info.name}`, siteUrl + tagPath(tag), { tag });
  }
  // Search results, the blog's and the site's: every query would be a page of its own, thin and endless, in an index.
  if (pattern === '/blog/search' || pattern === '/search') return { ...site, noindex: true };
  // The article editor's pages are the writers' own; a preview link shows a draft to whoever holds it, never to a
  // search engine, and a revoked or unknown link is a 404 (issue 23).
  if (pattern === '/blog/manage' || pattern === '/blog/new' || pattern === '/blog/edit/*')
    return { ...site, noindex: true };
  if (pattern === '/blog/preview/:token') {
    const token = path.slice('/blog/preview/'.length).replace(/\/+$/, '');
    const ok = previewTokenSchema.safeParse(token).success && (await getPreview(db, token)) !== undefined;
    return { ...site, noindex: true, found: ok };
  }
  if (isHomeRoute(pattern)) {
    // The site as a whole, with its search (the site search, issue 22): a search engine may offer a search box for it in its results.
    const structured_data = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: info.name,
      description: info.description,
      url: `${siteUrl}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    };
    return { ...site, url: `${siteUrl}/`, structured_data };
  }
  if (pattern !== '/blog/articles/*') return site;
  const id = splatIdOf(path, '/blog/articles/');
  const article = id === null ? undefined : await getArticleHead(db, id);
  if (id === null || !article) return { ...site, found: false };
  const url = `${siteUrl}${articlePath(id)}`;
  const image = article.image?.startsWith('/') ? siteUrl + article.image : article.image;
  return {
    title: `${article.title} - ${info.name}`,
    description: article.summary || info.description,
    type: 'article',
    site_name: info.name,
    published: article.date,
    modified: article.updated ?? undefined,
    url,
    image,
    found: true,
    structured_data: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.summary || undefined,
      url,
      mainEntityOfPage: url,
      datePublished: article.date,
      dateModified: article.updated ?? article.date,
      author: { '@type': 'Person', name: info.author, url: `${siteUrl}/about` },
      publisher: { '@type': 'Person', name: info.author, url: `${siteUrl}/` },
      articleSection: article.category_name ?? undefined,
      keywords: article.tags.length > 0 ? article.tags.join(', ') : undefined,
      wordCount: article.word_count,
      image,
      license: info.licence_url,
    },
  };
}

/** The head of a category's or a tag's page: its `title`, canonical `url` and own feeds (`query` as `feedPath` takes it). */
function listHead(site: PageHead, title: string, url: string, query: FeedQuery): PageHead {
  return { ...site, title, url, feeds: { title, rss: feedPath('rss', query), atom: feedPath('atom', query) } };
}

/** The tag of a `/blog/tags/<tag>` address as the app reads it (decoded), or null when it cannot be a tag. */
function tagOf(path: string): string | null {
  try {
    const tag = decodeURIComponent(path.slice('/blog/tags/'.length).replace(/\/+$/, ''));
    return tagSchema.safeParse(tag).success ? tag : null;
  } catch {
    return null;
  }
}
