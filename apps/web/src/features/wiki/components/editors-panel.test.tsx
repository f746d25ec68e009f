import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts } from '../../../ui/toast-store.ts';
import { DeletePageButton } from './delete-page.tsx';
import { EditorsPanel } from './editors-panel.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['wiki', 'errors', 'ui']);
});

/** The server as these components see it: a list of editors, set_editor.php and delete_item.php. */
let editors: { uid: string; nickname: string; since: string }[];
const calls: { path: string; body: URLSearchParams }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ status: 'success', message: 'success', data });

beforeEach(() => {
  calls.length = 0;
  editors = [{ uid: 'carol', nickname: 'Carol C.', since: '2026-03-01T12:00:00.000Z' }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace('/api/', '');
      const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
      calls.push({ path, body });
      if (path === 'wiki/get_editors.php') return ok(editors);
      if (path === 'wiki/set_editor.php') {
        const uid = body.get('uid') ?? '';
        if (uid === 'nobody') return json({ status: 'error', message: 'account_not_found', data: null }, 404);
        editors = editors.filter((e) => e.uid !== uid);
        if (body.get('editor') === 'true') editors.push({ uid, nickname: uid, since: '2026-03-02T12:00:00.000Z' });
        return ok({ uid, editor: body.get('editor') === 'true' });
      }
      if (path === 'wiki/delete_item.php') return ok({ deleted: body.get('id') });
      throw new Error(`unexpected call ${path}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderAt(element: ReactNode, at = '/wiki') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/wiki" element={<h1>wiki home</h1>} />
            <Route path="*" element={element} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the editors panel', () => {
  it('lists the editors, adds one by uid (an unknown uid is said under the field) and removes one', async () => {
    const user = userEvent.setup();
    renderAt(<EditorsPanel tokenid="admin-token" />, '/panel');
    const list = await screen.findByRole('list', { name: 'Editors' });
    expect(within(list).getByText('Carol C.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'User ID of the new editor' });
    await user.type(field, 'nobody{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('There is no user with the ID “nobody”.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, 'dave');
    await user.click(screen.getByRole('button', { name: 'Make editor' }));
    expect(await within(list).findByText('dave', { selector: 'strong' })).toBeTruthy();
    expect(field).toHaveProperty('value', '');
    await user.click(screen.getByRole('button', { name: 'Remove Carol C. (carol) as editor' }));
    await waitFor(() => expect(within(list).queryByText('Carol C.')).toBeNull());
    const sets = calls.filter((c) => c.path === 'wiki/set_editor.php').map((c) => Object.fromEntries(c.body));
    expect(sets).toEqual([
      { tokenid: 'admin-token', uid: 'nobody', editor: 'true' },
      { tokenid: 'admin-token', uid: 'dave', editor: 'true' },
      { tokenid: 'admin-token', uid: 'carol', editor: 'false' },
    ]);
  });
});

describe('deleting a page', () => {
  it('asks first: Cancel deletes nothing, the confirmation deletes and opens the wiki home', async () => {
    const user = userEvent.setup();
    renderAt(<DeletePageButton id="a/b" title="Page B" tokenid="tok" />, '/wiki/items/a/b');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this page?' });
    expect(dialog.textContent).toContain('“Page B” and its whole history will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the page' }));
    expect(await screen.findByRole('heading', { name: 'wiki home' })).toBeTruthy();
    expect(calls.map((c) => [c.path, Object.fromEntries(c.body)])).toEqual([
      ['wiki/delete_item.php', { tokenid: 'tok', id: 'a/b' }],
    ]);
  });
});
