import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { ArchiveListPage } from './list-page.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['archive', 'ui']);
});

const requested: URLSearchParams[] = [];
beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requested.push(new URL(String(input)).searchParams);
      const data = { items: [], total: 0, page: 1, per_page: 24 };
      return new Response(JSON.stringify({ status: 'success', message: 'success', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function show(entry: string, isAdmin = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[entry]}>
          <ArchiveListPage kind="movie" isAdmin={isAdmin} />
          <Address />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('ArchiveListPage', () => {
  it('asks the server for the list the address names', async () => {
    show('/archive/movies?type=series&level=none&sort=title&order=asc&page=2');
    await screen.findByText('Nothing matches these filters.');
    const query = requested.at(-1);
    expect(Object.fromEntries(query ?? [])).toEqual({
      kind: 'movie',
      type: 'series',
      level: 'none',
      sort: 'title',
      order: 'asc',
      page: '2',
      per_page: '24',
    });
  });

  it('keeps both of two changes made before the page renders again (a sort, then an order)', async () => {
    show('/archive/movies?status=done');
    await screen.findByText('Nothing matches these filters.');
    act(() => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'title' } });
      fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    });
    expect(screen.getByTestId('address').textContent).toBe('?status=done&sort=title&order=asc');
  });

  it('a guest or a user gets no "Add a movie"', async () => {
    show('/archive/movies?tag=noir');
    expect(screen.queryByRole('button', { name: 'Add a movie' })).toBeNull();
  });

  it('the admin’s "Add a movie" keeps the list’s address and adds new=1', async () => {
    show('/archive/movies?tag=noir&page=2', true);
    fireEvent.click(screen.getByRole('button', { name: 'Add a movie' }));
    expect(screen.getByTestId('address').textContent).toBe('?tag=noir&page=2&new=1');
  });
});
