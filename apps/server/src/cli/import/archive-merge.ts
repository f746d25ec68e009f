import type { ArchiveExportItem, ArchiveItemInput, ArchiveLink } from '@site/contracts';

/**
 * How a re-import from Letterboxd or IMDb meets an item already in the archive (docs/decisions/0023): the source
 * owns what it carries (title, year, its rating, its review, its viewings), the owner keeps what the source
 * cannot know. Viewings, tags and links are unions; a stored status other than `want` is not turned back into
 * `want` by a watchlist; a level the owner changed by hand stays while the source's score is the same; the
 * movie type stays unless the source knows it (`typeKnown`: IMDb's `Title Type`, not Letterboxd).
 */
export function mergeImported(
  stored: ArchiveExportItem,
  incoming: ArchiveItemInput,
  options: { typeKnown: boolean },
): ArchiveItemInput {
  if (stored.kind !== 'movie' || incoming.kind !== 'movie') return { ...incoming, id: stored.id };
  const sameScore = JSON.stringify(stored.source_rating) === JSON.stringify(incoming.source_rating);
  const ratingGiven = incoming.source_rating !== null;
  const links: ArchiveLink[] = [...stored.links];
  for (const link of incoming.links) if (!links.some((l) => l.url === link.url)) links.push(link);
  const nonEmpty = <T>(value: T[], fallback: T[]) => (value.length > 0 ? value : fallback);
  return {
    ...stored,
    title: incoming.title,
    titles: { ...stored.titles, ...incoming.titles },
    year: incoming.year ?? stored.year,
    release_date: incoming.release_date ?? stored.release_date,
    status: incoming.status === 'want' && stored.status !== 'want' ? stored.status : incoming.status,
    viewings: [...stored.viewings, ...incoming.viewings],
    tags: [...new Set([...stored.tags, ...incoming.tags])],
    links,
    level: ratingGiven && !sameScore ? incoming.level : stored.level,
    source_rating: ratingGiven ? incoming.source_rating : stored.source_rating,
    review: incoming.review !== '' ? incoming.review : stored.review,
    movie: {
      ...stored.movie,
      type: options.typeKnown ? incoming.movie.type : stored.movie.type,
      directors: nonEmpty(incoming.movie.directors, stored.movie.directors),
      cast: nonEmpty(incoming.movie.cast, stored.movie.cast),
      runtime_minutes: incoming.movie.runtime_minutes ?? stored.movie.runtime_minutes,
      episodes: incoming.movie.episodes ?? stored.movie.episodes,
    },
  };
}
