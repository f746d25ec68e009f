import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { Pagination } from './pagination.tsx';
import { pageItems } from './pagination-items.ts';

describe('Pagination', () => {
  beforeAll(async () => {
    await createI18n('en');
  });

  it('lists the first, last and neighbouring pages with gaps', () => {
    const text = (page: number, total: number) =>
      pageItems(page, total)
        .map((i) => (i.kind === 'gap' ? '…' : i.page))
        .join(' ');
    expect(text(5, 10)).toBe('1 … 4 5 6 … 10');
    expect(text(1, 3)).toBe('1 2 3');
    expect(text(3, 10)).toBe('1 2 3 4 … 10');
  });

  it('renders buttons with aria-current and calls onPageChange', async () => {
    const change = vi.fn();
    render(<Pagination page={2} total={5} onPageChange={change} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(change).toHaveBeenCalledWith(3);
  });

  it('renders react-router links from hrefFor', async () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <Pagination page={1} total={3} hrefFor={(p) => `/songs?page=${p}`} /> }],
      { initialEntries: ['/songs'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
  });
});
