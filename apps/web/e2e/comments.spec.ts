import { adminToken, englishInterface, guardConsole, registerByApi, signIn, unique } from './support.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

/**
 * Comments, the message board and feedback in Chromium against the real server (rules CMT, ERR-19..21,
 * SITE-01, SITE-06, ROLE-12; see src/features/comments). Every test writes text with its own marker, so tests
 * sharing the one database never read each other's comments by accident.
 */

const board = '/about/message_board';
/** A marker no other test writes. */
const marker = (name: string) => unique(name, '-');

englishInterface();
guardConsole();
test.beforeEach(async ({ page }) => {
  // A guest's e-mail becomes this site's avatar address, which the server fills from Gravatar; answer it here
  // rather than from the internet (the test machine has none).
  await page.route('**/api/avatar/**', (route) => route.fulfill({ contentType: 'image/gif', body: pixel }));
});

/** Posts a guest comment through the API (for lists the test reads, not the form it exercises). */
async function postAsGuest(request: APIRequestContext, target: string, text: string, nickname = 'Api Guest') {
  const answer = await request.post('/api/comments/post_comment.php', {
    form: { target, text, guest_nickname: nickname },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data as { id: number };
}

/** The comment (in the page's comment thread) whose text contains `text`. */
const commentWith = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Comments/ })
    .getByRole('article')
    .filter({ hasText: text });

/** A 1×1 transparent GIF: what the avatar host answers in these tests (the test machine has no internet). */
const pixel = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

test('[ROUTE-35] [SITE-06] the message board says e-mail replies are not available', async ({ page }) => {
  await page.goto(board);
  await expect(page.getByRole('heading', { level: 1, name: 'Message board' })).toBeVisible();
  await expect(page.getByText(/E-mail replies are not available/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
});

test('[CMT-05] [ERR-19] an empty comment shows "Cannot post empty comment" and sends nothing', async ({ page }) => {
  await page.goto(board);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('post_comment.php')) sent.push(request.url());
  });
  await page.getByLabel('Your comment').fill('   \n  ');
  await page.getByLabel('Nickname (required)').fill('Nobody');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Cannot post empty comment')).toBeVisible();
  await page.waitForTimeout(300);
  expect(sent).toEqual([]);
});

test('[CMT-03] [CMT-06] [CMT-07] [ERR-20] a guest posts with guest information, remembered after a reload', async ({
  page,
}) => {
  const text = marker('guest-comment');
  await page.goto(board);
  await page.getByLabel('Your comment').fill(`${text} with **bold**`);
  await page.getByLabel('Nickname (required)').fill('Guest Walker');
  await page.getByLabel(/^E-mail/).fill('walker@example.com');
  await page.getByLabel('Website (optional)').fill('https://walker.example');
  await page.getByRole('switch', { name: 'Remember my information in this browser' }).click();
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Posted Comment Success')).toBeVisible();

  const comment = commentWith(page, text);
  await expect(comment.locator('strong')).toHaveText('bold');
  await expect(comment.getByText('Guest', { exact: true })).toBeVisible();
  const site = comment.getByRole('link', { name: 'Guest Walker' });
  await expect(site).toHaveAttribute('href', 'https://walker.example');
  await expect(site).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(comment.locator('time')).toHaveText(/seconds? ago|now/);
  await expect(page.getByLabel('Your comment')).toHaveValue('');

  await page.reload();
  await expect(page.getByLabel('Nickname (required)')).toHaveValue('Guest Walker');
  await expect(page.getByLabel(/^E-mail/)).toHaveValue('walker@example.com');
  await expect(page.getByLabel('Website (optional)')).toHaveValue('https://walker.example');
});

test('[CMT-02] [CMT-04] a guest replies; the reply sits under the comment and links to it', async ({
  page,
  request,
}) => {
  const parentText = marker('parent');
  const replyText = marker('reply');
  await postAsGuest(request, board, parentText, 'First Poster');
  await page.goto(board);
  const parent = commentWith(page, parentText).first();
  await parent.getByRole('button', { name: 'Reply' }).click();
  await parent.getByLabel('Your reply to First Poster').fill(replyText);
  await parent.getByLabel('Nickname (required)').fill('Second Poster');
  await parent.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Posted Comment Success')).toBeVisible();

  const reply = page.getByRole('article', { name: 'Second Poster' }).filter({ hasText: replyText });
  await expect(reply).toBeVisible();
  // Nested: the reply's list item is inside the parent's list item.
  await expect(page.locator('li', { has: page.getByText(parentText) }).getByText(replyText)).toBeVisible();
  const link = reply.getByRole('link', { name: 'In reply to First Poster' });
  await expect(link).toHaveAttribute('href', /^#comment-\d+$/);
  // [CMT-04] another page does not list it.
  await page.goto('/blog/articles/hexo-news/2020-07-29-hexo-5-released');
  await expect(page.getByRole('heading', { level: 2, name: /^Comments/ })).toBeVisible();
  await expect(page.getByText(replyText)).toHaveCount(0);
});

test('[CMT-08] [CMT-09] [CMT-10] [ERR-21] a user posts, replies and deletes; the warning says replies go too', async ({
  page,
}) => {
  await signIn(page, await registerByApi(page.request, unique('commenter')));
  const parentText = marker('user-comment');
  const replyText = marker('user-reply');
  await page.goto('/blog/articles/hexo-news/2020-07-29-hexo-5-released');
  await expect(page.getByText(/^Commenting as /)).toBeVisible();
  await expect(page.getByLabel('Nickname (required)')).toHaveCount(0);
  await page.getByLabel('Your comment').fill(parentText);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Posted Comment Success')).toBeVisible();
  const parent = commentWith(page, parentText).first();
  await parent.getByRole('button', { name: 'Reply' }).click();
  await parent.getByRole('textbox').first().fill(replyText);
  await parent.getByRole('button', { name: 'Post reply' }).click();
  await expect(commentWith(page, replyText).last()).toBeVisible();

  await parent.getByRole('button', { name: 'Delete' }).first().click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('All replies to this comment are deleted too.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(parentText)).toBeVisible();

  await parent.getByRole('button', { name: 'Delete' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Comment Success')).toBeVisible();
  await expect(page.getByText(parentText)).toHaveCount(0);
  await expect(page.getByText(replyText)).toHaveCount(0);
});

test("[ROLE-12] a user is offered Delete on their own comments only, not on others'", async ({ page, request }) => {
  const othersText = marker('not-mine');
  await postAsGuest(request, board, othersText);
  await signIn(page, await registerByApi(page.request, unique('reader')));
  await page.goto(board);
  await expect(commentWith(page, othersText)).toBeVisible();
  await expect(commentWith(page, othersText).getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(commentWith(page, othersText).getByRole('button', { name: 'Reply' })).toBeVisible();
});

test("[ROLE-12] an admin is offered Delete on others' comments and can delete them", async ({ page, request }) => {
  const othersText = marker('moderated');
  await postAsGuest(request, board, othersText);
  await signIn(page, await adminToken(page.request));
  await page.goto(board);
  await commentWith(page, othersText).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted Comment Success')).toBeVisible();
  await expect(commentWith(page, othersText)).toHaveCount(0);
});

test('[SITE-01] the home page lists the ten most recent comments, newest first, linking to them', async ({
  page,
  request,
}) => {
  const texts: string[] = [];
  for (let i = 0; i < 11; i += 1) {
    const text = marker(`recent${i}`);
    texts.push(text);
    await postAsGuest(request, i % 2 === 0 ? board : '/blog/articles/hexo-news/2020-07-29-hexo-5-released', text);
  }
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Recent comments' });
  const items = section.getByRole('listitem');
  await expect(items).toHaveCount(10);
  const newestFirst = texts.slice(1).reverse();
  for (const [index, text] of newestFirst.entries()) await expect(items.nth(index)).toContainText(text);
  await expect(section.getByText(texts[0] ?? '')).toHaveCount(0);

  await items.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/about\/message_board#comment-\d+$/);
  await expect(commentWith(page, texts[10] ?? '')).toBeInViewport();
});

test('an XSS payload in a comment is shown as text and never runs', async ({ page, request }) => {
  const text = marker('xss');
  const payload = [
    text,
    '<script>window.__xss = 1</script>',
    '<img src="x" onerror="window.__xss = 2">',
    '[click](javascript:window.__xss=3)',
    '<a href="javascript:window.__xss=4">a</a>',
    '<svg onload="window.__xss=5"></svg>',
    '"><iframe src="javascript:alert(1)"></iframe>',
  ].join('\n\n');
  await postAsGuest(request, board, payload, 'Mallory');
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await page.goto(board);
  const comment = commentWith(page, text);
  await expect(comment).toBeVisible();
  await expect(comment.locator('script, iframe, svg[onload], img[onerror], [href^="javascript:"]')).toHaveCount(0);
  // Clicking every link the comment shows runs nothing either.
  for (const link of await comment.locator('[class*="text"] a').all()) await link.click({ trial: true });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent comments' }).getByText(text)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('[ROUTE-37] [SITE-06] feedback: an empty one is refused, a real one is sent', async ({ page }) => {
  await page.goto('/about/feedback');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(page.getByText(/E-mail replies are not available/)).toBeVisible();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('post_feedback.php')) sent.push(request.url());
  });
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Cannot send empty feedback')).toBeVisible();
  expect(sent).toEqual([]);
  await page.getByLabel('Your feedback').fill(marker('feedback'));
  await page.getByLabel('Contact (optional)').fill('@someone');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Thank you! Your feedback was sent.')).toBeVisible();
  await expect(page.getByLabel('Your feedback')).toHaveValue('');
  expect(sent).toHaveLength(1);
});

for (const width of [1280, 1024, 760]) {
  test(`the guest fields' inputs line up side by side at ${width} px, whichever label wraps (issue 19)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(board);
    const boxes = [];
    for (const label of ['Nickname (required)', /^E-mail/, 'Website (optional)']) {
      const box = await page.getByLabel(label).boundingBox();
      expect(box).not.toBeNull();
      if (box) boxes.push(box);
    }
    for (const a of boxes)
      for (const b of boxes) {
        // Side by side (no shared column): the same row, so the same bottom.
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x;
        if (apart) expect(Math.abs(a.y + a.height - (b.y + b.height))).toBeLessThanOrEqual(1);
      }
  });
}

test("an article's comments are as wide as its card when its table of contents widens it (issue 19)", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  // An article with headings (so a table of contents) among the imported ones.
  const list = await (await request.get('/api/blog/get_articles.php?page=1&page_size=50')).json();
  let found = '';
  for (const { id } of list.data.items as { id: string }[]) {
    const article = await (await request.get(`/api/blog/get_article.php?id=${encodeURIComponent(id)}`)).json();
    if (article.data?.toc?.length > 0) {
      found = id;
      break;
    }
  }
  expect(found, 'an article with a table of contents').not.toBe('');
  await page.goto(`/blog/articles/${found}`);
  const card = page.locator('article[data-toc]');
  const comments = page.getByRole('region', { name: /^Comments/ });
  await expect(comments).toBeVisible();
  const [a, c] = [await card.boundingBox(), await comments.boundingBox()];
  expect(a && c && Math.abs(a.width - c.width)).toBeLessThanOrEqual(1);
});
