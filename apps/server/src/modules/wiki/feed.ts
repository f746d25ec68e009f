import { wikiFeedPath, wikiItemPath } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { Feed } from 'feed';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { atomWithLanguage } from '../../feeds/language.ts';
import type { AppDeps } from '../../http/deps.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { getRecentChanges } from './service.ts';

/** How many of the newest revisions the wiki's feed carries. */
export const wikiFeedSize = 30;

/**
 * Atom 1.0 of the wiki's `wikiFeedSize` newest revisions: one entry per revision ("<title> (r<n>)"), linking to
 * that revision of the page (`?revision=<n>`), its summary and author, in `language` (config SITE_LANGUAGE, a BCP 47
 * tag; `xml:lang`). `siteUrl` has no trailing slash.
 */
export async function buildWikiFeed(db: Kysely<Database>, siteUrl: string, language = 'zh'): Promise<string> {
  const site = await getSiteInfo(db);
  const changes = await getRecentChanges(db, wikiFeedSize);
  const link = `${siteUrl}/wiki`;
  const feed = new Feed({
    id: `${link}/`,
    link,
    title: `Wiki - ${site.name}`,
    description: site.description,
    copyright: `${site.licence} ${site.licence_url}`,
    updated: new Date(changes[0]?.revision.created_at ?? site.start_date),
    generator: site.name,
    feedLinks: { atom: siteUrl + wikiFeedPath },
    author: { name: site.author, link: siteUrl },
  });
  for (const { page, revision } of changes) {
    const url = `${siteUrl}${wikiItemPath(page.id)}?revision=${revision.revision}`;
    feed.addItem({
      title: `${page.title} (r${revision.revision})`,
      id: url,
      link: url,
      date: new Date(revision.created_at),
      description: revision.summary || `${revision.kind} r${revision.revision}`,
      author: [{ name: revision.author.nickname }],
    });
  }
  return atomWithLanguage(feed.atom1(), language);
}

/** `GET /feed/wiki.xml` (contracts `wikiFeedPath`), cached 10 minutes like the blog's feeds. */
export function registerWikiFeedRoutes(app: FastifyInstance, { config, db: { db } }: AppDeps): void {
  app.get(wikiFeedPath, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=600')
      .type('application/atom+xml; charset=utf-8')
      .send(await buildWikiFeed(db, config.siteUrl, config.siteLanguage)),
  );
}
