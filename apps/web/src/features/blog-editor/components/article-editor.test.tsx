import type { ArticleDraft, EditorArticle } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts } from '../../../ui/toast-store.ts';
import { ArticleEditor } from './article-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['blog_editor', 'errors']);
});

const stored: EditorArticle = {
  draft: {
    id: 'notes/a',
    title: 'Stored title',
    source: 'stored text',
    date: '2026-03-01T12:00:00.000Z',
    categories: ['study'],
    tags: ['css'],
    summary: '',
    cover: null,
    language: null,
    license: null,
    status: 'draft',
    publish_at: null,
  },
  revision: 1,
  unsaved_autosave: false,
  preview_links: 0,
};

/** The JSON bodies the editor posted to save_article.php. */
const saves: { draft: ArticleDraft; base_revision: number; autosave?: boolean }[] = [];
let conflictOnce = true;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const success = (data: unknown) => json({ status: 'success', message: 'ok', data });

beforeEach(() => {
  saves.length = 0;
  conflictOnce = true;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname;
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
      if (path.endsWith('preview_article.php')) return success({ html: '<p>preview</p>', toc: [], word_count: 1 });
      if (path.endsWith('check_article_id.php')) return success({ id: body.id, free: body.id !== 'taken' });
      if (path.endsWith('get_article_revisions.php')) return success([]);
      if (path.endsWith('save_article.php')) {
        saves.push(body);
        if (conflictOnce && !body.autosave) {
          conflictOnce = false;
          const theirs = { ...stored.draft, source: 'their text' };
          const data = { base_revision: 1, current_revision: 2, theirs, yours: body.draft };
          return json({ status: 'error', message: 'article_edit_conflict', data }, 409);
        }
        return success({
          id: body.draft.id,
          revision: body.base_revision + 1,
          status: body.draft.status,
          publish_at: null,
        });
      }
      throw new Error(`unexpected call ${path}`);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearToasts();
});

function renderEditor(article: EditorArticle | null = stored) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/blog/edit/notes/a']}>
          <Routes>
            <Route
              path="/blog/edit/*"
              element={
                <ArticleEditor
                  tokenid="tok"
                  stored={article}
                  categories={[
                    { id: 'study', name: 'Study', parent_id: null, description: '', article_count: 1 },
                    { id: 'study/frontend', name: 'Frontend', parent_id: 'study', description: '', article_count: 0 },
                  ]}
                  tags={[{ tag: 'css', article_count: 1 }]}
                  renderHtml={(html) => <div>{html}</div>}
                />
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the article editor (issue 23 point 1)', () => {
  it('on a stale save shows their text, and "Keep mine" saves again on their revision', async () => {
    const user = userEvent.setup();
    renderEditor();
    const source = screen.getByRole('textbox', { name: 'Text (Markdown)' });
    await user.clear(source);
    await user.type(source, 'my text');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('heading', { name: 'Someone else saved this article' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Their text' })).toHaveProperty('value', 'their text');
    expect(saves[0]?.base_revision).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Saved\./);
    expect(saves[1]?.base_revision).toBe(2);
    expect(saves[1]?.draft.source).toBe('my text');
  });

  it('picks categories by their path and tags with Enter; the form goes out as typed', async () => {
    const user = userEvent.setup();
    conflictOnce = false;
    renderEditor();
    await user.click(screen.getByRole('checkbox', { name: 'Study / Frontend' }));
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'typescript{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove tag css' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText(/Saved\./);
    expect(saves[0]?.draft).toMatchObject({ categories: ['study', 'study/frontend'], tags: ['typescript'] });
  });

  it('says when an id is taken or malformed, and will not save then', async () => {
    const user = userEvent.setup();
    renderEditor(null);
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'New');
    const id = screen.getByRole('textbox', { name: 'Id (address)' });
    await user.type(id, 'a/../b');
    expect(await screen.findByText(/without spaces, "\." or "\.\."/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true);
    await user.clear(id);
    await user.type(id, 'taken');
    expect(await screen.findByText('Another article has this id')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', true);
    await user.clear(id);
    await user.type(id, 'notes/new');
    expect(await screen.findByText('This id is free')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toHaveProperty('disabled', false));
  });
});
