import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, setI18n } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts } from '../../../ui/toast-store.ts';
import { resetAccountStore } from '../store.ts';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces('account');
});

/** The form bodies sent, by API path (`account/login.php` ...). */
let sent: Record<string, Record<string, string>[]> = {};
beforeEach(() => {
  resetAccountStore();
  sent = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
      sent[path] = [...(sent[path] ?? []), Object.fromEntries(new URLSearchParams(String(init?.body ?? '')))];
      const data = path === 'account/get_user.php' ? { uid: 'alice', characters: [] } : { tokenid: 'tok' };
      return new Response(JSON.stringify({ status: 'success', message: 'success', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const wrap = (children: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>,
  );

describe('account forms', () => {
  it('[ACCT-21] the login form has the fields uid and password, and sends them', async () => {
    wrap(<LoginForm />);
    const form = screen.getByRole('form', { name: 'Log in' });
    const uid = within(form).getByRole('textbox', { name: 'Username' });
    const password = within(form).getByLabelText('Password');
    expect(uid).toHaveAttribute('name', 'uid');
    expect(password).toHaveAttribute('name', 'password');
    expect(password).toHaveAttribute('type', 'password');
    // Only those two fields take text (remember me is a switch).
    expect(within(form).getAllByRole('textbox')).toHaveLength(1);
    expect(form.querySelectorAll('input[type="password"]')).toHaveLength(1);

    await userEvent.type(uid, 'alice');
    await userEvent.type(password, 'secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(sent['account/login.php']).toHaveLength(1));
    expect(sent['account/login.php']?.[0]).toMatchObject({ uid: 'alice', password: 'secret' });
  });

  it.each([
    ['en', /until you close it/],
    ['zh', /关闭标签页即退出/],
    ['zh-tw', /關閉分頁即登出/],
    ['ja', /タブを閉じるまで/],
  ])(
    'under "remember me", the %s form says a login without it lasts until the tab closes (issue 19)',
    async (language, text) => {
      const other = await createI18n(language as 'en');
      render(
        <I18nextProvider i18n={other}>
          <MemoryRouter>
            <LoginForm />
          </MemoryRouter>
        </I18nextProvider>,
      );
      const remember = await screen.findByRole('switch');
      expect(remember).toHaveAccessibleDescription(text);
      setI18n(i18n); // creating `other` made it the app's instance: the English one goes back for the next tests
    },
  );

  it('[ACCT-22] the register form has uid, password, repeat password and an agree flag', async () => {
    wrap(<RegisterForm />);
    const form = screen.getByRole('form', { name: 'create account' });
    const uid = within(form).getByRole('textbox', { name: 'Username' });
    const password = within(form).getByLabelText('Password', { exact: true });
    const repeat = within(form).getByLabelText('Repeat password');
    const agree = within(form).getByRole('checkbox', { name: /agree to the terms/ });
    expect(uid).toHaveAttribute('name', 'uid');
    expect(password).toHaveAttribute('type', 'password');
    expect(repeat).toHaveAttribute('type', 'password');
    expect(agree).not.toBeChecked();

    await userEvent.type(uid, 'alice');
    await userEvent.type(password, 'secret');
    await userEvent.type(repeat, 'secret');
    // [ACCT-35] the agree flag gates the create button.
    expect(within(form).getByRole('button', { name: 'Please read the terms first' })).toBeDisabled();
    await userEvent.click(agree);
    await userEvent.click(within(form).getByRole('button', { name: 'create account' }));
    await vi.waitFor(() => expect(sent['account/register.php']).toHaveLength(1));
    // [API-07] repeat password and the agree flag stay in the browser; remember is sent (reading: docs/decisions/0018).
    expect(sent['account/register.php']?.[0]).toEqual({ uid: 'alice', password: 'secret', remember: 'false' });
  });
});

/**
 * Makes every call answer `envelope` from now on, for the failure paths (the stub above answers success and
 * records what is sent; a test that checks `sent` does not call this).
 */
function answerWith(envelope: { status: 'success' | 'error'; message: string; data: unknown }) {
  const body = JSON.stringify(envelope);
  vi.stubGlobal('fetch', async () => new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}

describe('useAccountForm through the login form', () => {
  it('[ACCT-23] refuses an empty username without calling the server, marks the field and focuses it', async () => {
    wrap(<LoginForm />);
    const form = screen.getByRole('form', { name: 'Log in' });
    const uid = within(form).getByRole('textbox', { name: 'Username' });
    await userEvent.type(within(form).getByLabelText('Password'), 'secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(uid).toHaveAttribute('aria-invalid', 'true');
    expect(uid).toHaveAccessibleDescription('Username is too short (at least 1 character)');
    expect(uid).toHaveFocus();
    expect(sent).toEqual({});
  });

  it('[ACCT-27] a too-short password is marked and focused when the username is fine', async () => {
    wrap(<LoginForm />);
    const form = screen.getByRole('form', { name: 'Log in' });
    const password = within(form).getByLabelText('Password');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(password, 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(password).toHaveAccessibleDescription('password too short');
    expect(password).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
  });

  it('[ACCT-38] a login answer with data.error "password" marks and focuses the password field', async () => {
    answerWith({ status: 'error', message: 'wrong_password', data: { error: 'password' } });
    const onSuccess = vi.fn();
    wrap(<LoginForm onSuccess={onSuccess} />);
    const form = screen.getByRole('form', { name: 'Log in' });
    const password = within(form).getByLabelText('Password');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(password, 'secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription('Password is wrong'));
    expect(password).toHaveFocus();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('[ACCT-37] a login answer with data.error "uid" marks the uid field; success clears the marks', async () => {
    answerWith({ status: 'error', message: 'uid_not_found', data: { error: 'uid' } });
    const onSuccess = vi.fn();
    wrap(<LoginForm onSuccess={onSuccess} />);
    const form = screen.getByRole('form', { name: 'Log in' });
    const uid = within(form).getByRole('textbox', { name: 'Username' });
    await userEvent.type(uid, 'nobody');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(uid).toHaveAccessibleDescription('Username cannot be found'));
    expect(uid).toHaveFocus();

    answerWith({ status: 'success', message: 'success', data: { tokenid: 'tok' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(uid).not.toHaveAttribute('aria-invalid');
  });
});

describe('useAccountForm through the register form', () => {
  it('[ACCT-28] marks every refused field at once and focuses the first of them', async () => {
    wrap(<RegisterForm />);
    const form = screen.getByRole('form', { name: 'create account' });
    const uid = within(form).getByRole('textbox', { name: 'Username' });
    const repeat = within(form).getByLabelText('Repeat password');
    await userEvent.type(within(form).getByLabelText('Password', { exact: true }), 'secret');
    await userEvent.type(repeat, 'other');
    await userEvent.click(within(form).getByRole('checkbox', { name: /agree to the terms/ }));
    const create = within(form).getByRole('button', { name: 'create account' });
    await userEvent.click(create);
    expect(uid).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('Please enter same password');
    expect(within(form).getByLabelText('Password', { exact: true })).not.toHaveAttribute('aria-invalid');
    expect(uid).toHaveFocus();
    expect(create).not.toHaveFocus();
    expect(sent).toEqual({});
  });

  it('[ACCT-35] the form is not sent while the terms are not agreed, even by Enter in a field', async () => {
    wrap(<RegisterForm />);
    const form = screen.getByRole('form', { name: 'create account' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'alice');
    await userEvent.type(within(form).getByLabelText('Password', { exact: true }), 'secret');
    await userEvent.type(within(form).getByLabelText('Repeat password'), 'secret{Enter}');
    expect(sent).toEqual({});
    expect(within(form).getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('aria-invalid');
  });

  it('[ERR-15] a register answer about the uid marks the uid field with its text', async () => {
    answerWith({ status: 'error', message: 'uid_is_used', data: null });
    wrap(<RegisterForm />);
    const form = screen.getByRole('form', { name: 'create account' });
    const uid = within(form).getByRole('textbox', { name: 'Username' });
    await userEvent.type(uid, 'alice');
    await userEvent.type(within(form).getByLabelText('Password', { exact: true }), 'secret');
    await userEvent.type(within(form).getByLabelText('Repeat password'), 'secret');
    await userEvent.click(within(form).getByRole('checkbox', { name: /agree to the terms/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'create account' }));
    await vi.waitFor(() => expect(uid).toHaveAttribute('aria-invalid', 'true'));
    expect(uid).toHaveAccessibleDescription('This username is already used');
  });
});
