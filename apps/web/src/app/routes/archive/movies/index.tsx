import { useAccountStore } from '../../../../features/account/store.ts';
import { ArchiveListPage } from '../../../../features/archive/list-page.tsx';

/** "/archive/movies" [ROUTE-22]: the movies, series and anime, filtered, sorted and paged by the address. */
export default function ArchiveMoviesPage() {
  const isAdmin = useAccountStore((s) => s.is_admin);
  return <ArchiveListPage kind="movie" isAdmin={isAdmin} />;
}
