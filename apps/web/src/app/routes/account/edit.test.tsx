import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAccountStore, useAccountStore } from '../../../features/account/store.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts, useToastStore } from '../../../ui/toast-store.ts';
import EditPage from './edit.tsx';

type Answer = { status: 'success' | 'error'; message: string; data: unknown; http?: number };

const profile = {
  uid: 'alice',
  email: '',
  website: '',
  introduction: '',
  registered_at: '2026-01-01T00:00:00.000Z',
  characters: [{ cid: 7, ctype: 'user', nickname: 'Alice', avatar_url: '', avatar_address: '' }],
};

let i18n: I18n;
/** The edit_profile.php bodies sent. */
let saves: Record<string, string>[] = [];
let saveAnswer: Answer;

beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces('account');
});
beforeEach(() => {
  resetAccountStore();
  useAccountStore.setState({
    tokenid: 'tok-1',
    login_info: { uid: 'alice', characters: [{ cid: 7, ctype: 'user', nickname: 'Alice', avatar_url: '' }] },
    active_character: { cid: 7, ctype: 'user', nickname: 'Alice', avatar_url: '' },
  });
  saves = [];
  saveAnswer = { status: 'success', message: 'ok', data: profile };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace(/^\/api\//, '');
      let answer: Answer = { status: 'success', message: 'ok', data: profile };
      if (path === 'account/edit_profile.php') {
        saves.push(Object.fromEntries(new URLSearchParams(String(init?.body ?? ''))));
        answer = saveAnswer;
      }
      return new Response(JSON.stringify(answer), {
        status: answer.http ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

async function renderEdit() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <EditPage />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.findByRole('form', { name: 'Edit profile' });
}

const toasts = () => useToastStore.getState().toasts.map((t) => t.message);

/** The text of the element describing `input` (its hint or its error). */
const description = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('/account/edit', () => {
  it('a bad website is refused in the browser with a translated message on the field; nothing is sent', async () => {
    const form = await renderEdit();
    const website = within(form).getByRole('textbox', { name: 'Website' });
    await userEvent.type(website, 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(description(website)).toBe('Enter an address starting with http:// or https://, or leave it empty');
    expect(website).toHaveFocus();
    expect(saves).toEqual([]);
    expect(document.body.textContent).not.toContain('invalid_input');
    // Fixing it clears the mark as it is typed, and the save goes through.
    await userEvent.clear(website);
    await userEvent.type(website, 'https://alice.example/');
    expect(website).not.toHaveAttribute('aria-invalid');
    expect(description(website)).toBe('Optional. Shown publicly with your comments.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ tokenid: 'tok-1', nickname: 'Alice', website: 'https://alice.example/' });
    await vi.waitFor(() => expect(toasts()).toEqual(['Profile saved']));
  });

  it('[ACCT-29] an empty nickname is refused with "Please enter nickname"; every bad field is marked at once', async () => {
    const form = await renderEdit();
    const nickname = within(form).getByRole('textbox', { name: 'Nickname' });
    const email = within(form).getByRole('textbox', { name: 'E-mail' });
    const avatar = within(form).getByRole('textbox', { name: 'Avatar address' });
    const introduction = within(form).getByRole('textbox', { name: 'Introduction' });
    await userEvent.clear(nickname);
    await userEvent.type(email, 'alice-at-example');
    await userEvent.type(avatar, 'data:image/png;base64,AAAA');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(description(nickname)).toBe('Please enter nickname');
    expect(description(email)).toBe('Enter an e-mail address such as name@example.com, or leave it empty');
    expect(description(avatar)).toBe('Enter an address starting with http://, https:// or /media/, or leave it empty');
    for (const field of [nickname, email, avatar]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(introduction).not.toHaveAttribute('aria-invalid');
    expect(introduction).not.toHaveAttribute('aria-describedby');
    expect(nickname).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it("the server's 400 envelope marks the field it names, in words, never the raw code", async () => {
    saveAnswer = {
      status: 'error',
      message: 'invalid_input',
      data: { field: 'introduction', issues: [{ field: 'introduction', message: 'Too big' }] },
      http: 400,
    };
    const form = await renderEdit();
    const introduction = within(form).getByRole('textbox', { name: 'Introduction' });
    await userEvent.type(introduction, 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(introduction).toHaveAttribute('aria-invalid', 'true'));
    expect(description(introduction)).toBe('The server did not accept this value');
    expect(introduction).toHaveFocus();
    await vi.waitFor(() => expect(toasts()).toEqual(['Saving failed: The server did not accept this value']));
    expect(document.body.textContent).not.toContain('invalid_input');
  });

  it('409 nickname_is_used marks the nickname; an unknown code says "Something went wrong"', async () => {
    saveAnswer = { status: 'error', message: 'nickname_is_used', data: { field: 'nickname' }, http: 409 };
    const form = await renderEdit();
    const nickname = within(form).getByRole('textbox', { name: 'Nickname' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(description(nickname)).toBe('This nickname is already used'));
    expect(nickname).toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(toasts()).toEqual(['Saving failed: This nickname is already used']));

    clearToasts();
    saveAnswer = { status: 'error', message: 'teapot_overflow', data: null, http: 418 };
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts()).toEqual(['Saving failed: Something went wrong; please try again']));
    expect(nickname).not.toHaveAttribute('aria-invalid');
    expect(document.body.textContent).not.toContain('teapot_overflow');
  });

  it('[ERR-08] a save refused with expired_token logs out with the one expiry toast, no "Saving failed"', async () => {
    saveAnswer = { status: 'error', message: 'expired_token', data: null, http: 401 };
    const form = await renderEdit();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(toasts()).toEqual(['Expired Login Status, Please Login Again']));
    expect(useAccountStore.getState().active_character).toBeNull();
    expect(await screen.findByText('Log in to see this page.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toasts()).toEqual(['Expired Login Status, Please Login Again']);
  });
});
