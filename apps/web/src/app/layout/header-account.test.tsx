import { guestTokenid } from '@site/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountStore, useAccountStore } from '../../features/account/store.ts';
import { useSettingsStore } from '../../features/settings/store.ts';
import { createI18n } from '../../lib/i18n.ts';
import { renderLayout, stubSiteInfoFetch, testSiteInfo } from './layout-test-utils.tsx';

const pages = [
  { index: true, element: <h1>Home</h1> },
  { path: '*', element: <h1>Elsewhere</h1> },
];
const banner = () => screen.findByRole('banner');

describe('header account entry', () => {
  beforeAll(async () => {
    await createI18n('en');
  });
  beforeEach(() => {
    stubSiteInfoFetch();
    useSettingsStore.getState().set('language', 'en');
    resetAccountStore();
    useAccountStore.setState({ tokenid: guestTokenid });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // a route change scrolls to the top; jsdom has none
  });
  afterEach(() => vi.useRealTimers());

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
    stubMessages(() => 0);
    logIn();
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

  it("the admin's menu also leads to the owner's tools (/admin, issue 23) before logout", async () => {
    stubMessages(() => 0);
    logIn();
    act(() => useAccountStore.setState({ is_admin: true }));
    renderLayout('/', pages);
    const header = await banner();
    await userEvent.click(within(header).getByRole('button', { name: 'Account menu: Alice' }));
    const menu = await screen.findByRole('menu', { name: 'Account menu' }, { timeout: 5000 });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Overview', '/account/overview'],
      ['Edit profile', '/account/edit'],
      ['Messages', '/account/messages'],
      ['My comments', '/account/comments'],
      ['Administration', '/admin'],
      ['Log out', null],
    ]);
  });

  it("a user with unread messages gets a badge with their number, said in the menu button's name", async () => {
    const calls = stubMessages(() => 3);
    logIn();
    renderLayout('/', pages);
    const header = await banner();
    const trigger = await within(header).findByRole('button', { name: 'Account menu: Alice, 3 unread messages' });
    expect(trigger).toHaveTextContent('3');
    expect(calls()).toEqual([{ tokenid: 'tok' }]);
  });

  it('one unread message is singular; above 99 the badge shows 99+', async () => {
    let unread = 1;
    stubMessages(() => unread);
    logIn();
    const { unmount } = renderLayout('/', pages);
    expect(
      await within(await banner()).findByRole('button', { name: 'Account menu: Alice, 1 unread message' }),
    ).toHaveTextContent('1');
    unmount();
    unread = 150;
    renderLayout('/', pages);
    expect(
      await within(await banner()).findByRole('button', { name: 'Account menu: Alice, 150 unread messages' }),
    ).toHaveTextContent('99+');
  });

  it('no badge at 0, and none for a guest, who is never asked about messages', async () => {
    const calls = stubMessages(() => 0);
    logIn();
    const { unmount } = renderLayout('/', pages);
    await vi.waitFor(() => expect(calls()).toHaveLength(1));
    const trigger = await within(await banner()).findByRole('button', { name: 'Account menu: Alice' });
    expect(trigger.textContent).toBe('A');
    unmount();
    resetAccountStore();
    useAccountStore.setState({ tokenid: guestTokenid });
    renderLayout('/', pages);
    await within(await banner()).findByRole('button', { name: 'Account' });
    expect(calls()).toHaveLength(1);
  });

  it('the count is asked again on a route change at most once per 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let unread = 2;
    const calls = stubMessages(() => unread);
    logIn();
    const { router } = renderLayout('/', pages);
    const header = await banner();
    await within(header).findByRole('button', { name: 'Account menu: Alice, 2 unread messages' });
    unread = 5;
    await act(() => router.navigate('/blog'));
    vi.setSystemTime(Date.now() + 59_000);
    await act(() => router.navigate('/wiki'));
    expect(calls()).toHaveLength(1);
    vi.setSystemTime(Date.now() + 2_000);
    await act(() => router.navigate('/about'));
    await within(header).findByRole('button', { name: 'Account menu: Alice, 5 unread messages' });
    expect(calls()).toHaveLength(2);
    await act(() => router.navigate('/links'));
    expect(calls()).toHaveLength(2);
  });
});

/** Logs Alice in (token `tok`) without asking the server. */
function logIn() {
  useAccountStore.setState({
    tokenid: 'tok',
    login_info: { uid: 'alice', characters: [{ cid: 1, ctype: 'user', nickname: 'Alice', avatar_url: '' }] },
    active_character: { cid: 1, ctype: 'user', nickname: 'Alice', avatar_url: '' },
  });
}

/**
 * Answers `account/get_messages.php` with no items and `unread()` unread, every other call with the site
 * info; returns a reader of the get_messages bodies sent.
 */
function stubMessages(unread: () => number) {
  const bodies: Record<string, string>[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const messages = String(input).endsWith('/account/get_messages.php');
    if (messages) bodies.push(Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));
    const data = messages ? { items: [], unread: unread() } : testSiteInfo;
    return new Response(JSON.stringify({ status: 'success', message: '', data }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return () => bodies;
}
