import { type PageHead, pageHeadQueryKey } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';

/**
 * The server's `PageHead` of the page shown, when the page was loaded from the server (undefined after a navigation
 * in the browser): see `DocumentHead`.
 */
export function useServerPageHead(): PageHead | undefined {
  const { pathname } = useLocation();
  return (
    useQuery<PageHead | null>({
      queryKey: pageHeadQueryKey(pathname),
      queryFn: () => null,
      enabled: false,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? undefined
  );
}
