import {
  adminToken,
  allowConsoleErrors,
  allowNotFoundResponses,
  englishInterface,
  fetchSiteName,
  guardConsole,
  registerByApi,
  signIn,
  unique,
} from './support.ts';
import { expect, test } from './test.ts';
import { editPath, itemPath, savePage } from './wiki-support.ts';

/**
 * Reading the wiki in Chromium against the real server: the home page's tree and lists, items at multi-segment,
 * CJK and space ids, the spec's flags (manual_title, no_scroll_to_top), "Wiki Item Not Found" in the four
 * languages, and a guest who reads but cannot edit. Editing: wiki-editing.spec.ts.
 */

let siteName = '';
let admin = '';
test.beforeAll(async ({ request }) => {
  siteName = await fetchSiteName(request);
  admin = await adminToken(request);
});

englishInterface();
guardConsole();

test('[ROUTE-16] "/wiki" shows the wiki page: the page tree as a keyboard tree, recent changes, maintenance lists', async ({
  page,
  request,
}) => {
  const folder = unique('e2e-home', '-');
  await savePage(request, admin, `${folder}/child`, `# Child of ${folder}\n\nSee [[${folder}-wanted]].`);
  await savePage(request, admin, `${folder}-sibling`, `# Sibling of ${folder}`); // never the tree's only folder
  await page.goto('/wiki');
  await expect(page.getByRole('heading', { level: 1, name: 'Wiki' })).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Pages' });
  const folderItem = tree.getByRole('treeitem', { name: new RegExp(`^▸?\\s*${folder}`) });
  await expect(folderItem).toHaveAttribute('aria-expanded', 'false');
  await folderItem.focus();
  await page.keyboard.press('ArrowRight');
  await expect(folderItem).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  const child = tree.getByRole('treeitem', { name: `Child of ${folder}` });
  await expect(child).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(folderItem).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(itemPath(`${folder}/child`));
  await page.goto('/wiki');
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Child of ${folder}` }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wanted pages' })).toBeVisible();
  await expect(page.getByText(`${folder}-wanted`)).toBeVisible();
});

test('[ROUTE-17] [ROUTE-18] an item at a multi-segment id with CJK and spaces opens, titled "<title> - <site>"', async ({
  page,
  request,
}) => {
  const id = `${unique('e2e', '-')}/指南/入门 一`;
  await savePage(request, admin, id, '# 入门 一\n\n## 第一节\n\n正文 text.');
  await page.goto(itemPath(id));
  await expect(page.getByRole('heading', { level: 1, name: '入门 一' })).toBeVisible();
  await expect(page.getByText('正文 text.')).toBeVisible();
  await expect(page).toHaveTitle(`入门 一 - ${siteName}`);
  expect(new URL(page.url()).pathname).toBe(itemPath(id));
  // The table of contents and the views every reader has.
  await expect(page.getByRole('link', { name: '第一节' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'History' })).toBeVisible();
});

test('[ROUTE-19] following a link from one wiki item to another keeps the scroll position', async ({
  page,
  request,
}) => {
  const base = unique('e2e-scroll', '-');
  const filler = Array.from({ length: 80 }, (_, i) => `Paragraph ${i} of filler text.`).join('\n\n');
  await savePage(request, admin, `${base}/b`, `# Page B\n\n${filler}`);
  await savePage(request, admin, `${base}/a`, `# Page A\n\n${filler}\n\nGo to [[${base}/b|the next page]].`);
  await page.goto(itemPath(`${base}/a`));
  const link = page.getByRole('link', { name: 'the next page' });
  await link.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(500);
  await link.click();
  await expect(page).toHaveTitle(`Page B - ${siteName}`);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

for (const [language, text] of [
  ['en', 'Wiki Item Not Found'],
  ['zh', '找不到该维基条目'],
  ['zh-tw', '找不到該維基條目'],
  ['ja', 'Wiki項目が見つかりません'],
] as const) {
  test(`[ERR-04] a wiki item address that finds no item shows "Wiki Item Not Found" (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => {
      localStorage.setItem('settings', JSON.stringify({ language: lang }));
    }, language);
    await page.goto(itemPath(`${unique('no-such', '-')}/页面`));
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
    await expect(page).toHaveTitle(`${text} - ${siteName}`);
    allowNotFoundResponses(page);
  });
}

test('[ERR-04] an editor is offered to create the missing page', async ({ page }) => {
  await signIn(page, admin);
  const id = unique('e2e-missing', '-');
  await page.goto(itemPath(id));
  await expect(page.getByRole('heading', { level: 1, name: 'Wiki Item Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Create this page' }).click();
  await expect(page).toHaveURL(editPath(id));
  await expect(page.getByRole('textbox', { name: 'Page text (Markdown)' })).toBeVisible();
  allowNotFoundResponses(page);
});

test('[ROLE-01] a guest reads wiki items, history and source, and cannot edit: no edit controls, the API refuses', async ({
  page,
  request,
}) => {
  const id = unique('e2e-guest', '-');
  await savePage(request, admin, id, '# Guest reading\n\nA public page.');
  await page.goto(itemPath(id));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest reading' })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Page actions' });
  await expect(views.getByRole('link', { name: 'History' })).toBeVisible();
  await expect(views.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await views.getByRole('link', { name: 'Source' }).click();
  await expect(page.getByText('A public page.')).toBeVisible();
  await page.goto(editPath(id));
  await expect(page.getByText('Only editors may edit the wiki.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Page text (Markdown)' })).toHaveCount(0);
  const guest = await request.post('/api/wiki/save_item.php', { form: { id, source: 'x', base_revision: '1' } });
  expect(guest.status()).toBe(401);
  // A signed-in user who is not an editor: the same, and 403.
  const user = await registerByApi(request, unique('wreader'));
  const refused = await request.post('/api/wiki/save_item.php', {
    form: { tokenid: user, id, source: 'x', base_revision: '1' },
  });
  expect(refused.status()).toBe(403);
  await signIn(page, user);
  await page.goto(itemPath(id));
  await expect(page.getByRole('heading', { level: 1, name: 'Guest reading' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Page actions' }).getByRole('link', { name: 'Edit' })).toHaveCount(
    0,
  );
});

test('XSS payloads as a page id, title, body, wikilink target and summary are shown as text, never run', async ({
  page,
  request,
}) => {
  const id = `${unique('e2e-xss', '-')}/<img src=x onerror="window.__xss=1">`;
  const body = [
    '# <svg onload="window.__xss=2"> title',
    '',
    '<script>window.__xss=3</script>',
    '',
    '<img src=x onerror="window.__xss=4">',
    '',
    '[[<img src=y onerror="window.__xss=5">]] and [link](javascript:window.__xss=6)',
  ].join('\n');
  await savePage(request, admin, id, body, 0, '<script>window.__xss=7</script>');
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await page.goto(itemPath(id));
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('title');
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.goto(`${itemPath(id)}?view=history`);
  await expect(page.getByText('<script>window.__xss=7</script>')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await page.goto('/wiki');
  await expect(page.getByRole('heading', { name: 'Recent changes' })).toBeVisible();
  await expect(page.getByText('<script>window.__xss=7</script>').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  allowConsoleErrors(page, /status of 404|Content Security Policy/);
});
