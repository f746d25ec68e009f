import { ArchiveItemPage, prefetchArchiveItem } from '../item-page.tsx';

/** The movie of the address, asked for as soon as the page's code is in. */
export const prefetch = prefetchArchiveItem;

/** "/archive/movies/:id" [ROUTE-22]: one movie, series or anime (see `ArchiveItemPage`). */
export default function ArchiveMoviePage() {
  return <ArchiveItemPage kind="movie" />;
}
