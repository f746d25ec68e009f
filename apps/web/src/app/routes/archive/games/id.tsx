import { ArchiveItemPage, prefetchArchiveItem } from '../item-page.tsx';

/** The game of the address, asked for as soon as the page's code is in. */
export const prefetch = prefetchArchiveItem;

/** "/archive/games/:id" [ROUTE-22]: one game (see `ArchiveItemPage`). */
export default function ArchiveGamePage() {
  return <ArchiveItemPage kind="game" />;
}
