import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
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
    // [API-07] repeat password and the agree flag stay in the browser.
    expect(sent['account/register.php']?.[0]).toEqual({ uid: 'alice', password: 'secret', remember: 'false' });
  });
});
