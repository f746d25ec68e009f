import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts } from '../../../ui/toast-store.ts';
import { resetAccountStore, useAccountStore } from '../store.ts';
import { MailChoices } from './mail-choices.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['notifications', 'errors']);
});

/** What the server holds, and the bodies sent to set_mail_choices.php. */
let held = { mail: true, replies: false, comments: false, link_applications: false };
let sets: Record<string, string>[] = [];
beforeEach(() => {
  resetAccountStore();
  useAccountStore.setState({ tokenid: 'tok' });
  held = { mail: true, replies: false, comments: false, link_applications: false };
  sets = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
      const body = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
      if (path === 'account/set_mail_choices.php') {
        sets.push(body);
        for (const key of ['replies', 'comments', 'link_applications'] as const) {
          if (body[key] !== undefined) held[key] = body[key] === 'true';
        }
      }
      return new Response(JSON.stringify({ status: 'success', message: 'ok', data: held }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const show = (isAdmin: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MailChoices isAdmin={isAdmin} />
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('mail choices in the profile form (issue 23 point 5)', () => {
  it('a user has one switch, off, saved as it is switched', async () => {
    show(false);
    const replies = await screen.findByRole('switch', { name: 'Replies to my comments' });
    expect(replies).toHaveAttribute('aria-checked', 'false');
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    await userEvent.click(replies);
    expect(sets).toEqual([{ tokenid: 'tok', replies: 'true' }]);
    expect(await screen.findByRole('switch', { name: 'Replies to my comments', checked: true })).toBeInTheDocument();
  });

  it('the admin also chooses new comments and friend-link applications, by keyboard', async () => {
    show(true);
    const comments = await screen.findByRole('switch', { name: 'New comments on the site' });
    expect(screen.getByRole('switch', { name: 'Friend-link applications' })).toBeInTheDocument();
    comments.focus();
    await userEvent.keyboard(' ');
    expect(sets).toEqual([{ tokenid: 'tok', comments: 'true' }]);
  });

  it('is absent when the site sends no mail', async () => {
    held = { ...held, mail: false };
    const { container } = show(true);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
