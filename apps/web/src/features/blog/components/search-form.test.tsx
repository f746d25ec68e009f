import { searchWords } from '@site/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { SearchForm, searchPath } from './search-form.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderForm(initial?: string) {
  const router = createMemoryRouter(
    [
      { path: '/blog', element: <SearchForm initial={initial} /> },
      { path: '/blog/search', element: <Where /> },
    ],
    { initialEntries: ['/blog'] },
  );
  render(<RouterProvider router={router} />);
}

describe('SearchForm', () => {
  beforeAll(async () => {
    await createI18n('en');
  });

  it('goes to /blog/search with the trimmed words, from the keyboard', async () => {
    renderForm();
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    await userEvent.type(box, '  fluid  type & more{Enter}');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('/blog/search?q=fluid++type+%26+more');
  });

  it('stays where it is on blank words', async () => {
    renderForm('   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('search', { name: 'Search articles' })).toBeInTheDocument();
  });

  it('builds result addresses and splits words as the server does', () => {
    expect(searchPath(' 河边 散步 ')).toBe('/blog/search?q=%E6%B2%B3%E8%BE%B9+%E6%95%A3%E6%AD%A5');
    expect(searchWords('  clamp  CSS clamp ')).toEqual(['clamp', 'CSS']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
  });
});
