import type { MediaItem } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { FakeXhr } from '../../lib/test/fake-xhr.ts';
import { clearToasts, useToastStore } from '../../ui/toast-store.ts';
import { MediaLibrary } from './media-library.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['media_admin', 'errors', 'ui']);
  await import('../../ui/dialog-view.tsx');
});

const itemOf = (id: string, name: string, extra: Partial<MediaItem> = {}): MediaItem => ({
  id: id.repeat(32),
  url: `/media/library/${id.repeat(32)}.jpg`,
  kind: 'image',
  mime: 'image/jpeg',
  size: 2_000_000,
  width: 3000,
  height: 2000,
  name,
  origin: 'library',
  created_at: '2026-03-01T00:00:00.000Z',
  variants: [{ url: `/media/library/${id.repeat(32)}.480w.jpg`, width: 480, height: 320, size: 40_000 }],
  used_by: [],
  ...extra,
});

let items: MediaItem[];
const calls: { path: string; body: Record<string, unknown> }[] = [];
const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', message: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  calls.length = 0;
  FakeXhr.sent = [];
  items = [
    itemOf('a', 'used.jpg', { used_by: [{ type: 'article', id: 'notes/one', title: 'One' }] }),
    itemOf('b', '<img src=x onerror=alert(1)>.jpg'),
  ];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace('/api/', '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path, body });
      if (path === 'media/get_media.php') return ok({ items, total_bytes: 4_080_000 });
      if (path === 'media/delete_media.php') {
        items = items.filter((i) => i.id !== body.id);
        return ok({ deleted: body.id, files: 2 });
      }
      throw new Error(`unexpected call ${path}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderLibrary() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <MediaLibrary tokenid="admin-token" />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('MediaLibrary (issue 23 point 3)', () => {
  it('lists each file with its thumbnail, facts and usage; names stay text', async () => {
    renderLibrary();
    const list = await screen.findByRole('list', { name: 'Files' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Article: One' })).toHaveAttribute(
      'href',
      '/blog/articles/notes/one',
    );
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe(`/media/library/${'a'.repeat(32)}.480w.jpg`);
    expect(within(rows[0] as HTMLElement).getByText('3000 × 2000 px')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Not used anywhere.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>.jpg' })).toBeInTheDocument();
    expect(document.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(screen.getByText('2 files, 3.9 MB in all.')).toBeInTheDocument();
  });

  it('asks before deleting; a file in use says where and is deleted with force only after "Delete anyway"', async () => {
    const user = userEvent.setup();
    renderLibrary();
    await user.click(await screen.findByRole('button', { name: 'Delete used.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('still used in 1 place (One)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === 'media/delete_media.php')).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Delete used.jpg' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete anyway' }));
    await waitFor(() => expect(calls.find((c) => c.path === 'media/delete_media.php')?.body).toBeDefined());
    expect(calls.find((c) => c.path === 'media/delete_media.php')?.body).toEqual({
      tokenid: 'admin-token',
      id: 'a'.repeat(32),
      force: '1',
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete used.jpg' })).toBeNull());
  });

  it('uploads the chosen files one by one with a progress bar, then refreshes the list', async () => {
    const user = userEvent.setup();
    renderLibrary();
    await screen.findByRole('list', { name: 'Files' });
    const input = screen.getByLabelText('Upload files');
    const first = new File([new Uint8Array(10)], 'one.png', { type: 'image/png' });
    // Named and typed as a picture (the picker lets it through), refused by the server's look at its bytes.
    const second = new File([new Uint8Array(10)], 'two.png', { type: 'image/png' });
    await user.upload(input, [first, second]);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading one.png' });
    await act(async () => FakeXhr.sent[0]?.progress(5, 10));
    expect(bar).toHaveAttribute('aria-valuetext', '50%');
    expect([...(FakeXhr.sent[0]?.body?.keys() ?? [])]).toEqual(['tokenid', 'file']);
    items = [itemOf('c', 'one.png'), ...items];
    await act(async () =>
      FakeXhr.sent[0]?.answer(200, {
        status: 'success',
        message: 'uploaded',
        data: {
          id: 'c'.repeat(32),
          url: '/media/library/c.png',
          kind: 'image',
          mime: 'image/png',
          size: 10,
          width: 1,
          height: 1,
        },
      }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await act(async () => FakeXhr.sent[1]?.answer(415, { status: 'error', message: 'unsupported_type', data: null }));
    await waitFor(() =>
      expect(useToastStore.getState().toasts.map((t) => t.message)).toContainEqual(
        expect.stringMatching(/^two\.png was not uploaded: /),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'one.png' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
