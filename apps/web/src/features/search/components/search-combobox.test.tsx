import type { SearchInstant, SearchResult } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { SearchCombobox } from './search-combobox.tsx';

let i18n: Awaited<ReturnType<typeof createI18n>>;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['search', 'ui']);
});

const result = (kind: SearchResult['kind'], id: string, title: SearchResult['title'], url: string): SearchResult => ({
  kind,
  id,
  title,
  context: `${kind} context`,
  url,
  snippet: [],
  field: 'title',
  date: null,
});

/** Two groups: songs (the best) with two results, one a lyric line; articles with one. */
const answer: SearchInstant = {
  groups: [
    {
      kind: 'song',
      total: 2,
      results: [
        {
          ...result(
            'song',
            'demo-lantern-lodge',
            [{ text: 'Lantern Lodge', hit: false }],
            '/archive/music/songs/demo-lantern-lodge?t=7.2',
          ),
          snippet: [
            { text: 'the ', hit: false },
            { text: 'kettle', hit: true },
            { text: ' hums a quiet tune;', hit: false },
          ],
          field: 'lyrics',
          lyric: { line: 'the kettle hums a quiet tune;', time: 7.2 },
        },
        result(
          'song',
          'demo-two',
          [
            { text: 'Kettle ', hit: true },
            { text: 'Song', hit: false },
          ],
          '/archive/music/songs/demo-two',
        ),
      ],
    },
    {
      kind: 'article',
      total: 1,
      results: [
        result(
          'article',
          'a/b',
          [
            { text: 'On the ', hit: false },
            { text: 'kettle', hit: true },
            { text: '<b>', hit: false },
          ],
          '/blog/articles/a/b',
        ),
      ],
    },
  ],
};

/** fetch answering search/instant.php with `answer`; other calls never answer. */
function mockInstant(body: SearchInstant = answer) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    if (!url.pathname.endsWith('search/instant.php')) return new Promise<Response>(() => {});
    return new Response(JSON.stringify({ status: 'success', message: 'success', data: body }), {
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function renderBox() {
  const onOpen = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SearchCombobox onOpen={onOpen} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onOpen, box: screen.getByRole('combobox', { name: 'Search the site' }) };
}

const activeName = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('SearchCombobox (issue 22 point 5)', () => {
  it('starts focused and collapsed, the listbox it controls empty', () => {
    mockInstant();
    const { box } = renderBox();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toHaveAttribute('role', 'listbox');
  });

  it('lists the instant results grouped by kind, the best group first, then "All results for …", and says how many', async () => {
    mockInstant();
    const { box } = renderBox();
    await userEvent.type(box, 'kettle');
    const listbox = screen.getByRole('listbox', { name: 'Results' });
    await within(listbox).findByRole('group', { name: 'Songs' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (group) =>
          group.getAttribute('aria-labelledby') &&
          document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['Songs', 'Articles']);
    expect(within(groups[0] as HTMLElement).getAllByRole('option')).toHaveLength(2);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options[3]).toHaveTextContent('All results for “kettle”');
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('marks what matched with <mark>, as text: markup in a title is shown, not made', async () => {
    mockInstant();
    const { box } = renderBox();
    await userEvent.type(box, 'kettle');
    const article = await screen.findByRole('option', { name: 'On the kettle<b>', description: 'article context' });
    expect([...article.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['kettle']);
    expect(article.querySelector('b')).toBeNull();
    const song = screen.getByRole('option', { name: 'Kettle Song' });
    expect([...song.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Kettle']);
    // A lyric result says its line and the time it is sung at.
    expect(screen.getByRole('option', { name: 'Lantern Lodge' })).toHaveAccessibleDescription(
      '0:07 · the kettle hums a quiet tune;',
    );
  });

  it('moves the active option with ArrowDown/Up (wrapping) and Home/End, the focus staying in the field', async () => {
    mockInstant();
    const { box } = renderBox();
    await userEvent.type(box, 'kettle');
    await screen.findByRole('group', { name: 'Articles' });
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName(box)).toContain('Lantern Lodge');
    expect(screen.getByRole('option', { name: /Lantern Lodge/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName(box)).toContain('On the kettle');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName(box)).toBe('All results for “kettle”');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName(box)).toContain('Lantern Lodge');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeName(box)).toBe('All results for “kettle”');
    await userEvent.keyboard('{Home}');
    expect(activeName(box)).toContain('Lantern Lodge');
    await userEvent.keyboard('{End}');
    expect(activeName(box)).toBe('All results for “kettle”');
    expect(box).toHaveFocus();
    expect(screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it('Enter opens the active option; with none active, the results page of the text', async () => {
    mockInstant();
    const { box, onOpen } = renderBox();
    await userEvent.type(box, '  kettle ');
    await screen.findByRole('group', { name: 'Articles' });
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('/search?q=kettle');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('/archive/music/songs/demo-lantern-lodge?t=7.2');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith('/blog/articles/a/b');
  });

  it('typing again clears the active option; a click opens an option', async () => {
    mockInstant();
    const { box, onOpen } = renderBox();
    await userEvent.type(box, 'kettle');
    await screen.findByRole('group', { name: 'Articles' });
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(box, 's');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.click(await screen.findByRole('option', { name: 'Kettle Song' }));
    expect(onOpen).toHaveBeenLastCalledWith('/archive/music/songs/demo-two');
  });

  it('asks once typing pauses, and cancels the call of a text that is no longer the box’s', async () => {
    const signals: { q: string; signal: AbortSignal | undefined }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://x',
      );
      signals.push({ q: url.searchParams.get('q') ?? '', signal: init?.signal ?? undefined });
      return new Promise<Response>(() => {});
    });
    const { box } = renderBox();
    await userEvent.type(box, 'ket');
    await waitFor(() => expect(signals.map((s) => s.q)).toEqual(['ket']));
    await userEvent.type(box, 'tle');
    await waitFor(() => expect(signals.map((s) => s.q)).toEqual(['ket', 'kettle']));
    expect(signals[0]?.signal?.aborted).toBe(true);
    expect(signals[1]?.signal?.aborted).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
  });

  it('says so when nothing matches, and still offers the results page', async () => {
    mockInstant({ groups: [] });
    const { box } = renderBox();
    await userEvent.type(box, 'zzz');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All results for “zzz”']);
  });
});
