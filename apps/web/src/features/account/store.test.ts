import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiCall } from '../../lib/api-client.ts';
import { createI18n } from '../../lib/i18n.ts';
import en from '../../locales/en/account.json';
import { clearToasts, useToastStore } from '../../ui/toast-store.ts';
import { checkDevice, reportPageView } from './device.ts';
import {
  login,
  logout,
  openAccountDialog,
  readStoredLogin,
  register,
  resetAccountStore,
  useAccountStore,
} from './store.ts';

type Answer = { status: 'success' | 'error'; message: string; data: unknown; http?: number };
type Call = { path: string; body: Record<string, string> };

const user = (ctype: 'user' | 'admin' = 'user') => ({
  uid: 'alice',
  characters: [
    { cid: 7, ctype, nickname: 'Alice', avatar_url: '' },
    { cid: 8, ctype: 'user', nickname: 'Second', avatar_url: '' },
  ],
});

let calls: Call[] = [];
let answers: Record<string, Answer | (() => Promise<Answer>)> = {};

/** Answers each API path from `answers` and records the form body. */
function stubApi() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
    calls.push({ path, body: Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))) });
    const entry = answers[path] ?? { status: 'success', message: '', data: null };
    const answer = typeof entry === 'function' ? await entry() : entry;
    return new Response(JSON.stringify(answer), {
      status: answer.http ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

const toasts = () => useToastStore.getState().toasts.map((t) => ({ message: t.message, status: t.status }));
const called = (path: string) => calls.filter((c) => c.path === path);

describe('account store', () => {
  beforeAll(async () => {
    await createI18n('en');
  });
  beforeEach(() => {
    resetAccountStore();
    calls = [];
    answers = { 'account/get_user.php': { status: 'success', message: '', data: user() } };
    stubApi();
  });
  afterEach(() => clearToasts());

  it('[ACCT-01] [ACCT-05] device_id starts as no_device_id and tokenid as no_tokenid', () => {
    expect(useAccountStore.getState().device_id).toBe('no_device_id');
    expect(useAccountStore.getState().tokenid).toBe('no_tokenid');
  });

  it('[ACCT-06] [ACCT-07] with no stored token the visitor is a guest with guest_tokenid', async () => {
    await readStoredLogin();
    expect(useAccountStore.getState().tokenid).toBe('guest_tokenid');
    expect(useAccountStore.getState().active_character).toBeNull();
    expect(calls).toEqual([]);
  });

  it('[ACCT-03] [API-10] with no stored device id, new_device.php gives one, which is stored [ACCT-02]', async () => {
    answers['account/new_device.php'] = { status: 'success', message: '', data: 'a'.repeat(32) };
    await checkDevice('UA/1');
    expect(calls).toEqual([{ path: 'account/new_device.php', body: { user_agent: 'UA/1' } }]);
    expect(localStorage.getItem('device_id')).toBe('a'.repeat(32));
    expect(useAccountStore.getState().device_id).toBe('a'.repeat(32));
  });

  it('[ACCT-04] [API-09] a stored device id is checked with check_device.php and the answer stored', async () => {
    localStorage.setItem('device_id', 'b'.repeat(32));
    answers['account/check_device.php'] = { status: 'success', message: '', data: 'c'.repeat(32) };
    await checkDevice('UA/2');
    expect(calls).toEqual([
      { path: 'account/check_device.php', body: { user_agent: 'UA/2', device_id: 'b'.repeat(32) } },
    ]);
    expect(localStorage.getItem('device_id')).toBe('c'.repeat(32));
  });

  it('[API-11] [API-12] page views wait for the device id, then carry url, device_id and tokenid', async () => {
    reportPageView('/blog');
    expect(called('account/view_page.php')).toEqual([]);
    answers['account/new_device.php'] = { status: 'success', message: '', data: 'd'.repeat(32) };
    useAccountStore.setState({ tokenid: 'guest_tokenid' });
    await checkDevice('UA');
    await vi.waitFor(() => expect(called('account/view_page.php')).toHaveLength(1));
    expect(called('account/view_page.php')[0]?.body).toEqual({
      url: '/blog',
      device_id: 'd'.repeat(32),
      tokenid: 'guest_tokenid',
    });
    reportPageView('/about');
    await vi.waitFor(() => expect(called('account/view_page.php')).toHaveLength(2));
    expect(called('account/view_page.php')[1]?.body.url).toBe('/about');
  });

  it('[ACCT-11] [ACCT-12] [ACCT-14] [API-06] [ERR-10] a login with remember sets and stores the token, then loads the user', async () => {
    answers['account/login.php'] = { status: 'success', message: 'login_success', data: { tokenid: 'tok-1' } };
    const result = await login('alice', 'secret', true);
    expect(result).toEqual({ ok: true });
    expect(called('account/login.php')[0]?.body).toEqual({ uid: 'alice', password: 'secret', remember: 'true' });
    expect(useAccountStore.getState().tokenid).toBe('tok-1');
    expect(localStorage.getItem('tokenid')).toBe('tok-1');
    expect(called('account/get_user.php')[0]?.body).toEqual({ tokenid: 'tok-1' });
    expect(toasts()).toContainEqual({ message: 'Log in successed', status: 'success' });
    expect(en.toast.login_success).toBe('Log in successed');
  });

  it('[ACCT-13] a login without remember keeps the token out of localStorage', async () => {
    answers['account/login.php'] = { status: 'success', message: '', data: { tokenid: 'tok-2' } };
    await login('alice', 'secret', false);
    expect(useAccountStore.getState().tokenid).toBe('tok-2');
    expect(localStorage.getItem('tokenid')).toBeNull();
  });

  it('a login without remember keeps the token for this tab: a reload signs in again, a new tab (empty sessionStorage) does not (issue 19)', async () => {
    localStorage.clear();
    sessionStorage.clear();
    answers['account/login.php'] = { status: 'success', message: '', data: { tokenid: 'tok-tab' } };
    await login('alice', 'secret', false);
    expect(sessionStorage.getItem('tokenid')).toBe('tok-tab');
    // F5: the store starts again from storage.
    resetAccountStore();
    await readStoredLogin();
    expect(useAccountStore.getState()).toMatchObject({ tokenid: 'tok-tab', remember: false });
    expect(useAccountStore.getState().active_character?.nickname).toBe('Alice');
    // Closing the tab empties its sessionStorage: the next visit is a guest.
    sessionStorage.clear();
    resetAccountStore();
    await readStoredLogin();
    expect(useAccountStore.getState().tokenid).toBe('guest_tokenid');
  });

  it('a remembered login wins over a tab token, and logging in with remember drops the tab token', async () => {
    localStorage.clear();
    sessionStorage.setItem('tokenid', 'tok-old-tab');
    answers['account/login.php'] = { status: 'success', message: '', data: { tokenid: 'tok-kept' } };
    await login('alice', 'secret', true);
    expect([localStorage.getItem('tokenid'), sessionStorage.getItem('tokenid')]).toEqual(['tok-kept', null]);
    resetAccountStore();
    await readStoredLogin();
    expect(useAccountStore.getState()).toMatchObject({ tokenid: 'tok-kept', remember: true });
    localStorage.clear();
  });

  it('a refused tab token is cleared from sessionStorage too', async () => {
    localStorage.clear();
    sessionStorage.setItem('tokenid', 'tok-refused');
    answers['account/get_user.php'] = { status: 'error', message: 'expired_token', data: null, http: 401 };
    await readStoredLogin();
    expect(useAccountStore.getState().tokenid).toBe('guest_tokenid');
    expect(sessionStorage.getItem('tokenid')).toBeNull();
  });

  it('[ACCT-08] [ACCT-09] [API-05] get_user fills login_info and makes the first character active', async () => {
    localStorage.setItem('tokenid', 'tok-3');
    await readStoredLogin();
    const state = useAccountStore.getState();
    expect(state.login_info).toEqual(user());
    expect(state.active_character).toEqual(user().characters[0]);
    expect(state.is_admin).toBe(false);
  });

  it('[ACCT-10] is_admin is true exactly when the first character is an admin', async () => {
    answers['account/get_user.php'] = { status: 'success', message: '', data: user('admin') };
    localStorage.setItem('tokenid', 'tok-4');
    await readStoredLogin();
    expect(useAccountStore.getState().is_admin).toBe(true);
  });

  it.each([
    ['logout_token', 'Invalid Login Status', '[ERR-07]'],
    ['invalid_token', 'Invalid Login Status', '[ERR-07]'],
    ['expired_token', 'Expired Login Status, Please Login Again', '[ERR-08]'],
    ['something_else', 'something_else', '[ERR-09]'],
    ['internal_error', 'internal_error', '[ERR-09]'],
  ])('[ACCT-19] get_user answering %s shows "%s" and clears the token %s', async (code, text) => {
    answers['account/get_user.php'] = { status: 'error', message: code, data: null, http: 401 };
    localStorage.setItem('tokenid', 'tok-5');
    await readStoredLogin();
    expect(toasts()).toEqual([{ message: text, status: 'error' }]);
    expect(useAccountStore.getState().tokenid).toBe('guest_tokenid');
    expect(localStorage.getItem('tokenid')).toBeNull();
  });

  it.each([
    ['expired_token', 'Expired Login Status, Please Login Again', '[ERR-08]'],
    ['invalid_token', 'Invalid Login Status', '[ERR-07]'],
  ])(
    '[ACCT-19] any call refused with %s (a comment, not get_user) logs out and shows "%s" once %s',
    async (code, text) => {
      localStorage.setItem('tokenid', 'tok-9');
      await readStoredLogin();
      expect(useAccountStore.getState().active_character?.nickname).toBe('Alice');
      answers['comments/post_comment.php'] = { status: 'error', message: code, data: null, http: 401 };
      answers['account/get_messages.php'] = { status: 'error', message: code, data: null, http: 401 };
      const post = (path: string) =>
        apiCall(path, { method: 'POST', body: { tokenid: 'tok-9', text: 'hi' }, data: z.unknown() });
      // Several calls with the same token refused at once: one logout, one toast.
      await Promise.all([
        post('comments/post_comment.php'),
        post('account/get_messages.php'),
        post('comments/post_comment.php'),
      ]);
      const state = useAccountStore.getState();
      expect(state).toMatchObject({
        tokenid: 'guest_tokenid',
        active_character: null,
        login_info: null,
        is_admin: false,
      });
      expect(localStorage.getItem('tokenid')).toBeNull();
      await vi.waitFor(() => expect(toasts()).toEqual([{ message: text, status: 'error' }]));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(toasts()).toHaveLength(1);
    },
  );

  it('a refusal of a token no longer held (a past login) changes nothing; nor does not_logged_in', async () => {
    localStorage.setItem('tokenid', 'tok-new');
    await readStoredLogin();
    answers['comments/post_comment.php'] = { status: 'error', message: 'expired_token', data: null, http: 401 };
    await apiCall('comments/post_comment.php', { method: 'POST', body: { tokenid: 'tok-old' }, data: z.unknown() });
    answers['comments/post_comment.php'] = { status: 'error', message: 'not_logged_in', data: null, http: 401 };
    await apiCall('comments/post_comment.php', { method: 'POST', body: { tokenid: 'tok-new' }, data: z.unknown() });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useAccountStore.getState().tokenid).toBe('tok-new');
    expect(useAccountStore.getState().active_character).not.toBeNull();
    expect(localStorage.getItem('tokenid')).toBe('tok-new');
    expect(toasts()).toEqual([]);
  });

  it('[ACCT-37] [ERR-11] data.error uid marks the uid field as not found', async () => {
    answers['account/login.php'] = { status: 'error', message: 'uid_not_found', data: { error: 'uid' }, http: 401 };
    const result = await login('nobody', 'secret', false);
    expect(result).toEqual({ ok: false, field: 'uid', message: 'Username cannot be found' });
    expect(toasts()).toEqual([{ message: 'Log in failed: Username cannot be found', status: 'error' }]);
  });

  it('[ACCT-38] [ERR-12] data.error password marks the password field as wrong', async () => {
    answers['account/login.php'] = {
      status: 'error',
      message: 'wrong_password',
      data: { error: 'password' },
      http: 401,
    };
    const result = await login('alice', 'wrong', false);
    expect(result).toEqual({ ok: false, field: 'password', message: 'Password is wrong' });
    expect(toasts()).toEqual([{ message: 'Log in failed: Password is wrong', status: 'error' }]);
  });

  it('[ERR-13] any other failed login shows the server message', async () => {
    answers['account/login.php'] = { status: 'error', message: 'rate_limited', data: null, http: 429 };
    const result = await login('alice', 'secret', false);
    expect(result).toMatchObject({ ok: false, field: null });
    expect(toasts()).toEqual([{ message: 'rate_limited', status: 'error' }]);
  });

  it('[ACCT-20] the login dialog loading flag is on while the call is in flight', async () => {
    let release: (answer: Answer) => void = () => {};
    answers['account/login.php'] = () => new Promise<Answer>((resolve) => (release = resolve));
    const pending = login('alice', 'secret', false);
    await vi.waitFor(() => expect(useAccountStore.getState().dialogs.login.loading).toBe(true));
    release({ status: 'success', message: '', data: { tokenid: 'tok-6' } });
    await pending;
    expect(useAccountStore.getState().dialogs.login.loading).toBe(false);
  });

  it('[API-07] [ERR-14] register sends uid, password and remember (reading: docs/decisions/0018) and shows "Register successed"', async () => {
    answers['account/register.php'] = { status: 'success', message: '', data: { tokenid: 'tok-7' } };
    await register('alice', 'secret', false);
    expect(called('account/register.php')[0]?.body).toEqual({ uid: 'alice', password: 'secret', remember: 'false' });
    expect(useAccountStore.getState().tokenid).toBe('tok-7');
    expect(toasts()).toContainEqual({ message: 'Register successed', status: 'success' });
  });

  it('[ERR-15] the listed register codes show their translated text, not the code', async () => {
    // The spec's meanings (too short, too long, invalid characters, already used, password too short) in the
    // English wording, ACCT-23..27's limits included.
    const expected = {
      uid_too_short: 'Username is too short (at least 1 character)',
      uid_too_long: 'Username is too long (max 32 characters)',
      uid_invalid_characters: 'Username may only contain English letters, digits and _',
      uid_is_used: 'This username is already used',
      password_too_short: 'password too short',
    };
    for (const [code, text] of Object.entries(expected)) {
      clearToasts();
      answers['account/register.php'] = { status: 'error', message: code, data: null, http: 400 };
      const result = await register('alice', 'secret', false);
      expect(result).toMatchObject({ ok: false, message: text });
      expect(toasts()).toEqual([{ message: text, status: 'error' }]);
    }
  });

  it('[ERR-16] any other register message is shown raw', async () => {
    answers['account/register.php'] = { status: 'error', message: 'rate_limited', data: null, http: 429 };
    await register('alice', 'secret', false);
    expect(toasts()).toEqual([{ message: 'rate_limited', status: 'error' }]);
  });

  it('[ACCT-17] [ACCT-18] [API-08] [ERR-17] logout calls logout.php and clears the token whatever it answers', async () => {
    localStorage.setItem('tokenid', 'tok-8');
    await readStoredLogin();
    answers['account/logout.php'] = { status: 'error', message: 'internal_error', data: null, http: 500 };
    await logout();
    expect(called('account/logout.php')[0]?.body).toEqual({ tokenid: 'tok-8' });
    expect(useAccountStore.getState().tokenid).toBe('guest_tokenid');
    expect(useAccountStore.getState().active_character).toBeNull();
    expect(localStorage.getItem('tokenid')).toBeNull();
    expect(toasts()).toEqual([{ message: 'Log out successed', status: 'success' }]);
  });

  it('[ERR-18] logout with no active character shows "Log out failed, not logged in"', async () => {
    await logout();
    expect(called('account/logout.php')).toEqual([]);
    expect(toasts()).toEqual([{ message: 'Log out failed, not logged in', status: 'error' }]);
  });

  it('[DIALOG-09] opening register closes login and the other way round', () => {
    openAccountDialog('login');
    expect(useAccountStore.getState().dialogs.login.open).toBe(true);
    openAccountDialog('register');
    expect(useAccountStore.getState().dialogs).toMatchObject({ login: { open: false }, register: { open: true } });
    openAccountDialog('login');
    expect(useAccountStore.getState().dialogs).toMatchObject({ login: { open: true }, register: { open: false } });
  });
});
