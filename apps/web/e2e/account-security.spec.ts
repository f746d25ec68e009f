import Database from 'better-sqlite3';
import {
  adminToken,
  e2eDatabaseFile,
  englishInterface,
  guardConsole,
  guestMenu,
  header,
  registerByApi,
  signIn,
  unique,
  userMenu,
} from './support.ts';
import { expect, test } from './test.ts';

/**
 * Accounts beyond the happy path, in Chromium against the real server (see e2e/serve.mjs): a token that
 * really expires [ERR-08], a reply that becomes a message for the replied-to user, the labels of the account
 * pages [ACCT-39], the settings for a guest [ROLE-03] and a guest taking the admin's name. XSS payloads in names,
 * websites and tampered rows: account-xss.spec.ts. English interface.
 */

const board = '/about/message_board';

englishInterface();
// A refused call is logged by Chromium as a failed resource load; the tests check the answers themselves.
guardConsole({ allow: /status of 40[0-9]/ });

/** Time passes: the sessions of `uid` expire a minute ago, in the server's own database. */
function expireSessionsOf(uid: string): void {
  const db = new Database(e2eDatabaseFile);
  try {
    db.pragma('busy_timeout = 5000');
    const moved = db
      .prepare('UPDATE sessions SET expires_at = ? WHERE uid = ?')
      .run(new Date(Date.now() - 60_000).toISOString(), uid);
    expect(moved.changes).toBeGreaterThan(0);
  } finally {
    db.close();
  }
}

test('[ERR-08] [ACCT-19] [ACCT-15] a token past its expiry shows "Expired Login Status, Please Login Again" and is cleared', async ({
  page,
}) => {
  const uid = unique('expiring');
  await signIn(page, await registerByApi(page.request, uid, { remember: true }));
  // Every call of the signed-in page (the unread count, the page view) must have answered before the token
  // expires: one still in flight would meet the expired token, log out before the reload, and the reload
  // would then start as a guest with nothing to refuse (CI saw this race).
  const unreadAsked = page.waitForResponse((answer) => answer.url().endsWith('/api/account/get_messages.php'));
  await page.goto('/about');
  await expect(userMenu(page)).toBeVisible();
  expect((await unreadAsked).ok()).toBe(true);
  await page.waitForLoadState('networkidle');

  expireSessionsOf(uid);

  await page.reload();
  await expect(page.getByText('Expired Login Status, Please Login Again')).toBeVisible();
  await expect(guestMenu(page)).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('tokenid'))).toBeNull();
  // A later reload is a plain guest visit: no second toast.
  await page.reload();
  await expect(guestMenu(page)).toBeVisible();
  await expect(page.getByText('Expired Login Status, Please Login Again')).toHaveCount(0);
});

test('[ERR-08] [ACCT-19] a token that expires while the page is open takes effect at once: the next comment is refused, not posted, and the header turns back to guest', async ({
  page,
}) => {
  const uid = unique('lapsed');
  await signIn(page, await registerByApi(page.request, uid, { remember: true }));
  // The header asks for the unread count once logged in; let it answer first, so the comment is the first
  // call the expired token meets (the count would otherwise log the visitor out just the same).
  const unreadAsked = page.waitForResponse((answer) => answer.url().endsWith('/api/account/get_messages.php'));
  await page.goto(board);
  await expect(page.getByText(/^Commenting as /)).toBeVisible();
  expect((await unreadAsked).ok()).toBe(true);
  expireSessionsOf(uid);

  const text = unique('too-late');
  await page.getByLabel('Your comment').fill(text);
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Your login has expired; please log in again')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: /^Comments/ })
      .getByRole('article')
      .filter({ hasText: text }),
  ).toHaveCount(0);
  const list = await page.request.get(`/api/comments/get_comments.php?target=${encodeURIComponent(board)}`);
  expect(await list.text()).not.toContain(text);
  // The refusal logs the visitor out everywhere on the page, with the get_user expiry toast, shown once.
  await expect(guestMenu(page)).toBeVisible();
  await expect(userMenu(page)).toHaveCount(0);
  await expect(page.getByText(/^Commenting as /)).toHaveCount(0);
  await expect(page.getByText('Expired Login Status, Please Login Again')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('tokenid'))).toBeNull();
});

test('a reply to a comment becomes an unread message for its author, who can mark it read', async ({ page }) => {
  const uid = unique('author');
  const tokenid = await registerByApi(page.request, uid, { remember: true });
  const parentText = unique('parent-comment');
  const replyText = unique('guest-reply');
  const posted = await page.request.post('/api/comments/post_comment.php', {
    form: { tokenid, target: board, text: parentText },
  });
  expect(posted.ok(), await posted.text()).toBe(true);

  // A guest replies through the page.
  await page.goto(board);
  const parent = page
    .getByRole('region', { name: /^Comments/ })
    .getByRole('article')
    .filter({ hasText: parentText });
  await parent.getByRole('button', { name: 'Reply' }).click();
  await parent.getByLabel(`Your reply to ${uid}`).fill(replyText);
  await parent.getByLabel('Nickname (required)').fill(unique('Replier'));
  await parent.getByRole('button', { name: 'Post reply' }).click();
  await expect(page.getByText('Posted Comment Success')).toBeVisible();

  // The author logs in and reads it.
  await page.goto('/account/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Username').fill(uid);
  await form.getByLabel('Password', { exact: true }).fill('secret-pass');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  // The header's account button carries the unread count as a badge, said in its name.
  const badged = header(page).getByRole('button', { name: `Account menu: ${uid}, 1 unread message` });
  await expect(badged).toBeVisible();
  await expect(badged).toHaveText(/1$/); // the avatar's initial, then the badge
  await page.getByRole('main').getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/account\/messages$/);
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('1 unread');
  const message = page.getByRole('main').getByRole('listitem').filter({ hasText: replyText });
  await expect(message).toContainText(/replied to you/);
  await expect(message).toContainText('New');
  await expect(message.getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', board);

  await message.getByRole('button', { name: 'Mark as read' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('0 unread');
  await expect(message.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  // Read: the badge is gone at once, and stays gone on the next pages.
  await expect(header(page).getByRole('button', { name: `Account menu: ${uid}` })).toBeVisible();
  await expect(badged).toHaveCount(0);
  await page.getByRole('link', { name: 'Open the page' }).click();
  await expect(page).toHaveURL(new RegExp(`${board}$`));
  await expect(header(page).getByRole('button', { name: `Account menu: ${uid}` })).toBeVisible();
});

test('[ACCT-39] the account pages label username, nickname, password, repeat password, e-mail, avatar, avatar address, website, introduction, registration time, property and messages', async ({
  page,
}) => {
  await page.goto('/account/register');
  const register = page.getByRole('form', { name: 'create account' });
  await expect(register.getByLabel('Username')).toBeVisible();
  await expect(register.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(register.getByLabel('Repeat password')).toBeVisible();

  await signIn(page, await registerByApi(page.request, unique('labels'), { remember: true }));
  await page.goto('/account/edit');
  const edit = page.getByRole('form', { name: 'Edit profile' });
  await expect(edit.getByLabel('Username (cannot be changed)')).toBeVisible();
  await expect(edit.getByLabel('Nickname')).toBeVisible();
  await expect(edit.getByText('Avatar', { exact: true })).toBeVisible();
  await expect(edit.getByLabel('Avatar address')).toBeVisible();
  await expect(edit.getByLabel('E-mail')).toBeVisible();
  await expect(edit.getByLabel('Website')).toBeVisible();
  await expect(edit.getByLabel('Introduction')).toBeVisible();

  await page.goto('/account/overview');
  const facts = page.getByRole('main').locator('dl');
  for (const term of ['Username', 'E-mail', 'Website', 'Introduction', 'Registration time'])
    await expect(facts.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();

  await page.goto('/account/property');
  await expect(page.getByRole('heading', { level: 1, name: 'Property' })).toBeVisible();
  await page.goto('/account/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
});

test('/account/edit refuses a bad website on the field in words, never as a machine code, and saves once fixed', async ({
  page,
}) => {
  const uid = unique('editor');
  await signIn(page, await registerByApi(page.request, uid, { remember: true }));
  await page.goto('/account/edit');
  const edit = page.getByRole('form', { name: 'Edit profile' });
  const website = edit.getByRole('textbox', { name: 'Website' });
  await website.fill('javascript:alert(1)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(website).toHaveAccessibleDescription(
    'Enter an address starting with http:// or https://, or leave it empty',
  );
  await expect(website).toBeFocused();
  await expect(page.getByText('invalid_input')).toHaveCount(0);

  await website.fill('https://example.org/me');
  await expect(website).not.toHaveAttribute('aria-invalid');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  const profile = await page.request.post('/api/account/get_profile.php', {
    form: { tokenid: (await page.evaluate(() => localStorage.getItem('tokenid'))) ?? '' },
  });
  expect(((await profile.json()) as { data: { website: string } }).data.website).toBe('https://example.org/me');
});

test('[ROLE-03] a guest uses the settings: the dialog opens from the header and a change applies and stays', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(guestMenu(page)).toBeVisible();
  await header(page).getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Keep dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(guestMenu(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test("a guest cannot take the admin's name or badge: a registered name is refused, a look-alike is flagged Guest", async ({
  page,
}) => {
  const admin = await adminToken(page.request);
  const adminText = unique('admin-says');
  const adminComment = await page.request.post('/api/comments/post_comment.php', {
    form: {
      tokenid: admin,
      target: board,
      text: adminText,
    },
  });
  expect(adminComment.ok(), await adminComment.text()).toBe(true);

  await page.goto(board);
  const thread = page.getByRole('region', { name: /^Comments/ });
  const posts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('post_comment.php')) posts.push(`${response.status()}`);
  });
  const impostorText = unique('impostor');
  await page.getByLabel('Your comment').fill(impostorText);
  await page.getByLabel('Nickname (required)').fill('ADMIN');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('This nickname belongs to a registered user; please choose another')).toBeVisible();
  expect(posts).toEqual(['409']);
  const impostor = thread.getByRole('article').filter({ hasText: impostorText });
  await expect(impostor).toHaveCount(0);

  await page.getByLabel('Nickname (required)').fill('Admin (official)');
  await page.getByLabel('Website (optional)').fill('https://admin.example');
  await page.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Posted Comment Success')).toBeVisible();
  await expect(impostor.getByText('Guest', { exact: true })).toBeVisible();
  await expect(impostor.getByText('Admin', { exact: true })).toHaveCount(0);
  const real = thread.getByRole('article').filter({ hasText: adminText });
  await expect(real.getByText('Admin', { exact: true })).toBeVisible();
  await expect(real.getByText('Guest', { exact: true })).toHaveCount(0);
  // No moderation rights either: the guest is offered Delete on nobody's comment.
  await expect(thread.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});
