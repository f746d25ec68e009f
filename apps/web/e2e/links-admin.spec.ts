import { adminToken, englishInterface, guardConsole, registerByApi, signIn, unique } from './support.ts';
import { type APIRequestContext, expect, type Locator, type Page, test } from './test.ts';

/**
 * The admin's links manager (issue 18 points 3-5) in Chromium against the real server, at `/links?manage=1`: a
 * class and an entry added and edited in the UI, entries and classes reordered by keyboard alone (the order then
 * seen on the public /links page), a hostile entry refused beside its fields with nothing saved, friend-link
 * requests approved (the card then on /links/friends) and declined, and the manager at 320 px.
 */

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

englishInterface();
// The refused entry's check runs in the browser: nothing is sent, so no refused call is logged either.
guardConsole();

/** Saves a class through the API, answering its id. */
async function saveClass(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.post('/api/links/save_class.php', { data: { tokenid: admin, class: { name } } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data.id;
}

/** Saves an entry through the API, answering its id. */
async function saveEntry(request: APIRequestContext, entry: Record<string, unknown>): Promise<number> {
  const answer = await request.post('/api/links/save_entry.php', { data: { tokenid: admin, entry } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data.id;
}

/** Sends a friend-link request as a new user, answering the site's name. */
async function applyAsUser(request: APIRequestContext, name: string): Promise<void> {
  const tokenid = await registerByApi(request, unique('applicant'));
  const answer = await request.post('/api/links/apply.php', {
    data: {
      tokenid,
      application: {
        name,
        link: `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.e2e.invalid/`,
        description: 'A garden of notes',
        message: 'Linked you back from my blogroll.',
      },
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The manager on /links?manage=1, signed in as the admin. */
async function openManager(page: Page): Promise<Locator> {
  await signIn(page, admin);
  await page.goto('/links?manage=1');
  const manager = page.getByRole('region', { name: 'Manage links' });
  await expect(manager.getByRole('heading', { name: 'Entries' })).toBeVisible();
  return manager;
}

/** Whether `first` shows before `second` in the page's main content (both visible). */
async function showsBefore(page: Page, first: string, second: string): Promise<boolean> {
  const main = page.getByRole('main');
  await expect(main.getByText(first, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(second, { exact: true }).first()).toBeVisible();
  const text = await main.innerText();
  return text.indexOf(first) < text.indexOf(second);
}

test('[ROUTE-21] [SITE-08] the admin adds a class and an entry with every field, then edits it; /links shows it', async ({
  page,
}) => {
  const className = unique('Class N', ' ');
  const entry = unique('Ann site', ' ');
  const manager = await openManager(page);

  await manager.getByRole('button', { name: 'Add class' }).click();
  const classDialog = page.getByRole('dialog', { name: 'New class' });
  await classDialog.getByRole('textbox', { name: 'Class name' }).fill(className);
  await classDialog.getByRole('button', { name: 'Save' }).click();
  await expect(classDialog).toBeHidden();
  const group = manager.getByRole('region', { name: className, exact: true });
  await expect(group).toBeVisible();

  await manager.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New entry' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(entry);
  await dialog.getByRole('textbox', { name: 'Link', exact: true }).fill('https://ann.e2e.invalid/');
  await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Notes on type');
  await dialog.getByRole('textbox', { name: 'Avatar address' }).fill('https://ann.e2e.invalid/me.png');
  await dialog.getByRole('textbox', { name: 'Feed address' }).fill('https://ann.e2e.invalid/feed.xml');
  await dialog.getByRole('textbox', { name: 'Colour', exact: true }).fill('#3366cc');
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Friend' });
  await dialog.getByRole('combobox', { name: 'Class' }).selectOption({ label: className });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(group.getByText(entry, { exact: true })).toBeVisible();

  await group.getByRole('button', { name: `Edit “${entry}”` }).click();
  const edit = page.getByRole('dialog', { name: `Edit “${entry}”` });
  await expect(edit.getByRole('textbox', { name: 'Avatar address' })).toHaveValue('https://ann.e2e.invalid/me.png');
  await expect(edit.getByRole('combobox', { name: 'Kind' })).toHaveValue('friend');
  await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('Notes on type and ink');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`Saved “${entry}”`)).toBeVisible();

  // The directory below the manager is the public page's: the card links the site by its name.
  const card = page.getByRole('link', { name: entry, exact: true });
  await expect(card).toHaveAttribute('href', 'https://ann.e2e.invalid/');
  await expect(page.getByRole('main').getByText('Notes on type and ink', { exact: true })).toHaveCount(1);
});

test('[ROUTE-21] entries and classes are reordered by keyboard alone: focus stays on the button, the place is announced, /links follows', async ({
  page,
  request,
}) => {
  const first = unique('Class A', ' ');
  const second = unique('Class B', ' ');
  const entry = unique('Ann site', ' ');
  const other = unique('Ben site', ' ');
  const classId = await saveClass(request, first);
  await saveClass(request, second);
  await saveEntry(request, { name: entry, link: 'https://ann.e2e.invalid/', class_id: classId });
  await saveEntry(request, { name: other, link: 'https://ben.e2e.invalid/', class_id: classId });
  const manager = await openManager(page);
  const group = manager.getByRole('region', { name: first, exact: true });

  // The entry moves down: focus its button, press Enter.
  const down = group.getByRole('button', { name: `Move “${entry}” down` });
  await down.focus();
  const savedEntries = page.waitForResponse((r) => r.url().includes('/links/reorder_entries.php'));
  await page.keyboard.press('Enter');
  expect((await savedEntries).ok()).toBe(true);
  await expect(group.getByRole('button', { name: `Move “${entry}” down` })).toBeFocused();
  // Now last: its Move down says so and keeps focus.
  await expect(group.getByRole('button', { name: `Move “${entry}” down` })).toHaveAttribute('aria-disabled', 'true');
  await expect(manager.getByRole('status').filter({ hasText: `“${entry}” is now 2 of 2.` })).toBeAttached();

  // The second class moves up above the first: Space.
  await manager.getByRole('button', { name: `Move “${second}” up` }).focus();
  const savedClasses = page.waitForResponse((r) => r.url().includes('/links/reorder_classes.php'));
  await page.keyboard.press('Space');
  expect((await savedClasses).ok()).toBe(true);
  await expect(manager.getByRole('button', { name: `Move “${second}” up` })).toBeFocused();

  // The public page, without the manager.
  await page.goto('/links');
  expect(await showsBefore(page, other, entry)).toBe(true);
  expect(await showsBefore(page, second, first)).toBe(true);
});

test('a hostile entry (a javascript: link, a colour that is not one) is refused beside its fields and nothing is saved', async ({
  page,
  request,
}) => {
  const name = unique('Mallory', ' ');
  const manager = await openManager(page);
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/links/save_entry.php')) writes.push(r.url());
  });
  await manager.getByRole('button', { name: 'Add entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'New entry' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const link = dialog.getByRole('textbox', { name: 'Link', exact: true });
  const colour = dialog.getByRole('textbox', { name: 'Colour', exact: true });
  await link.fill('javascript:alert(1)');
  await colour.fill('red;}');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('2 fields were not accepted.');
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(/^Not accepted: /);
  await expect(colour).toHaveAccessibleDescription(/^Not accepted: /);
  await expect(link).toBeFocused();
  await expect(dialog).toBeVisible();
  expect(writes).toEqual([]);
  // Nothing stored under that name.
  const stored = JSON.stringify((await (await request.get('/api/links/get_classes.php')).json()).data);
  expect(stored).not.toContain(name);
});

test('the admin approves a user’s friend-link request (the card then shows on /links/friends) and declines another', async ({
  page,
  request,
}) => {
  const approved = unique('Dora garden', ' ');
  const declined = unique('Eve spam', ' ');
  await applyAsUser(request, approved);
  await applyAsUser(request, declined);
  const manager = await openManager(page);
  const requests = manager.getByRole('region', { name: 'Friend-link requests', exact: true });
  const pending = requests.getByRole('group', { name: `Decide on “${approved}”` });
  await expect(pending).toBeVisible();
  await expect(requests.getByText('Linked you back from my blogroll.').first()).toBeVisible();
  await expect(requests.getByText(/from user applicant_/).first()).toBeVisible();

  await pending.getByRole('button', { name: `Approve “${approved}”` }).click();
  await expect(page.getByText(`Approved “${approved}”: it is now a friend`)).toBeVisible();
  await requests.getByRole('button', { name: `Decline “${declined}”` }).click();
  await expect(page.getByText(`Declined “${declined}”`)).toBeVisible();
  const decided = requests.getByRole('region', { name: 'Decided', exact: true });
  await expect(decided.getByText(approved, { exact: true })).toBeVisible();
  await expect(decided.getByText(declined, { exact: true })).toBeVisible();

  await page.goto('/links/friends');
  await expect(page.getByRole('main').getByRole('link', { name: approved, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(declined, { exact: true })).toHaveCount(0);
});

for (const [language, title] of [
  ['zh', '管理链接'],
  ['zh-tw', '管理連結'],
  ['ja', 'リンクの管理'],
]) {
  test(`the manager reads in ${language}`, async ({ page }) => {
    // After englishInterface's script: this one's language wins.
    await page.addInitScript((lang) => {
      if (window.top === window) localStorage.setItem('settings', JSON.stringify({ language: lang }));
    }, language);
    await signIn(page, admin);
    await page.goto('/links?manage=1');
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Manage links' })).toHaveCount(0);
  });
}

test('the manager works at 320 px without horizontal overflow; Refresh now answers; OPML export is a download', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const manager = await openManager(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const opml = manager.getByRole('link', { name: 'Export OPML' });
  await expect(opml).toHaveAttribute('href', '/links.opml');
  await expect(opml).toHaveAttribute('download', /./);
  await expect(manager.getByText('npm run import -- --opml <file.opml>')).toBeVisible();
  await manager.getByRole('button', { name: 'Refresh now' }).click();
  await expect(manager.getByText(/^(Done: \d+ feeds read|Still running)/)).toBeVisible({ timeout: 25_000 });
});
