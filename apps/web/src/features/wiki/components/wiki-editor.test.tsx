import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts } from '../../../ui/toast-store.ts';
import { draftKey } from '../draft-storage.ts';
import { WikiEditor } from './wiki-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['wiki', 'errors']);
});

const saves: URLSearchParams[] = [];
/** What save_item.php answers next: a 409 conflict once, then success. */
let conflictOnce = true;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  saves.length = 0;
  conflictOnce = true;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const body = init?.body instanceof URLSearchParams ? init.body : new URLSearchParams();
      if (path.endsWith('preview.php'))
        return json({ status: 'success', message: 'success', data: { title: 't', html: '<p>preview</p>', toc: [] } });
      if (path.endsWith('save_item.php')) {
        saves.push(body);
        if (conflictOnce) {
          conflictOnce = false;
          const data = { base_revision: 1, current_revision: 2, base: 'a', theirs: 'their text', yours: 'b' };
          return json({ status: 'error', message: 'wiki_edit_conflict', data }, 409);
        }
        return json({ status: 'success', message: 'success', data: { id: 'p/q', revision: 3, merged: false } });
      }
      throw new Error(`unexpected call ${path}`);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/wiki/edit/p/q']}>
          <Link to="/blog">Blog</Link>
          <Routes>
            <Route
              path="/wiki/edit/*"
              element={
                <WikiEditor
                  id="p/q"
                  tokenid="tok"
                  stored={{ source: 'stored', revision: 1 }}
                  renderHtml={(html) => <div>{html}</div>}
                />
              }
            />
            <Route path="/wiki/items/*" element={<h1>item page</h1>} />
            <Route path="/blog" element={<h1>blog page</h1>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the wiki editor', () => {
  it('on a conflict shows their text beside yours, keeps yours, and saves again on their revision', async () => {
    const user = userEvent.setup();
    renderEditor();
    const source = screen.getByRole('textbox', { name: 'Page text (Markdown)' });
    await user.clear(source);
    await user.type(source, 'my text');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Someone else saved this page meanwhile' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Their text (revision 2)' })).toHaveProperty('value', 'their text');
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveProperty('value', 'my text');
    expect(saves[0]?.get('base_revision')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'item page' })).toBeTruthy();
    expect(saves[1]?.get('base_revision')).toBe('2');
    expect(saves[1]?.get('source')).toBe('my text');
    expect(localStorage.getItem(draftKey('p/q'))).toBeNull();
  });

  it('keeps the unsaved text as a draft and brings it back in the next editor', async () => {
    const user = userEvent.setup();
    const first = renderEditor();
    const source = screen.getByRole('textbox', { name: 'Page text (Markdown)' });
    await user.type(source, ' and more');
    await waitFor(() => expect(localStorage.getItem(draftKey('p/q'))).toContain('stored and more'));
    first.unmount();
    renderEditor();
    expect(screen.getByRole('textbox', { name: 'Page text (Markdown)' })).toHaveProperty('value', 'stored and more');
    expect(screen.getByText('Your unsaved draft from before was restored.')).toBeTruthy();
  });

  it('asks in its own dialog before a link leaves unsaved text: Stay keeps the text, Leave goes', async () => {
    const user = userEvent.setup();
    renderEditor();
    const source = screen.getByRole('textbox', { name: 'Page text (Markdown)' });
    await user.type(source, ' and more');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the editor?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement); // focus moved into it
    expect(dialog.textContent).toContain('You have unsaved changes. Leave anyway?');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Page text (Markdown)' })).toHaveProperty('value', 'stored and more');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await user.keyboard('{Escape}'); // Escape stays too
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'blog page' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'blog page' })).toBeTruthy();
  });

  it('leaves without asking when nothing changed, and when the text is back to the stored one', async () => {
    const user = userEvent.setup();
    renderEditor();
    const source = screen.getByRole('textbox', { name: 'Page text (Markdown)' });
    await user.type(source, 'x');
    await user.type(source, '{Backspace}');
    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: 'blog page' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
