import type { SearchPage } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { readSearchParams } from '../search-params.ts';
import { SearchResults } from './search-results.tsx';

let i18n: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['search', 'ui', 'errors']);
});

const page: SearchPage = {
  results: [
    {
      kind: 'song',
      id: 'demo-lantern-lodge',
      title: [{ text: 'Lantern Lodge', hit: false }],
      context: 'Lantern Lodge Ensemble',
      url: '/archive/music/songs/demo-lantern-lodge?t=7.2',
      snippet: [
        { text: 'the ', hit: false },
        { text: 'kettle', hit: true },
        { text: ' hums <i>a</i> quiet tune;', hit: false },
      ],
      field: 'lyrics',
      date: '2026-11-27',
      lyric: { line: 'the kettle hums a quiet tune;', time: 7.2 },
    },
  ],
  total: 23,
  kinds: { song: 23, article: 4 },
  page: 2,
  page_size: 10,
};

function renderResults(query: string, answer: SearchPage = page) {
  const calls: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(String(input));
    return new Response(JSON.stringify({ status: 'success', message: 'success', data: answer }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <SearchResults address={readSearchParams(new URLSearchParams(query))} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return calls;
}

describe('SearchResults (issue 22 point 5)', () => {
  it('asks search.php for the address’s query, kind and page, 10 a page', async () => {
    const calls = renderResults('q=kettle&kind=lyrics&page=2');
    await screen.findByRole('heading', { name: 'Results for “kettle”' });
    await screen.findByText('23 results');
    expect(calls.map((call) => call.replace(/^https?:\/\/[^/]+/, ''))).toEqual([
      '/api/search/search.php?q=kettle&kind=lyrics&page=2&page_size=10',
    ]);
  });

  it('says the count is a lower bound when more matched than the search ranked', async () => {
    renderResults('q=kettle', { ...page, page: 1, total: 1000, more: true });
    await screen.findByText('More than 1000 results');
    expect(screen.queryByText('1000 results')).toBeNull();
  });

  it('has filter chips with counts as links carrying the query, the current one marked', async () => {
    renderResults('q=kettle&kind=lyrics&page=2');
    const chips = await screen.findByRole('navigation', { name: 'Filter by kind' });
    const links = within(chips).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All (27)', '/search?q=kettle'],
      ['Articles (4)', '/search?q=kettle&kind=article'],
      ['Songs (23)', '/search?q=kettle&kind=song'],
    ]);
    expect(within(chips).getByRole('link', { current: 'page' })).toHaveTextContent('Songs (23)');
  });

  it('shows a result’s badge, title link, context, date and its marked snippet as text, and page links', async () => {
    renderResults('q=kettle&kind=lyrics&page=2');
    const title = await screen.findByRole('link', { name: 'Lantern Lodge' });
    expect(title).toHaveAttribute('href', '/archive/music/songs/demo-lantern-lodge?t=7.2');
    const item = title.closest('article') as HTMLElement;
    expect(item).toHaveTextContent('Song');
    expect(item).toHaveTextContent('Lantern Lodge Ensemble');
    expect(item).toHaveTextContent('Nov 27, 2026');
    expect(item).toHaveTextContent('Lyrics at 0:07: the kettle hums <i>a</i> quiet tune;');
    expect([...item.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['kettle']);
    expect(item.querySelector('i')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: /3/ })).toHaveAttribute(
      'href',
      '/search?q=kettle&kind=lyrics&page=3',
    );
    expect(within(pages).getByRole('link', { name: /1/ })).toHaveAttribute('href', '/search?q=kettle&kind=lyrics');
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('2');
  });

  it('says when nothing was found, and asks nothing without words', async () => {
    renderResults('q=zzz', { results: [], total: 0, kinds: {}, page: 1, page_size: 10 });
    expect(await screen.findByText('Nothing found for “zzz”.')).toBeInTheDocument();
    const calls = renderResults('q=');
    expect(calls).toEqual([]);
    expect(screen.getByText(/Type words to search/)).toBeInTheDocument();
  });
});
