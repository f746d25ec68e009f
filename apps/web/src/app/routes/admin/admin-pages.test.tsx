import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetAccountStore, useAccountStore } from '../../../features/account/store.ts';
import { createI18n } from '../../../lib/i18n.ts';
import AdminPage from './index.tsx';

function renderAdmin() {
  const router = createMemoryRouter([{ path: '*', Component: AdminPage }], { initialEntries: ['/admin'] });
  return render(<RouterProvider router={router} />);
}

const alice = { cid: 1, ctype: 'user' as const, nickname: 'Alice', avatar_url: '' };

describe('the owner tools page /admin (issue 23)', () => {
  beforeAll(async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces(['admin', 'account']);
  });
  beforeEach(() => resetAccountStore());

  it('lists the articles, the media library, the accounts and the backups for the admin', () => {
    useAccountStore.setState({
      tokenid: 'tok',
      login_info: { uid: 'admin', characters: [{ ...alice, ctype: 'admin' }] },
      active_character: { ...alice, ctype: 'admin' },
      is_admin: true,
    });
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Articles', '/blog/manage'],
      ['Media library', '/admin/media'],
      ['Accounts', '/account/users'],
      ['Backups', '/admin/backups'],
    ]);
  });

  it('tells a signed-in user who is not the admin that the page is the admin’s, with no tool links', () => {
    useAccountStore.setState({
      tokenid: 'tok',
      login_info: { uid: 'alice', characters: [alice] },
      active_character: alice,
      is_admin: false,
    });
    renderAdmin();
    expect(screen.getByRole('note')).toHaveTextContent("Only the site's admin can see this page.");
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
