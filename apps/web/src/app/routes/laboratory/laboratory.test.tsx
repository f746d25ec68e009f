import { appRoutePatterns } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { availableExperiments, experiments } from '../../../features/lab-tools/experiments.ts';
import { notesKey } from '../../../features/lab-tools/notes.ts';
import { createI18n } from '../../../lib/i18n.ts';
import { usePageStore } from '../../layout/page-store.ts';
import CardPage from './card.tsx';
import CompatibilityPage from './compatibility.tsx';
import ComponentsPage from './components/index.tsx';
import LaboratoryPage from './index.tsx';
import TempPage from './temp.tsx';

/** The component demos ROUTE-41 lists, in its order (the spec's names, not the code's list). */
const specDemoNames = 'text pagination color placeholder toast select icon form input button dialog popper'.split(' ');

function renderAt(path: string, Page: ComponentType) {
  const router = createMemoryRouter([{ path: '*', Component: Page }], { initialEntries: [path] });
  // The card maker reads the site info (its query is left pending here: the fields start from the defaults).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('laboratory pages', () => {
  beforeAll(async () => {
    await createI18n('en');
  });

  it('[ROUTE-40] the laboratory home links to the component demos', () => {
    renderAt('/laboratory', LaboratoryPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Laboratory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Components/ })).toHaveAttribute('href', '/laboratory/components');
  });

  it('[ROUTE-40] the home groups a card for every experiment whose page exists, and no other (issue 24 point 1)', () => {
    renderAt('/laboratory', LaboratoryPage);
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(availableExperiments().map(({ group }) => group[0]?.toUpperCase() + group.slice(1)));
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    const routed = experiments.filter((e) => appRoutePatterns.includes(e.path as never)).map((e) => e.path);
    expect(new Set(hrefs)).toEqual(new Set(routed));
    for (const path of ['/laboratory/temp', '/laboratory/card', '/laboratory/compatibility'])
      expect(hrefs).toContain(path);
    const tools = screen.getByRole('region', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: /Scratch pad/ })).toHaveTextContent('stay in this browser');
  });

  it('[ROUTE-40] a card names what its experiment needs; a route missing from the table shows no card', () => {
    const all = [
      ...experiments,
      { id: 'shake', path: '/x/shake', group: 'device' as const, needs: ['motion' as const, 'audio' as const] },
    ];
    expect(availableExperiments(['/x/shake', '/laboratory/components'], all)).toEqual([
      { group: 'device', items: [all.at(-1)] },
      { group: 'components', items: [experiments.find((e) => e.id === 'components')] },
    ]);
    expect(availableExperiments([], all)).toEqual([]);
  });

  it('[ROUTE-44] /laboratory/compatibility lists every feature with its status and the copy button', async () => {
    renderAt('/laboratory/compatibility', CompatibilityPage);
    expect(screen.getByRole('heading', { level: 1, name: 'Compatibility' })).toBeInTheDocument();
    await screen.findByText(/features fully supported/);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(18);
    const intl = screen.getByRole('heading', { level: 3, name: 'Intl.Segmenter and DisplayNames' }).closest('li');
    expect(intl).toHaveTextContent(/(Supported|Partial|Missing).*Used for: The scratch pad's word count/);
    expect(screen.queryByText('Checking…')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy as text' })).toBeEnabled());
    expect(screen.getByText(/offers no client hints/)).toBeInTheDocument();
  });

  it('[ROUTE-44] /laboratory/temp keeps several notes in localStorage with a word count', async () => {
    renderAt('/laboratory/temp', TempPage);
    const editor = await screen.findByRole('textbox', { name: 'Note (Markdown)' });
    fireEvent.change(editor, { target: { value: '# Plan\n\nHello world 你好' } });
    expect(screen.getAllByText('5 words').length).toBeGreaterThan(0);
    fireEvent.blur(editor);
    const stored = JSON.parse(localStorage.getItem(notesKey) ?? '{}');
    expect(stored.notes).toHaveLength(1);
    expect(stored.notes[0].body).toBe('# Plan\n\nHello world 你好');
    fireEvent.click(screen.getByRole('button', { name: 'New note' }));
    expect(JSON.parse(localStorage.getItem(notesKey) ?? '{}').notes).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Note (Markdown)' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: /Plan/ }));
    expect(screen.getByRole('textbox', { name: 'Note (Markdown)' })).toHaveValue('# Plan\n\nHello world 你好');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    // The preview's Markdown code is a chunk of its own, loaded now (slow on a busy machine).
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan' }, { timeout: 20_000 })).toBeInTheDocument();
  }, 30_000);

  it('[ROUTE-44] /laboratory/card previews the card, warns on low contrast and shows the snippet', () => {
    renderAt('/laboratory/card', CardPage);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Friend' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Link' }), { target: { value: 'https://friend.example/' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Colour' }), { target: { value: '#ffff00' } });
    expect(screen.getByRole('heading', { level: 3, name: 'Friend' })).toBeInTheDocument();
    expect(screen.getByText(/Warning: on the light card only 1\.07:1/)).toBeInTheDocument();
    expect(screen.getByText(/On the dark card: 1[0-9]\.\d\d:1/)).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('snippet').textContent ?? '')).toMatchObject({
      name: 'Friend',
      link: 'https://friend.example/',
      colour: '#ffff00',
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Colour' }), { target: { value: 'red' } });
    expect(screen.getByText(/Not a colour/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy YAML' })).toBeDisabled();
  });

  it('[ROUTE-41] the components page links each of the twelve demos', () => {
    renderAt('/laboratory/components', ComponentsPage);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(specDemoNames.map((name) => `/laboratory/components/${name}`));
  });

  it.each(specDemoNames)('[ROUTE-41] the %s demo renders one h1 and its controls without errors', async (name) => {
    const Page = (await import(`./components/${name}.tsx`)).default as ComponentType;
    renderAt(`/laboratory/components/${name}`, Page);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All components' })).toBeInTheDocument();
    // [LAYOUT-30] Issue 19: the breadcrumb, and so the title, name the demo as its heading does, not by its path.
    const heading = screen.getByRole('heading', { level: 1 }).textContent;
    expect(heading).not.toBe(name);
    expect(usePageStore.getState().breadcrumb_label).toEqual({
      path: `/laboratory/components/${name}`,
      text: heading,
      crumbs: undefined,
    });
  });
});
