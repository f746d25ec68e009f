import { useAccountStore } from '../../../../features/account/store.ts';
import { ArchiveListPage } from '../../../../features/archive/list-page.tsx';

/** "/archive/games" [ROUTE-22]: the games, filtered, sorted and paged by the address. */
export default function ArchiveGamesPage() {
  const isAdmin = useAccountStore((s) => s.is_admin);
  return <ArchiveListPage kind="game" isAdmin={isAdmin} />;
}
