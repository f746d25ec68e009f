import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { regionTable, regionTableQuery, useRegionNames } from './region-names.ts';

/** A wrapper giving `client` to the hook under test. */
const withClient = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };

describe('region names (issue 21: the server’s ICU names regions differently from the browser’s)', () => {
  it('are the page cache’s: a page hydrated from the server’s table names and lists regions as the server did', () => {
    const client = new QueryClient();
    // What a server-rendered page's #ssr-state carries: Node's table, whose FK name Chromium's lacks.
    const server = { FK: 'Falkland Islands (Islas Malvinas)', JP: 'Japan', AA: 'not listed by this browser' };
    client.setQueryData(regionTableQuery('en').queryKey, server);
    const { result } = renderHook(() => useRegionNames('en'), { wrapper: withClient(client) });
    expect(result.current.name('fk')).toBe('Falkland Islands (Islas Malvinas)');
    expect(result.current.options).toEqual([
      { code: 'FK', name: 'Falkland Islands (Islas Malvinas)' },
      { code: 'JP', name: 'Japan' },
      { code: 'AA', name: 'not listed by this browser' },
    ]);
    expect(result.current.name('ZZ')).toBe('ZZ');
  });

  it('are this platform’s table on a page the browser renders itself, and stay in the cache', () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useRegionNames('ja'), { wrapper: withClient(client) });
    expect(result.current.name('DE')).toBe('ドイツ');
    expect(result.current.options).toEqual(Object.entries(regionTable('ja')).map(([code, name]) => ({ code, name })));
    const cached = client.getQueryCache().find({ queryKey: regionTableQuery('ja').queryKey });
    expect(cached?.isStale()).toBe(false);
  });
});
