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
import { type APIRequestContext, type Browser, expect, type Page, test } from './test.ts';
import { editPath, itemPath, makeEditor, savePage } from './wiki-support.ts';

/**
 * Editing the wiki in Chromium against the real server: a page created from the editor with its live preview, red
 * links and backlinks after a save, the draft kept across a reload, two editors in two browser contexts (disjoint
 * edits merge, overlapping ones give the conflict view and lose nothing), history, a diff and a restore.
 */

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

englishInterface();
guardConsole();

const sourceBox = (page: Page) => page.getByRole('textbox', { name: /^(Page text \(Markdown\)|Your text)$/ });

test('[ROUTE-20] the edit page at a multi-segment id creates the page, with a live preview; its red link turns blue after the target is saved, which lists it under "Linked from"', async ({
  page,
  request,
}) => {
  const id = `${unique('e2e-new', '-')}/笔记/new page`;
  const target = unique('e2e-target', '-');
  await signIn(page, admin);
  await page.goto(editPath(id));
  await expect(page.getByRole('heading', { level: 1, name: `Creating ${id}` })).toBeVisible();
  await sourceBox(page).fill(`# Fresh page\n\nSee [[${target}]] soon.`);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('soon.')).toBeVisible(); // rendered by the server (the title shows as the page's h1)
  await page.getByRole('textbox', { name: 'Summary of the change' }).fill('first words');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(itemPath(id));
  const red = page.getByRole('link', { name: `${target} (page does not exist)` });
  await expect(red).toBeVisible();
  await expect(red).toHaveClass(/wiki-link-missing/);
  // The target is written: the link resolves, and the target page lists this one.
  await savePage(request, admin, target, '# The target\n\nHere.');
  await page.reload();
  await expect(page.getByRole('link', { name: target, exact: true })).not.toHaveClass(/wiki-link-missing/);
  await page.goto(itemPath(target));
  await expect(
    page.getByRole('navigation', { name: 'Linked from' }).getByRole('link', { name: 'Fresh page' }),
  ).toBeVisible();
  allowNotFoundResponses(page);
});

test('the unsaved draft survives a reload, and the editor can discard it', async ({ page, request }) => {
  const id = unique('e2e-draft', '-');
  await savePage(request, admin, id, '# Draft page\n\nStored text.');
  await signIn(page, admin);
  await page.goto(editPath(id));
  await expect(sourceBox(page)).toHaveValue('# Draft page\n\nStored text.');
  await sourceBox(page).fill('# Draft page\n\nTyped but not saved.');
  await page.waitForTimeout(600); // the draft is written once the typing pauses (400 ms)
  page.once('dialog', (dialog) => dialog.accept()); // "leave anyway?" of beforeunload
  await page.reload();
  await expect(sourceBox(page)).toHaveValue('# Draft page\n\nTyped but not saved.');
  await expect(page.getByText('Your unsaved draft from before was restored.')).toBeVisible();
  await page.getByRole('button', { name: 'Discard the draft' }).click();
  await expect(sourceBox(page)).toHaveValue('# Draft page\n\nStored text.');
});

/** A second editor's page in its own browser context (its own storage), signed in, in English. */
async function secondEditor(browser: Browser, tokenid: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  watchConsole(page, { allow: /status of 409/ });
  await setInitialLanguage(page);
  await signIn(page, tokenid);
  return page;
}

/** A page of seven lines saved by the admin, an editor who is not the admin, and both signed in: the admin on `page`. */
async function twoEditors(page: Page, browser: Browser, request: APIRequestContext) {
  const uid = unique('weditor');
  const other = await registerByApi(request, uid);
  await makeEditor(request, admin, uid);
  const id = unique('e2e-two', '-');
  const text = ['# Shared', '', 'line one', '', 'line two', '', 'line three'].join('\n');
  await savePage(request, admin, id, text);
  await signIn(page, admin);
  const second = await secondEditor(browser, other);
  await page.goto(editPath(id));
  await second.goto(editPath(id));
  await expect(sourceBox(page)).toHaveValue(text);
  await expect(sourceBox(second)).toHaveValue(text);
  return { id, text, second };
}

test('two editors in two browser contexts edit the same page: disjoint edits merge', async ({
  page,
  browser,
  request,
}) => {
  const { id, text, second } = await twoEditors(page, browser, request);
  await sourceBox(page).fill(text.replace('line one', 'line ONE by admin'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(itemPath(id));
  // The address changes before the item route has rendered (a lazy route in a transition): the editor goes first.
  await expect(sourceBox(page)).toHaveCount(0);
  await sourceBox(second).fill(text.replace('line three', 'line THREE by editor'));
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toHaveURL(itemPath(id));
  // The address changes before the item route has rendered (a lazy route in a transition): the editor goes first.
  await expect(sourceBox(second)).toHaveCount(0);
  // The page as saved, read in the item's article: until the navigation commits, the edit page may still re-render
  // with the merged revision's source (its query refreshed by the save), so the text can be in an editor too.
  const saved = second.getByRole('article');
  await expect(saved.getByText('line ONE by admin')).toBeVisible();
  await expect(saved.getByText('line THREE by editor')).toBeVisible();
  // And then the editor is gone for good.
  await expect(sourceBox(second)).toHaveCount(0);
  await second.context().close();
});

test('two editors in two browser contexts: overlapping edits show both texts, and the author saves without losing either', async ({
  page,
  browser,
  request,
}) => {
  const { id, text, second } = await twoEditors(page, browser, request);
  await sourceBox(page).fill(text.replace('line two', 'line two, the admin’s way'));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(itemPath(id));
  // The address changes before the item route has rendered (a lazy route in a transition): the editor goes first.
  await expect(sourceBox(page)).toHaveCount(0);
  const yours = text.replace('line two', 'line two, the editor’s way');
  await sourceBox(second).fill(yours);
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByRole('heading', { name: 'Someone else saved this page meanwhile' })).toBeVisible();
  await expect(second.getByRole('textbox', { name: /^Their text/ })).toHaveValue(/line two, the admin’s way/);
  await expect(second.getByRole('textbox', { name: 'Your text' })).toHaveValue(yours);
  // The author keeps both sentences and saves again, now based on the admin's revision.
  await sourceBox(second).fill(
    yours.replace('line two, the editor’s way', 'line two, the admin’s way and the editor’s way'),
  );
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toHaveURL(itemPath(id));
  // The address changes before the item route has rendered (a lazy route in a transition): the editor goes first.
  await expect(sourceBox(second)).toHaveCount(0);
  await expect(second.getByRole('article').getByText('line two, the admin’s way and the editor’s way')).toBeVisible();
  await expect(sourceBox(second)).toHaveCount(0);
  allowConsoleErrors(second, /status of 409/);
  await second.context().close();
});

test('history lists every revision; any two compare with changes named in words; an old revision is restored', async ({
  page,
  request,
}) => {
  const id = unique('e2e-history', '-');
  const r1 = await savePage(request, admin, id, '# History\n\nThe first text.', 0, 'created');
  const r2 = await savePage(request, admin, id, '# History\n\nThe second text.', r1, 'second');
  await savePage(request, admin, id, '# History\n\nThe third text.\n\nMore.', r2, 'third');
  await signIn(page, admin);
  await page.goto(`${itemPath(id)}?view=history`);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4); // the header and three revisions
  await page.getByRole('radio', { name: 'Compare from revision 1' }).check();
  await page.getByRole('radio', { name: 'Compare to revision 3' }).check();
  await page.getByRole('button', { name: 'Compare selected revisions' }).click();
  await expect(page).toHaveURL(`${itemPath(id)}?view=diff&from=1&to=3`);
  await expect(page.getByRole('heading', { name: 'Changes from revision 1 to revision 3' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.locator('del').first()).toContainText('removed');
  await expect(table.locator('ins').first()).toContainText('added');
  // Narrow screens read it inline, the signs still in words.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect(page.getByRole('radio', { name: 'Inline' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
  // Read revision 1 and restore it.
  await page.goto(`${itemPath(id)}?revision=1`);
  await expect(page.getByText('You are reading revision 1 of this page')).toBeVisible();
  await page.getByRole('button', { name: 'Restore this revision' }).click();
  await expect(page).toHaveURL(itemPath(id));
  await expect(page.getByText('The first text.')).toBeVisible();
  await page.goto(`${itemPath(id)}?view=history`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
  await expect(page.getByText('restored revision 1')).toBeVisible();
});

test('a rename keeps the history, the old address redirects, and links to the old name keep working', async ({
  page,
  request,
}) => {
  const old = unique('e2e-old', '-');
  const renamed = `${old}-moved/here`;
  const linking = unique('e2e-linking', '-');
  await savePage(request, admin, old, '# Moving page\n\nFirst.');
  await savePage(request, admin, linking, `# Linking page\n\nTo [[${old}|the moving page]].`);
  await signIn(page, admin);
  await page.goto(editPath(old));
  await page.getByText('Rename or move').click();
  await page.getByRole('textbox', { name: 'New name (use / for folders)' }).fill(renamed);
  await page.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page).toHaveURL(itemPath(renamed));
  await page.goto(`${itemPath(renamed)}?view=history`);
  await expect(page.getByText('renamed', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Compare to revision 1' })).toBeVisible();
  await page.goto(itemPath(old));
  await expect(page.getByRole('heading', { level: 1, name: 'Moving page' })).toBeVisible();
  await expect(page.getByText(`Redirected from ${old}`)).toBeVisible();
  await page.goto(itemPath(linking));
  const link = page.getByRole('link', { name: 'the moving page' });
  await expect(link).not.toHaveClass(/wiki-link-missing/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moving page' })).toBeVisible();
});
