import type { WikiDiff, WikiDiffRow, WikiRevisionInfo } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { DiffView } from './diff-view.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['wiki', 'errors']);
});

const revision = (n: number): WikiRevisionInfo => ({
  revision: n,
  kind: n === 1 ? 'create' : 'edit',
  author: { uid: 'a', nickname: 'a' },
  created_at: '2026-03-01T12:00:00.000Z',
  summary: '',
  size: 100,
  size_delta: 0,
  base_revision: n - 1,
  restored_from: null,
});
const same = (n: number): WikiDiffRow => ({
  kind: 'same',
  old: { line: n, parts: [{ kind: 'same', text: `line ${n}` }] },
  new: { line: n, parts: [{ kind: 'same', text: `line ${n}` }] },
});
const lines = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => same(first + i));
const changed: WikiDiffRow = {
  kind: 'changed',
  old: { line: 10, parts: [{ kind: 'removed', text: 'line 10' }] },
  new: { line: 10, parts: [{ kind: 'added', text: 'line ten' }] },
};
const skip = (count: number, line: number): WikiDiffRow => ({ kind: 'skipped', count, old_line: line, new_line: line });

/** The server's answers for a 20-line page whose line 10 changed, written out for the contexts the view asks. */
const answers: Record<string, WikiDiffRow[]> = {
  '3': [skip(6, 1), ...lines(7, 9), changed, ...lines(11, 13), skip(7, 14)],
  '9': [...lines(1, 9), changed, ...lines(11, 19), skip(1, 20)],
};
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input));
      if (!url.pathname.endsWith('get_diff.php')) throw new Error(`unexpected call ${url.pathname}`);
      const context = url.searchParams.get('context') ?? '';
      asked.push(context);
      const rows = answers[context];
      if (!rows) throw new Error(`unexpected context ${context}`);
      const data: WikiDiff = {
        from: revision(1),
        to: revision(2),
        context: Number(context),
        rows,
        added_lines: 1,
        removed_lines: 1,
      };
      return new Response(JSON.stringify({ status: 'success', message: 'ok', data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The window is wide (side by side) or narrow (inline), as `matchMedia` answers. */
const windowWide = (wide: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: wide, addEventListener: () => {}, removeEventListener: () => {} })),
  );

function Search() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderDiff() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/wiki/items/p?view=diff&from=1&to=2']}>
          <DiffView id="p" from={1} to={2} />
          <Search />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the diff view', () => {
  for (const wide of [true, false])
    it(`shows each skipped run as a separator whose button shows its lines, ${wide ? 'side by side' : 'inline'}`, async () => {
      windowWide(wide);
      const user = userEvent.setup();
      renderDiff();
      const top = await screen.findByRole('button', { name: 'Show 6 unchanged lines' });
      expect(screen.getByRole('button', { name: 'Show 7 unchanged lines' })).toBeVisible();
      expect(asked).toEqual(['3']);
      const table = screen.getByRole('table');
      // Side by side, a kept line shows in both columns.
      expect(within(table).queryAllByText('line 1')).toEqual([]);
      expect(within(table).getAllByText('line 7')).toHaveLength(wide ? 2 : 1);
      // The change is said in words, not by colour alone.
      expect(within(table).getByText('line ten').closest('ins')).toHaveTextContent('[added: line ten]');
      // From the keyboard: the top run ends at line 9, before the change at line 10, so context 9 shows it.
      top.focus();
      await user.keyboard('{Enter}');
      expect(await within(table).findAllByText('line 1')).toHaveLength(wide ? 2 : 1);
      expect(asked).toEqual(['3', '9']);
      expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent('?view=diff&from=1&to=2&context=9');
      expect(screen.queryByRole('button', { name: 'Show 6 unchanged lines' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Show 1 unchanged line' })).toBeVisible();
      // The focus moves to the first line the separator hid.
      expect(document.activeElement?.tagName).toBe('TR');
      expect(document.activeElement).toHaveAttribute('data-new-line', '1');
    });
});
