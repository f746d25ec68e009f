import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { ForgotForm } from './forgot-form.tsx';
import { ResetForm } from './reset-form.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['account_reset', 'errors']);
});

/** The form bodies sent by path, and the next answer (an envelope and its HTTP status). */
let sent: Record<string, Record<string, string>[]> = {};
let answer: { status: number; body: unknown } = { status: 200, body: { status: 'success', message: 'ok', data: null } };
beforeEach(() => {
  sent = {};
  answer = { status: 200, body: { status: 'success', message: 'ok', data: null } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
      sent[path] = [...(sent[path] ?? []), Object.fromEntries(new URLSearchParams(String(init?.body ?? '')))];
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const wrap = (children: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>,
  );
const refusal = (status: number, message: string, data: unknown = null) => ({
  status,
  body: { status: 'error', message, data },
});

async function fill(password: string, repeat = password) {
  const form = screen.getByRole('form', { name: 'Choose a new password' });
  await userEvent.type(within(form).getByLabelText('New password', { exact: true }), password);
  await userEvent.type(within(form).getByLabelText('New password again'), repeat);
  await userEvent.click(within(form).getByRole('button', { name: 'Set the new password' }));
}

describe('the reset form (issue 23 point 4)', () => {
  it('sends the token from the link with the new password, then points to the login', async () => {
    wrap(<ResetForm token="tok-en_1" />);
    await fill('new-pass');
    expect(sent['account/reset_password.php']).toEqual([{ token: 'tok-en_1', password: 'new-pass' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account/login');
  });

  it('checks the two passwords and the 3-character minimum before sending', async () => {
    wrap(<ResetForm token="tok" />);
    await fill('new-pass', 'new-pasS');
    expect(screen.getByText('The two passwords differ.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New password', { exact: true }));
    await userEvent.clear(screen.getByLabelText('New password again'));
    await fill('ab');
    expect(screen.getByLabelText('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    expect(sent['account/reset_password.php']).toBeUndefined();
  });

  it.each([
    [refusal(401, 'invalid_token', { field: 'token' }), 'This link has been used already or is not valid.'],
    [refusal(401, 'expired_token', { field: 'token' }), 'This link has expired: a link works for 30 minutes.'],
  ])('says why a link is refused and offers a new one', async (refused, words) => {
    answer = refused;
    wrap(<ResetForm token="tok" />);
    await fill('new-pass');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(words);
    expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account/forgot');
  });

  it("an admin's password under 12 characters is marked on the field", async () => {
    answer = refusal(400, 'password_too_short', { field: 'password', min: 12 });
    wrap(<ResetForm token="tok" />);
    await fill('elevenchars');
    expect(await screen.findByText("The admin's password needs at least 12 characters.")).toBeInTheDocument();
  });
});

describe('the forgot form (issue 23 point 4)', () => {
  it('sends the address and the page language, then gives the same words whatever the answer', async () => {
    wrap(<ForgotForm />);
    const form = screen.getByRole('form', { name: 'Forgot password' });
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'nobody@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(sent['account/forgot_password.php']).toEqual([{ email: 'nobody@example.org', language: 'en' }]);
    expect(await screen.findByRole('status')).toHaveTextContent('If an account has this address');
  });

  it('refuses a value that is not an address before sending', async () => {
    wrap(<ForgotForm />);
    await userEvent.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Enter an e-mail address.')).toBeInTheDocument();
    expect(sent['account/forgot_password.php']).toBeUndefined();
  });
});
