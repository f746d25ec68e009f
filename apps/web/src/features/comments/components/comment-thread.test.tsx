import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts, useToastStore } from '../../../ui/toast-store.ts';
import { GUEST_INFO_KEY } from '../guest-info.ts';
import { makeComment } from '../test-comments.ts';
import type { Viewer } from '../viewer.ts';
import { CommentThread } from './comment-thread.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

type Call = { url: string; body: URLSearchParams | null };
let calls: Call[] = [];
let comments = [makeComment(1), makeComment(2, { reply_to: 1 })];

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', message: 'success', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  calls = [];
  comments = [makeComment(1), makeComment(2, { reply_to: 1 })];
  clearToasts();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = init?.body instanceof URLSearchParams ? init.body : null;
      calls.push({ url: String(input), body });
      const path = new URL(String(input)).pathname;
      if (path.endsWith('get_comments.php')) return envelope({ items: comments, total: comments.length });
      if (path.endsWith('post_comment.php')) {
        const posted = makeComment(10, { html: `<p>${body?.get('text')}</p>` });
        comments = [...comments, posted];
        return envelope(posted);
      }
      if (path.endsWith('delete_comment.php')) {
        comments = comments.filter((c) => c.id !== 1 && c.reply_to !== 1);
        return envelope({ deleted: [1, 2] });
      }
      throw new Error(`unexpected call ${path}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const posts = () => calls.filter((c) => c.url.includes('post_comment.php'));
const toasts = () => useToastStore.getState().toasts.map((t) => `${t.status}: ${t.message}`);

function renderThread(viewer: Viewer | null, guestPrompt?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CommentThread target="/about/message_board" viewer={viewer} guestPrompt={guestPrompt} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const author: Viewer = { tokenid: 'token-101', cid: 101, nickname: 'User 1', is_admin: false };

describe('CommentThread', () => {
  it('[CMT-01] [CMT-02] shows each comment with its text and time, and a reply links to its comment', async () => {
    renderThread(null);
    const reply = await screen.findByRole('article', { name: 'User 2' });
    expect(within(reply).getByText('comment 2')).toBeInTheDocument();
    expect(reply.querySelector('time')).not.toBeNull();
    expect(within(reply).getByRole('link', { name: 'In reply to User 1' })).toHaveAttribute('href', '#comment-1');
  });

  it('[ROUTE-23] where only members post, a guest reads and gets the page’s sign-in prompt instead of the form', async () => {
    renderThread(null, 'Log in to post here');
    await screen.findByRole('article', { name: 'User 2' });
    expect(screen.queryByLabelText('Your comment')).toBeNull();
    expect(screen.getByText('Log in to post here')).toBeInTheDocument();
  });

  it('[ROUTE-23] where only members post, a signed-in user gets the form', async () => {
    renderThread(author, 'Log in to post here');
    await screen.findByRole('article', { name: 'User 2' });
    expect(screen.getByLabelText('Your comment')).toBeInTheDocument();
  });

  it('[CMT-05] [ERR-19] an empty comment shows "Cannot post empty comment" and sends nothing', async () => {
    const user = userEvent.setup();
    renderThread(author);
    await screen.findByRole('article', { name: 'User 2' });
    await user.type(screen.getByLabelText('Your comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(toasts()).toEqual(['error: Cannot post empty comment']);
    expect(posts()).toEqual([]);
  });

  it('[CMT-06] [CMT-07] [ERR-20] a guest posts with guest information, remembered when asked', async () => {
    const user = userEvent.setup();
    renderThread(null);
    await screen.findByRole('article', { name: 'User 2' });
    await user.type(screen.getByLabelText('Your comment'), 'Hello **there**');
    await user.type(screen.getByLabelText('Nickname (required)'), 'Guesty');
    await user.type(screen.getByLabelText(/^E-mail/), 'g@example.com');
    await user.click(screen.getByRole('switch', { name: 'Remember my information in this browser' }));
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Posted Comment Success']));
    const body = posts()[0]?.body;
    expect(Object.fromEntries(body ?? [])).toEqual({
      target: '/about/message_board',
      text: 'Hello **there**',
      guest_nickname: 'Guesty',
      guest_email: 'g@example.com',
    });
    expect(JSON.parse(localStorage.getItem(GUEST_INFO_KEY) ?? 'null')).toEqual({
      nickname: 'Guesty',
      email: 'g@example.com',
      website: '',
    });
    expect(screen.getByLabelText('Your comment')).toHaveValue('');
  });

  it('[CMT-07] remembered guest information is filled in again', async () => {
    localStorage.setItem(GUEST_INFO_KEY, JSON.stringify({ nickname: 'Back', email: '', website: 'https://b.example' }));
    renderThread(null);
    expect(await screen.findByLabelText('Nickname (required)')).toHaveValue('Back');
    expect(screen.getByLabelText('Website (optional)')).toHaveValue('https://b.example');
    expect(screen.getByRole('switch', { name: 'Remember my information in this browser' })).toBeChecked();
  });

  it('[CMT-06] a guest without a nickname is asked for one and nothing is sent', async () => {
    const user = userEvent.setup();
    renderThread(null);
    await screen.findByRole('article', { name: 'User 2' });
    await user.type(screen.getByLabelText('Your comment'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(toasts()).toEqual(['error: Please enter a nickname']);
    expect(posts()).toEqual([]);
  });

  it('[CMT-02] a reply is sent with the id of the comment it answers, and the token of the user', async () => {
    const user = userEvent.setup();
    renderThread(author);
    const first = await screen.findByRole('article', { name: 'User 1' });
    await user.click(within(first).getByRole('button', { name: 'Reply' }));
    await user.type(within(first).getByLabelText('Your reply to User 1'), 'Agreed');
    await user.click(within(first).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(Object.fromEntries(posts()[0]?.body ?? [])).toEqual({
      tokenid: 'token-101',
      target: '/about/message_board',
      text: 'Agreed',
      reply_to: '1',
    });
  });

  it('[CMT-08] [CMT-09] [CMT-10] [ERR-21] deleting asks first, warns about the replies, then removes both', async () => {
    const user = userEvent.setup();
    renderThread(author);
    const first = await screen.findByRole('article', { name: 'User 1' });
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('All replies to this comment are deleted too.');
    expect(dialog).toHaveTextContent('That is 1 reply.');
    expect(calls.filter((c) => c.url.includes('delete_comment.php'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toEqual(['success: Deleted Comment Success']));
    expect(Object.fromEntries(calls.find((c) => c.url.includes('delete_comment.php'))?.body ?? [])).toEqual({
      tokenid: 'token-101',
      id: '1',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'User 2' })).toBeNull());
  });

  it("[ROLE-12] only the author's own comments offer Delete to a user; an admin sees it on every comment", async () => {
    const { unmount } = renderThread(author);
    await screen.findByRole('article', { name: 'User 2' });
    expect(
      within(screen.getByRole('article', { name: 'User 1' })).queryByRole('button', { name: 'Delete' }),
    ).not.toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'User 2' })).queryByRole('button', { name: 'Delete' }),
    ).toBeNull();
    unmount();
    renderThread({ ...author, cid: 999, is_admin: true });
    await screen.findByRole('article', { name: 'User 2' });
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2);
  });
});
