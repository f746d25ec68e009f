import type { LinkAdminEntry, LinkApplicationAdmin, LinkEntry } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { clearToasts } from '../../../ui/toast-store.ts';
import LinksManager from './links-manager.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['links_admin', 'errors', 'ui']);
  await import('../../../ui/dialog-view.tsx'); // the dialogs' lazy chunk, loaded once before the first test opens one
});

const entryOf = (id: number, name: string, classId: number | null): LinkEntry => ({
  id,
  name,
  avatar: '',
  avatar_source: '',
  colour: '#336699',
  description: '',
  link: `https://${name.toLowerCase()}.example/`,
  kind: 'friend',
  class_id: classId,
  order: 0,
  feed_url: '',
  added_at: '2026-01-01T00:00:00.000Z',
  health: { state: 'ok', since: null },
});

/** The fake server: two classes, three entries in the first, one pending and one declined request. */
let classes: { id: number; name: string }[];
let entries: LinkEntry[];
let applications: LinkApplicationAdmin[];
let refreshAnswer: unknown;
const calls: { path: string; body: Record<string, unknown> }[] = [];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown) => json({ status: 'success', message: 'success', data });
const refused = (field: string, message: string) =>
  json({ status: 'error', message: 'invalid_input', data: { field, issues: [{ field, message }] } }, 400);

const directory = () => ({
  classes: classes.map((c, order) => ({ ...c, order, entries: entries.filter((e) => e.class_id === c.id) })),
  unclassified: entries.filter((e) => e.class_id === null),
});
const adminEntry = (e: LinkEntry): LinkAdminEntry => ({ ...e, feed: null, last_checked_at: null });

beforeEach(() => {
  calls.length = 0;
  classes = [
    { id: 1, name: 'Blogs' },
    { id: 2, name: 'Tools' },
  ];
  entries = [entryOf(11, 'Ann', 1), entryOf(12, 'Ben', 1), entryOf(13, 'Cat', 1)];
  const request = {
    name: 'Dora',
    link: 'https://dora.example/',
    avatar: '',
    colour: '',
    description: 'Dora’s garden',
    feed_url: '',
    message: 'Hello!\nLinked you back.',
    created_at: '2026-01-03T00:00:00.000Z',
    decided_at: null,
    entry_id: null,
    uid: null,
    email: 'dora@example.com',
  };
  applications = [
    { ...request, id: 5, state: 'pending' },
    {
      ...request,
      id: 4,
      name: 'Eve',
      state: 'declined',
      decided_at: '2026-01-04T00:00:00.000Z',
      email: null,
      uid: 'eve',
    },
  ];
  refreshAnswer = { done: true, summary: { feeds: 2, feed_errors: 1, links: 3, link_errors: 0 } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input)).pathname.replace('/api/', '');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path, body });
      switch (path) {
        case 'links/get_classes.php':
          return ok(directory());
        case 'links/get_admin_state.php': {
          const down = {
            ...adminEntry(entryOf(20, 'Gone', null)),
            health: { state: 'unreachable', since: '2026-01-01T00:00:00.000Z' },
          };
          return ok({ entries: entries.map(adminEntry), unreachable: [down] });
        }
        case 'links/get_applications.php':
          return ok(applications);
        case 'links/reorder_entries.php': {
          const ids = body.ids as number[];
          entries.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
          return ok({ ids });
        }
        case 'links/save_entry.php': {
          const entry = body.entry as LinkEntry;
          if (entry.link.includes('refused')) return refused('entry.link', 'must not be refused');
          const saved = { ...entryOf(30, entry.name, entry.class_id), ...entry, id: 30 };
          entries.push(saved);
          return ok(saved);
        }
        case 'links/decide_application.php': {
          const found = applications.find((a) => a.id === body.id);
          if (!found) throw new Error('unknown request');
          found.state = body.decision === 'approve' ? 'approved' : 'declined';
          return ok({ ...found });
        }
        case 'links/refresh.php':
          return ok(refreshAnswer);
        default:
          throw new Error(`unexpected call ${path}`);
      }
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

/** Types `text` into `field` at once (a paste: per-key typing is slow on a loaded machine). */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** The section a heading names (by its `aria-labelledby`): quicker to find than by role on a loaded machine. */
const regionOf = (heading: HTMLElement) => {
  const section = heading.closest('section');
  if (section === null) throw new Error('no section');
  return section;
};

/** The dialog holding `title`. */
const dialogOf = (title: HTMLElement) => {
  const dialog = title.closest<HTMLElement>('[role="dialog"]');
  if (dialog === null) throw new Error('no dialog');
  return dialog;
};

function renderManager() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <LinksManager tokenid="admin-token" />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const namesIn = (group: HTMLElement) =>
  within(group)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[class*="itemTitle"] > span')?.textContent);

// Each runs in 1-3 s; the margin is for a loaded machine (the CI's and this one's cores are shared).
describe('the links manager', { timeout: 15_000 }, () => {
  it('moves an entry by keyboard: the order changes at once and is saved, focus stays on the button, the new place is announced', async () => {
    const user = userEvent.setup();
    renderManager();
    const group = regionOf(await screen.findByText('Blogs', { selector: 'h4' }));
    expect(namesIn(group)).toEqual(['Ann', 'Ben', 'Cat']);
    const down = within(group).getByLabelText('Move “Ann” down');
    down.focus();
    await user.keyboard('{Enter}');
    expect(namesIn(group)).toEqual(['Ben', 'Ann', 'Cat']);
    expect(document.activeElement).toBe(within(group).getByLabelText('Move “Ann” down'));
    expect(screen.getByText('“Ann” is now 2 of 3.')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === 'links/reorder_entries.php').length).toBe(1));
    expect(calls.find((c) => c.path === 'links/reorder_entries.php')?.body).toEqual({
      tokenid: 'admin-token',
      ids: [12, 11, 13],
    });
    await user.keyboard(' ');
    expect(namesIn(group)).toEqual(['Ben', 'Cat', 'Ann']);
    // At the end, Move down keeps focus, says it is unavailable and sends nothing.
    const last = within(group).getByLabelText('Move “Ann” down');
    expect(document.activeElement).toBe(last);
    expect(last.getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(calls.filter((c) => c.path === 'links/reorder_entries.php').length).toBe(2));
    await user.keyboard('{Enter}');
    expect(calls.filter((c) => c.path === 'links/reorder_entries.php').length).toBe(2);
    expect(namesIn(group)).toEqual(['Ben', 'Cat', 'Ann']);
  });

  it('refuses a javascript: link and a colour that is not one beside their fields, sending nothing', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByText('Add entry', { selector: 'button' }));
    const dialog = dialogOf(await screen.findByText('New entry'));
    await fill(user, within(dialog).getByLabelText('Name'), 'Mallory');
    await fill(user, within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    await fill(user, within(dialog).getByLabelText('Colour'), 'red;}');
    await user.click(within(dialog).getByText('Save', { selector: 'button' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('2 fields were not accepted.');
    const link = within(dialog).getByLabelText('Link');
    expect(link.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Colour').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(calls.some((c) => c.path === 'links/save_entry.php')).toBe(false);
  });

  it('shows the server’s 400 beside the field it names', async () => {
    const user = userEvent.setup();
    renderManager();
    await user.click(await screen.findByText('Add entry', { selector: 'button' }));
    const dialog = dialogOf(await screen.findByText('New entry'));
    await fill(user, within(dialog).getByLabelText('Name'), 'Refused');
    await fill(user, within(dialog).getByLabelText('Link'), 'https://refused.example/');
    await user.click(within(dialog).getByText('Save', { selector: 'button' }));
    const link = within(dialog).getByLabelText('Link');
    await waitFor(() => expect(link.getAttribute('aria-invalid')).toBe('true'));
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not accepted: must not be refused',
    );
  });

  it('lists the requests with their senders and approves one into the class chosen', async () => {
    const user = userEvent.setup();
    renderManager();
    const pending = await screen.findByRole('region', { name: 'Pending (1)' });
    expect(within(pending).getByText(/from guest dora@example\.com/)).toBeTruthy();
    expect(within(pending).getByText(/Linked you back/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Decided' })).getByText(/from user eve/)).toBeTruthy();
    await user.selectOptions(within(pending).getByRole('combobox', { name: 'Class when approved' }), 'Tools');
    await user.click(within(pending).getByRole('button', { name: 'Approve “Dora”' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'links/decide_application.php')).toBe(true));
    expect(calls.find((c) => c.path === 'links/decide_application.php')?.body).toEqual({
      tokenid: 'admin-token',
      id: 5,
      decision: 'approve',
      class_id: 2,
    });
    expect(await screen.findByRole('region', { name: 'Pending (0)' })).toBeTruthy();
  });

  it('refreshes now and says what the round found, or that it goes on; lists the unreachable entries', async () => {
    const user = userEvent.setup();
    renderManager();
    const unreachable = await screen.findByRole('region', { name: 'Unreachable for 3 days or more' });
    expect(await within(unreachable).findByText('Gone')).toBeTruthy();
    expect(within(unreachable).getByText(/^Unreachable since/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('Done: 2 feeds read (1 failed), 3 links checked (0 failed).')).toBeTruthy();
    refreshAnswer = { done: false, summary: null };
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText(/^Still running/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export OPML' }).getAttribute('href')).toBe('/links.opml');
    expect(screen.getByText('npm run import -- --opml <file.opml>')).toBeTruthy();
  });
});

describe('the manager’s strings', () => {
  it('has the same keys, none empty, in all four languages', async () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)];
    const en = (await import('../../../locales/en/links_admin.json')).default;
    for (const language of ['zh', 'zh-tw', 'ja']) {
      const other = (await import(`../../../locales/${language}/links_admin.json`)).default;
      expect(keys(other).sort(), language).toEqual(keys(en).sort());
      for (const key of keys(other)) {
        const text = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], other);
        expect(text, `${language}:${key}`).not.toBe('');
      }
    }
  });
});
