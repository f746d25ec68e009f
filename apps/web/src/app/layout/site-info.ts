import { type Background, backgroundSchema, type SiteInfo, siteInfoRequest, siteInfoSchema } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '../../lib/api-client.ts';

/** Query key of the site info; it changes only when the admin edits it, so it is fetched once a session. */
export const siteInfoQueryKey = ['site', 'info'] as const;

/**
 * The site's identity (name, author, version, start date, external links...) from
 * `GET site/get_site_info.php` (contract `siteInfoSchema`). `data` is `undefined` while loading or after a
 * failure (the api client has already shown the server-error toast); callers show a fallback.
 */
export function useSiteInfo() {
  return useQuery<SiteInfo>(siteInfoQuery);
}

/** The site info query's options, shared by the hook and the first page's prefetch (`preloadFirstPage`). */
export const siteInfoQuery = {
  queryKey: siteInfoQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<SiteInfo> => {
    // The request the server preloads with every page (`shellRequests` of `route-pages.ts`).
    const { path, query } = siteInfoRequest();
    return apiData(path, { query, data: siteInfoSchema, signal });
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
} as const;

/**
 * The home page's background, picked at random from the pool [SITE-02]: the pick the server put in the page's
 * HTML (`takeHtmlBackground`) when the visit starts on the home page, else `GET site/get_background.php`
 * (contract `backgroundSchema`). One pick per visit: it is not refetched while the app stays open.
 */
export function useBackground() {
  return useQuery<Background>(backgroundQuery);
}

/** The background query's options, shared by the hook and the home route's prefetch. */
export const backgroundQuery = {
  queryKey: ['site', 'background'],
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Background> =>
    takeHtmlBackground() ?? apiData('site/get_background.php', { data: backgroundSchema, signal }),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
} as const;

/**
 * The background the server picked with the HTML of a home page load (`<meta name="site-background">`, the JSON
 * of `backgroundSchema`; its picture is preloaded beside the code), taken once: the meta is removed, so a later
 * pick asks the API. Undefined when there is none or it does not parse (the caller then asks the API).
 */
export function takeHtmlBackground(): Background | undefined {
  if (typeof document === 'undefined') return undefined; // server rendering: the server seeds its pick
  const meta = document.querySelector('meta[name="site-background"]');
  if (meta === null) return undefined;
  meta.remove();
  try {
    const parsed = backgroundSchema.safeParse(JSON.parse(meta.getAttribute('content') ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
