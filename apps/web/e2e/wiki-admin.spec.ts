import {
  adminToken,
  allowConsoleErrors,
  allowNotFoundResponses,
  englishInterface,
  guardConsole,
  registerByApi,
  setInitialLanguage,
  signIn,
  unique,
  watchConsole,
} from './support.ts';
import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from './test.ts';
import { editPath, itemPath, savePage } from './wiki-support.ts';

/**
 * The wiki's administration in Chromium against the real server: an editor deletes a page (asked first; links to
 * it turn red), the admin makes a user an editor on the wiki's home and takes it back (the UI and the API follow),
 * and the editor asks before an in-app navigation (a header link, Back) drops unsaved text.
 */

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

englishInterface();
guardConsole();

const sourceBox = (page: Page) => page.getByRole('textbox', { name: 'Page text (Markdown)' });
const pageActions = (page: Page) => page.getByRole('navigation', { name: 'Page actions' });
const headerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** True when the keyboard focus is inside `dialog` (a modal dialog takes it when it opens and keeps it there). */
const holdsFocus = (dialog: Locator) => dialog.evaluate((node) => node.contains(document.activeElement));

/** A page of `browser` in its own context (its own storage), in English, signed in with `tokenid` unless null. */
async function otherReader(browser: Browser, tokenid: string | null): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  watchConsole(page);
  await setInitialLanguage(page);
  if (tokenid !== null) await signIn(page, tokenid);
  return page;
}

test('[ROLE-01] a guest reads a page without Delete (nor Edit)', async ({ page, request }) => {
  const id = unique('e2e-guest-reads', '-');
  await savePage(request, admin, id, '# Guest page\n\nRead only.');
  await page.goto(itemPath(id));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest page' })).toBeVisible();
  await expect(pageActions(page).getByRole('link', { name: 'History' })).toBeVisible();
  await expect(pageActions(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('[ROLE-01] an editor deletes a page after confirming (Escape and Cancel keep it); links to it turn red', async ({
  page,
  request,
}) => {
  const doomed = unique('e2e-doomed', '-');
  const linking = unique('e2e-links-doomed', '-');
  await savePage(request, admin, doomed, '# Doomed page\n\nSoon gone.');
  await savePage(request, admin, linking, `# Linking page\n\nSee [[${doomed}]].`);
  await signIn(page, admin);
  await page.goto(itemPath(doomed));
  const remove = pageActions(page).getByRole('button', { name: 'Delete' });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this page?' });
  await expect(dialog).toContainText('“Doomed page” and its whole history will be deleted.');
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused(); // focus back where it was
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(itemPath(doomed));
  expect((await request.get(`/api/wiki/get_item.php?id=${encodeURIComponent(doomed)}`)).status()).toBe(200);

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete the page' }).click();
  await expect(page).toHaveURL('/wiki');
  await expect(page.getByText('Page “Doomed page” deleted')).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Pages' });
  await expect(tree.getByText('Linking page')).toBeVisible();
  await expect(tree.getByText('Doomed page')).toHaveCount(0);
  expect((await request.get(`/api/wiki/get_item.php?id=${encodeURIComponent(doomed)}`)).status()).toBe(404);
  await page.goto(itemPath(linking));
  const red = page.getByRole('link', { name: `${doomed} (page does not exist)` });
  await expect(red).toHaveClass(/wiki-link-missing/);
  await expect(red).toHaveAttribute('href', editPath(doomed));
  allowNotFoundResponses(page); // the deleted page's own query, asked again as the page leaves
});

test('[ROLE-01] the admin makes a user an editor on the wiki home, who then edits; removed, they cannot (UI hidden, API 403)', async ({
  page,
  browser,
  request,
}) => {
  const uid = unique('weditor');
  const token = await registerByApi(request, uid);
  const id = unique('e2e-granted', '-');
  await savePage(request, admin, id, '# Granted page\n\nFirst text.');
  await signIn(page, admin);
  await page.goto('/wiki');
  const panel = page.getByRole('region', { name: 'Editors' });
  const field = panel.getByRole('textbox', { name: 'User ID of the new editor' });
  // An unknown uid is said under the field, the keyboard alone submits.
  await field.fill(`${uid}_nobody`);
  await field.press('Enter');
  await expect(panel.getByRole('alert')).toHaveText(`There is no user with the ID “${uid}_nobody”.`);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  allowConsoleErrors(page, /status of 404/);
  await field.fill(uid);
  await field.press('Enter');
  const list = panel.getByRole('list', { name: 'Editors' });
  await expect(list.getByText(`(${uid})`)).toBeVisible();
  await expect(field).toHaveValue('');

  const editor = await otherReader(browser, token);
  await editor.goto(itemPath(id));
  await expect(pageActions(editor).getByRole('button', { name: 'Delete' })).toBeVisible();
  await pageActions(editor).getByRole('link', { name: 'Edit' }).click();
  await sourceBox(editor).fill('# Granted page\n\nWritten by the new editor.');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveURL(itemPath(id));
  await expect(editor.getByText('Written by the new editor.')).toBeVisible();

  // The admin takes it back, from the keyboard.
  const removeButton = list.getByRole('button', { name: `Remove ${uid} (${uid}) as editor` });
  await removeButton.focus();
  await page.keyboard.press('Enter');
  await expect(list.getByText(`(${uid})`)).toHaveCount(0);
  await expect(panel.getByText('No editors yet: only the administrator edits.')).toBeVisible();

  await editor.reload();
  await expect(editor.getByRole('heading', { level: 1, name: 'Granted page' })).toBeVisible();
  await expect(pageActions(editor).getByRole('link', { name: 'History' })).toBeVisible();
  await expect(pageActions(editor).getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(editor.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const refused = await request.post('/api/wiki/save_item.php', {
    form: { tokenid: token, id, source: 'not allowed', base_revision: '2' },
  });
  expect(refused.status()).toBe(403);
  const deleted = await request.post('/api/wiki/delete_item.php', { form: { tokenid: token, id } });
  expect(deleted.status()).toBe(403);
  await editor.context().close();
});

const stored = '# Leave page\n\nStored text.';
const typed = '# Leave page\n\nTyped, not saved.';

/**
 * The admin on the edit page of a new page, reached from the page itself (so Back stays in the app), with `typed`
 * typed and not saved unless null; answers the page's id.
 */
async function openEditor(page: Page, request: APIRequestContext, typed: string | null): Promise<string> {
  const id = unique('e2e-leave', '-');
  await savePage(request, admin, id, stored);
  await signIn(page, admin);
  await page.goto(itemPath(id));
  await pageActions(page).getByRole('link', { name: 'Edit' }).click();
  await expect(sourceBox(page)).toHaveValue(stored);
  if (typed !== null) await sourceBox(page).fill(typed);
  return id;
}
const leaveDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Leave the editor?' });

test('unsaved text: a header link asks first in a dialog that keeps the focus; Stay and Escape keep the text, Leave goes', async ({
  page,
  request,
}) => {
  const id = await openEditor(page, request, typed);
  const dialog = leaveDialog(page);
  await headerLink(page, 'Blog').click();
  await expect(dialog).toContainText('You have unsaved changes. Leave anyway?');
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab'); // the focus stays in the dialog
  await expect.poll(() => holdsFocus(dialog)).toBe(true);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(editPath(id));
  await expect(sourceBox(page)).toHaveValue(typed);
  await headerLink(page, 'Blog').click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(editPath(id));
  await headerLink(page, 'Blog').click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/blog');
});

test('unsaved text: Back asks first; Stay keeps the page and the text, Leave goes back; the kept draft asks again', async ({
  page,
  request,
}) => {
  const id = await openEditor(page, request, typed);
  const dialog = leaveDialog(page);
  await page.goBack();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(editPath(id));
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(editPath(id));
  await expect(sourceBox(page)).toHaveValue(typed);
  await page.goBack();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(itemPath(id));
  await expect(page.getByRole('heading', { level: 1, name: 'Leave page' })).toBeVisible();
  // Forward into the editor: the unsaved draft is back, so Back asks again.
  await page.goForward();
  await expect(sourceBox(page)).toHaveValue(typed);
  await page.goBack();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(editPath(id));
});

test('no question without unsaved changes (a link, Back) nor after a save', async ({ page, request }) => {
  const id = await openEditor(page, request, null);
  const dialog = leaveDialog(page);
  await headerLink(page, 'Blog').click();
  await expect(page).toHaveURL('/blog');
  await page.goBack();
  await expect(sourceBox(page)).toHaveValue(stored);
  await page.goBack();
  await expect(page).toHaveURL(itemPath(id));
  await page.goForward();
  await sourceBox(page).fill('# Leave page\n\nSaved text.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(itemPath(id));
  await expect(page.getByText('Saved text.')).toBeVisible();
  await headerLink(page, 'Blog').click();
  await expect(page).toHaveURL('/blog');
  await expect(dialog).toHaveCount(0);
});
