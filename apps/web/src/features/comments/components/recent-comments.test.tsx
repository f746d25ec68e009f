import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { makeComment } from '../test-comments.ts';
import { RecentComments } from './recent-comments.tsx';

afterEach(() => vi.unstubAllGlobals());

// Issue 19, point 5: "on /blog/articles/life/autumn-walk" became the page's name.
describe('recent comments', () => {
  it('[SITE-01] name the page each comment is on: the record title, else the page name, else the path', async () => {
    const i18n = await createI18n('en');
    const answer = [
      { ...makeComment(3, { target: '/blog/articles/life/autumn-walk' }), target_title: 'An autumn walk' },
      { ...makeComment(2, { target: '/about/message_board' }), target_title: null },
      { ...makeComment(1, { target: '/somewhere/%E4%B8%AD' }), target_title: null },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'success', message: 'success', data: answer }))),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const nameOf = (target: string) => (target === '/about/message_board' ? 'Message board' : null);
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <RecentComments limit={10} nameOf={nameOf} />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('on An autumn walk')).toBeInTheDocument();
    expect(screen.getByText('on Message board')).toBeInTheDocument();
    expect(screen.getByText('on /somewhere/中')).toBeInTheDocument();
    expect(screen.queryByText(/on \/blog\/articles/)).toBeNull();
  });
});
