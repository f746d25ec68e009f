import type { LabUpload } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../lib/i18n.ts';
import { FakeXhr } from '../../lib/test/fake-xhr.ts';
import { clearToasts } from '../../ui/toast-store.ts';
import { UploadLab } from './upload-lab.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['lab_upload', 'errors', 'ui']);
  await import('../../ui/dialog-view.tsx');
});

const MiB = 1024 * 1024;
const uploadOf = (id: string, name: string, extra: Partial<LabUpload> = {}): LabUpload => ({
  id: id.repeat(32),
  url: `/media/lab/${id.repeat(32)}.png`,
  name,
  kind: 'image',
  mime: 'image/png',
  size: 2 * MiB,
  created_at: '2026-03-01T00:00:00.000Z',
  expires_at: '2026-03-02T00:00:00.000Z',
  ...extra,
});

let items: LabUpload[];
const calls: { path: string; body: Record<string, unknown> }[] = [];
const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 'success', message: 'ok', data }), {
    headers: { 'Content-Type': 'application/json' },
  });
const quota = () => {
  const used = items.reduce((sum, i) => sum + i.size, 0);
  return { quota: 50 * MiB, used, remaining: 50 * MiB - used };
};

beforeEach(() => {
  calls.length = 0;
  FakeXhr.sent = [];
  items = [
    uploadOf('a', '<img src=x onerror=alert(1)>.png'),
    uploadOf('b', 'song.mp3', { kind: 'audio', mime: 'audio/mpeg', url: `/media/lab/${'b'.repeat(32)}.mp3` }),
  ];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace('/api/', '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path, body });
      if (path === 'lab/get_my_uploads.php') return ok({ items, quota: quota() });
      if (path === 'lab/delete_upload.php') {
        items = items.filter((i) => i.id !== body.id);
        return ok({ deleted: body.id, quota: quota() });
      }
      throw new Error(`unexpected call ${path}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderLab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <UploadLab tokenid="user-token" />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('UploadLab (issue 24 point 2)', () => {
  it('lists one’s uploads with previews and the quota; names stay text', async () => {
    renderLab();
    const list = await screen.findByRole('list', { name: 'Your uploads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>.png' })).toBeInTheDocument();
    expect(document.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Preview of <img src=x onerror=alert(1)>.png' })).toHaveAttribute(
      'src',
      `/media/lab/${'a'.repeat(32)}.png`,
    );
    expect(document.querySelector(`audio[src="/media/lab/${'b'.repeat(32)}.mp3"]`)).not.toBeNull();
    expect(screen.getByText('4 MB of 50 MB used, 46 MB left')).toBeInTheDocument();
  });

  it('sends several files at once, each with progress, speed and time left; cancel aborts, retry sends again', async () => {
    const user = userEvent.setup();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    renderLab();
    await screen.findByRole('list', { name: 'Your uploads' });
    const one = new File([new Uint8Array(10)], 'one.png', { type: 'image/png' });
    const two = new File([new Uint8Array(10)], 'two.mp3', { type: 'audio/mpeg' });
    await user.upload(screen.getByLabelText('Choose files'), [one, two]);
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[0]?.url).toMatch(/\/api\/lab\/upload_file\.php$/);
    expect([...(FakeXhr.sent[0]?.body?.keys() ?? [])]).toEqual(['tokenid', 'file']);
    expect(screen.getByRole('img', { name: 'Preview of one.png' })).toHaveAttribute('src', 'blob:preview');
    expect(screen.getByLabelText('Preview of two.mp3').tagName).toBe('AUDIO');
    now.mockReturnValue(3000);
    await act(async () => FakeXhr.sent[0]?.progress(2 * MiB, 8 * MiB));
    const bar = screen.getByRole('progressbar', { name: 'one.png' });
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
    expect(screen.getByText('25% · 1 MB/s · 6 sec left')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel the upload of two.mp3' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry the upload of two.mp3' }));
    expect(FakeXhr.sent).toHaveLength(3);

    items = [uploadOf('c', 'one.png'), ...items];
    await act(async () => FakeXhr.sent[0]?.answer(200, { status: 'success', message: 'uploaded', data: items[0] }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'one.png' })).toBeInTheDocument());
    now.mockRestore();
  });

  it('shows the server’s refusals on the file: over quota naming what is left, unsupported type', async () => {
    const user = userEvent.setup();
    renderLab();
    await screen.findByRole('list', { name: 'Your uploads' });
    const big = new File([new Uint8Array(12 * MiB)], 'big.mp3', { type: 'audio/mpeg' });
    const fake = new File([new Uint8Array(10)], 'fake.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose files'), [big, fake]);
    await act(async () =>
      FakeXhr.sent[0]?.answer(413, {
        status: 'error',
        message: 'quota_exceeded',
        data: { quota: 50 * MiB, used: 46 * MiB, remaining: 4 * MiB, size: 4 * MiB + 1 },
      }),
    );
    await act(async () => FakeXhr.sent[1]?.answer(415, { status: 'error', message: 'unsupported_type', data: null }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Only 4 MB of your quota is left; this file is 12 MB.',
      i18n.t('errors:unsupported_type'),
    ]);
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(2);
  });

  it('asks before deleting and deletes only when confirmed', async () => {
    const user = userEvent.setup();
    renderLab();
    await user.click(await screen.findByRole('button', { name: 'Delete song.mp3' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path === 'lab/delete_upload.php')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Delete song.mp3' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'lab/delete_upload.php')?.body).toEqual({
        tokenid: 'user-token',
        id: 'b'.repeat(32),
      }),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete song.mp3' })).toBeNull());
  });
});
