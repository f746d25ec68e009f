import type { SiteInfo } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, type RouteObject, useNavigate } from 'react-router';
import { vi } from 'vitest';
import { RouteTable } from '../route-table.tsx';
import { AppLayout } from './app-layout.tsx';

/** The site info the layout tests answer `site/get_site_info.php` with. */
export const testSiteInfo: SiteInfo = {
  name: 'Test Site',
  author: 'Tester',
  description: 'A site for tests',
  version: '0.6.37',
  start_date: '2020-09-25',
  licence: 'CC BY-NC-ND 4.0',
  licence_url: 'https://creativecommons.org/licenses/by-nc-nd/4.0/',
  gray: false,
  legacy_blog: { name: 'Old blog', url: 'https://old.example.org/' },
  webrings: [
    { name: 'Ring A', url: 'https://ring-a.example.org/', random_url: 'https://ring-a.example.org/random' },
    { name: 'Ring B', url: 'https://ring-b.example.org/', random_url: 'https://ring-b.example.org/random' },
  ],
  registry_lookup: { name: 'Registry', url: 'https://registry.example.org/' },
  filing_records: [
    { name: 'Record 1', url: 'https://record-1.example.org/' },
    { name: 'Record 2', url: 'https://record-2.example.org/' },
  ],
};

/** Answers every API call with a success envelope holding `testSiteInfo` (the layout calls nothing else). */
export function stubSiteInfoFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    return new Response(JSON.stringify({ status: 'success', message: '', data: testSiteInfo }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/**
 * Renders `AppLayout` as the app does (the declarative router with `RouteTable`: handles, error boundary), in a
 * memory router at `path`, with `pages` as its children (each `{ path, element, handle }`) and a fresh query
 * client. `router.navigate(to)` navigates as a link would (wrap it in `act`).
 */
export function renderLayout(path: string, pages: RouteObject[]) {
  const routes: RouteObject[] = [{ path: '/', Component: AppLayout, children: pages }];
  const navigation: { navigate?: NavigateFunction } = {};
  function CaptureNavigate() {
    navigation.navigate = useNavigate();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <CaptureNavigate />
        <RouteTable routes={routes} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const router = {
    /** Navigates to `to` (a path, e.g. `/blog`); resolves once the navigation has been asked for. */
    navigate: async (to: string) => {
      if (!navigation.navigate) throw new Error('the router has not rendered yet');
      await navigation.navigate(to);
    },
  };
  return { ...result, router };
}
