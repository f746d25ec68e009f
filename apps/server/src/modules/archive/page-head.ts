import { type ArchiveItem, archiveItemPath, archiveLevelNames } from '@site/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageHead } from '../../http/spa.ts';
import { getSiteInfo } from '../../settings/site-settings.ts';
import { getArchiveItem } from './service.ts';

/** The detail routes whose heads this module writes, and the kind each shows. */
const detailRoutes = { '/archive/movies/:id': 'movie', '/archive/games/:id': 'game' } as const;

/**
 * The `<head>` of an archive detail page (`/archive/movies/<id>`, `/archive/games/<id>`, matching the app's route
 * `pattern`), for link previews and search engines: "<title> - <site name>", the owner's short comment as
 * description, the cover as picture, and schema.org `Movie` / `TVSeries` / `VideoGame` data (JSON-LD) with the
 * owner's `Review` and its `Rating` (the level 0–7 out of 7, named; no `Rating` for no-rate). An id that is no
 * item of that kind is `found: false` (HTTP 404). Answers undefined for any other pattern (the caller asks the
 * blog's `pageHeadFor`). `siteUrl` (config SITE_URL, no trailing slash) makes addresses absolute. Throws on a
 * database error.
 */
export async function archivePageHead(
  db: Kysely<Database>,
  pattern: string,
  path: string,
  siteUrl: string,
): Promise<PageHead | undefined> {
  const kind = detailRoutes[pattern as keyof typeof detailRoutes];
  if (!kind) return undefined;
  const info = await getSiteInfo(db);
  const site: PageHead = {
    title: info.name,
    description: info.description,
    type: 'website',
    site_name: info.name,
    found: true,
  };
  let id: string;
  try {
    id = decodeURIComponent(path.replace(/\/+$/, '').split('/').pop() ?? '');
  } catch {
    return { ...site, found: false };
  }
  const item = /^[A-Za-z0-9_-]{1,40}$/.test(id) ? await getArchiveItem(db, id) : undefined;
  if (!item || item.kind !== kind) return { ...site, found: false };
  const url = siteUrl + archiveItemPath(item.kind, item.id);
  const image = item.cover_url.startsWith('/') ? siteUrl + item.cover_url : item.cover_url || undefined;
  return {
    ...site,
    title: `${item.title} - ${info.name}`,
    description: item.comment || info.description,
    url,
    image,
    modified: item.updated_at,
    structured_data: structuredData(item, url, image, { name: info.author, url: `${siteUrl}/about` }),
  };
}

/** schema.org data of an item: the work, and the owner's review with its level as the rating. */
function structuredData(
  item: ArchiveItem,
  url: string,
  image: string | undefined,
  author: { name: string; url: string },
): Record<string, unknown> {
  const person = (name: string) => ({ '@type': 'Person', name });
  const review = {
    '@type': 'Review',
    author: { '@type': 'Person', ...author },
    reviewBody: item.review || item.comment || undefined,
    datePublished: item.created_at,
    reviewRating:
      item.level === null
        ? undefined
        : {
            '@type': 'Rating',
            ratingValue: item.level,
            bestRating: 7,
            worstRating: 0,
            name: archiveLevelNames[item.level],
          },
  };
  const work: Record<string, unknown> = {
    '@context': 'https://schema.org',
    name: item.title,
    alternateName: Object.values(item.titles).filter((t) => t !== item.title),
    url,
    image,
    dateCreated: item.release_date ?? (item.year === null ? undefined : String(item.year)),
    countryOfOrigin: item.regions.map((code) => ({ '@type': 'Country', identifier: code })),
    sameAs: item.links.map((l) => l.url),
    keywords: item.tags.length > 0 ? item.tags.join(', ') : undefined,
    review,
  };
  if (item.kind === 'movie') {
    const series = item.movie.type === 'series' || item.movie.type === 'anime_series';
    return {
      ...work,
      '@type': series ? 'TVSeries' : 'Movie',
      director: item.movie.directors.map(person),
      actor: item.movie.cast.map(person),
      duration: !series && item.movie.runtime_minutes ? `PT${item.movie.runtime_minutes}M` : undefined,
      numberOfEpisodes: series ? (item.movie.episodes ?? undefined) : undefined,
    };
  }
  if (item.kind === 'game')
    return {
      ...work,
      '@type': 'VideoGame',
      genre: item.game.genres,
      gamePlatform: item.game.platforms,
      author: item.game.developer ? { '@type': 'Organization', name: item.game.developer } : undefined,
      publisher: item.game.publisher ? { '@type': 'Organization', name: item.game.publisher } : undefined,
    };
  return { ...work, '@type': 'Product', brand: item.product.brand || undefined };
}
