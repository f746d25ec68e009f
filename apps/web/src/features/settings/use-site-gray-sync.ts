import { siteInfoSchema } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiData } from '../../lib/api-client.ts';
import { useSettingsStore } from './store.ts';

/** The TanStack Query key of GET site/get_site_info.php, the same as the layout's: one request, one cache. */
const siteInfoQueryKey = ['site', 'info'] as const;

/**
 * Copies the site-wide gray flag (`SiteInfo.gray`) into the session setting `site_gray`, which gray
 * `auto` follows [THEME-05]. Fetches only while gray is `auto`; an unavailable site info leaves the
 * page in colour.
 */
export function useSiteGraySync(): void {
  const auto = useSettingsStore((s) => s.settings.gray === 'auto');
  const { data } = useQuery({
    queryKey: siteInfoQueryKey,
    queryFn: ({ signal }) => apiData('site/get_site_info.php', { data: siteInfoSchema, signal }),
    enabled: auto,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const gray = data?.gray;
  useEffect(() => {
    if (gray !== undefined) useSettingsStore.getState().set('site_gray', gray);
  }, [gray]);
}
