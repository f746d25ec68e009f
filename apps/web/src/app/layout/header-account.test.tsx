import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_TOKENID, resetAccountStore, useAccountStore } from '../../features/account/store.ts';
import { useSettingsStore } from '../../features/settings/store.ts';
import { createI18n } from '../../lib/i18n.ts';
import { renderLayout, stubSiteInfoFetch } from './layout-test-utils.tsx';

const pages = [{ index: true, element: <h1>Home</h1> }];
const banner = () => screen.findByRole('banner');

describe('header account entry', () => {
  beforeAll(async () => {
    await createI18n('en');
  });
  beforeEach(() => {
    stubSiteInfoFetch();
    useSettingsStore.getState().set('language', 'en');
    resetAccountStore();
    useAccountStore.setState({ tokenid: GUEST_TOKENID });
  });

  it('[ROLE-05] [LAYOUT-13] a guest gets login and register, which open their dialogs, and no account menu', async () => {
    renderLayout('/', pages);
    const header = await banner();
    expect(within(header).queryByRole('button', { name: /Account menu/ })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('menu', { name: 'Account' }, { timeout: 5000 });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Log in', 'Register']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log in' }));
    expect(useAccountStore.getState().dialogs.login.open).toBe(true);
    act(() =>
      useAccountStore.setState({
        dialogs: { ...useAccountStore.getState().dialogs, login: { open: false, loading: false } },
      }),
    );
  });

  it('[ROLE-06] [LAYOUT-06] a user gets the account menu: overview, edit, messages, comments, logout', async () => {
    useAccountStore.setState({
      tokenid: 'tok',
      login_info: { uid: 'alice', characters: [{ cid: 1, ctype: 'user', nickname: 'Alice', avatar_url: '' }] },
      active_character: { cid: 1, ctype: 'user', nickname: 'Alice', avatar_url: '' },
    });
    renderLayout('/', pages);
    const header = await banner();
    expect(within(header).queryByRole('button', { name: 'Account' })).toBeNull();
    await userEvent.click(within(header).getByRole('button', { name: 'Account menu: Alice' }));
    const menu = await screen.findByRole('menu', { name: 'Account menu' }, { timeout: 5000 });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/account/overview',
      '/account/edit',
      '/account/messages',
      '/account/comments',
      null,
    ]);
    expect(items.at(-1)).toHaveTextContent('Log out');
  });
});
