import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import {
  adminToken,
  englishInterface,
  guardConsole,
  guestMenu,
  header,
  registerByApi,
  signIn,
  unique,
  userMenu,
} from './support.ts';

/**
 * Accounts beyond the happy path, in Chromium against the real server (see e2e/serve.mjs): a token that
 * really expires [ERR-08], a reply that becomes a message for the replied-to user, XSS payloads in nicknames
 * and websites that never run, the labels of the account pages [ACCT-39] and the settings for a guest
 * [ROLE-03]. English interface.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The e2e server's SQLite file (the same resolution as serve.mjs). */
const databaseFile = join(resolve(root, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'), 'site.db');

const board = '/about/message_board';

englishInterface();
// A refused call is logged by Chromium as a failed resource load; the tests check the answers themselves.
guardConsole({ allow: /status of 40[0-9]/ });

/** Time passes: the sessions of `uid` expire a minute ago, in the server's own database. */
function expireSessionsOf(uid: string): void {
  const db = new Database(databaseFile);
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

/** Nicknames (at most 32 characters) that would call `pwn` or `alert` if the page ran them as markup. */
const nicknamePayloads = [
  '<img src=x onerror=pwn(1)>',
  '<svg onload=pwn(2)>',
  '<style>*{display:none}</style>',
  '"><script>pwn(3)</script>',
  "'><b onmouseover=alert(4)>",
];

/** Every `<style>`, `<script>` or `on*` attribute inside the page's body, where no user text may create one. */
const unsafeInBody = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase();
      if (tag === 'style' || tag === 'iframe' || (tag === 'script' && element.textContent?.includes('pwn')))
        found.push(tag);
      for (const attribute of element.attributes)
        if (/^on/i.test(attribute.name) || /^\s*javascript:/i.test(attribute.value))
          found.push(`${tag}[${attribute.name}]`);
    }
    return found;
  });

/** Records every call of `window.pwn` and every dialog (alert, confirm, prompt) the page opens. */
async function listenForScripts(page: Page): Promise<unknown[]> {
  const ran: unknown[] = [];
  await page.exposeFunction('pwn', (value: unknown) => ran.push(value));
  page.on('dialog', async (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  return ran;
}

// The site's CSP already refuses inline handlers, so the test runs once with it and once without it
// (bypassCSP): the second run proves the escaping and sanitising alone keep every payload inert.
for (const bypassCSP of [false, true])
  test.describe(bypassCSP ? 'without the CSP' : 'with the CSP', () => {
    test.use({ bypassCSP });
    test('XSS in a nickname and a website (profile and guest comment) never runs and leaves no markup; no URL carries the token', async ({
      page,
    }) => {
      // Nicknames are unique, so each run's user gets its own payload, and a short tail keeps repeated runs on
      // one database apart (within the 32 characters).
      const payload = bypassCSP ? '<img src=y onerror=pwn(21)>' : (nicknamePayloads[0] ?? '');
      await xssInNamesAndWebsites(page, `${payload}${(Date.now() % 46_656).toString(36)}`);
    });
  });

/** The XSS test's steps, with `userNickname` the payload the registered user takes as nickname. */
async function xssInNamesAndWebsites(page: Page, userNickname: string): Promise<void> {
  const ran = await listenForScripts(page);
  const uid = unique('mallory');
  const tokenid = await registerByApi(page.request, uid, { remember: true });
  await signIn(page, tokenid);
  // No token ever travels in a URL (it goes in POST bodies only), whatever page the user opens.
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('edit_profile.php')) saves.push(response.status());
  });

  // The profile page: a javascript: website is refused on the field, nothing sent; the server refuses it too.
  await page.goto('/account/edit');
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Nickname').fill(userNickname);
  await form.getByLabel('Website').fill('javascript:pwn(10)');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  expect(saves).toEqual([]);
  const refusedSave = await page.request.post('/api/account/edit_profile.php', {
    form: { tokenid, website: 'javascript:pwn(10)' },
  });
  expect(refusedSave.status()).toBe(400);
  expect(((await refusedSave.json()) as { data: { field: string } }).data.field).toBe('website');

  // A website that is a real address with markup-looking text in it is kept as an address.
  const website = 'https://evil.example/?q=%22%3E%3Cscript%3Epwn(11)%3C/script%3E';
  await form.getByLabel('Website').fill(website);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(userMenu(page)).toHaveAccessibleName(`Account menu: ${userNickname}`);

  // The user comments: the nickname is text wherever it shows, the website an http(s) link.
  const text = unique('xss-user-comment');
  const comment = await page.request.post('/api/comments/post_comment.php', {
    form: {
      tokenid,
      target: board,
      text: `${text}\n\n<style>body{display:none}</style>\n\nplease <b onclick="pwn(12)">click me</b>`,
    },
  });
  expect(comment.ok(), await comment.text()).toBe(true);
  const commentId = String(((await comment.json()) as { data: { id: number } }).data.id);

  // Guests reply: javascript: and quote-breaking websites are refused; markup nicknames are stored as text.
  for (const bad of ['javascript:pwn(13)', 'https://x.example/"onmouseover="pwn(14)', "https://x.example/'><svg>"]) {
    const refused = await page.request.post('/api/comments/post_comment.php', {
      form: { target: board, text: unique('refused'), guest_nickname: unique('g'), guest_website: bad },
    });
    expect(refused.status(), bad).toBe(400);
  }
  const guestTexts: string[] = [];
  for (const nickname of nicknamePayloads.slice(1)) {
    const guestText = unique('xss-guest');
    guestTexts.push(guestText);
    const answer = await page.request.post('/api/comments/post_comment.php', {
      form: { target: board, text: guestText, reply_to: commentId, guest_nickname: nickname, guest_website: website },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  await page.goto(board);
  const thread = page.getByRole('region', { name: /^Comments/ });
  const mine = thread.getByRole('article').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('link', { name: userNickname })).toHaveAttribute('href', website);
  for (const [index, guestText] of guestTexts.entries()) {
    const guest = thread.getByRole('article').filter({ hasText: guestText });
    await expect(guest.getByRole('link', { name: nicknamePayloads[index + 1] })).toHaveAttribute('href', website);
  }
  // Whatever is left of the inline markup is inert: clicking it runs nothing.
  for (const left of await mine.getByText('click me').all()) await left.click();
  await mine.getByRole('link', { name: userNickname }).hover();
  for (const name of nicknamePayloads.slice(1)) await thread.getByText(name).first().hover();
  expect(await unsafeInBody(page)).toEqual([]);

  // The home page's recent comments, the overview (website as a link) and the messages page show them too.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent comments' }).getByText(guestTexts.at(-1) ?? '')).toBeVisible();
  expect(await unsafeInBody(page)).toEqual([]);
  await page.goto('/account/overview');
  await expect(page.getByRole('main').getByRole('link', { name: website })).toHaveAttribute('href', website);
  await expect(page.getByRole('main').getByText(userNickname, { exact: true })).toBeVisible();
  expect(await unsafeInBody(page)).toEqual([]);
  await page.goto('/account/messages');
  for (const name of nicknamePayloads.slice(1))
    await expect(page.getByRole('main').getByText(`${name} replied to you`, { exact: false })).toBeVisible();
  expect(await unsafeInBody(page)).toEqual([]);

  expect(ran).toEqual([]);
  expect(urls.length).toBeGreaterThan(10);
  expect(urls.filter((url) => url.includes(tokenid))).toEqual([]);
}

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

test.describe('a row changed behind the server’s back', () => {
  // Without the CSP, so only the second sanitising (on display) stands between the row and the page.
  test.use({ bypassCSP: true });
  test('is sanitised again on display: tampered comment HTML, source, nickname and website never run', async ({
    page,
  }) => {
    const ran = await listenForScripts(page);
    const text = unique('tampered');
    const posted = await page.request.post('/api/comments/post_comment.php', {
      form: { target: board, text, guest_nickname: unique('Honest'), guest_website: 'https://honest.example' },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    const id = ((await posted.json()) as { data: { id: number } }).data.id;

    const db = new Database(databaseFile);
    try {
      db.pragma('busy_timeout = 5000');
      const changed = db
        .prepare('UPDATE comments SET html = ?, source = ?, guest_nickname = ?, guest_website = ? WHERE id = ?')
        .run(
          `<p>${text}</p><img src=x onerror="pwn(31)"><script>pwn(32)</script>`,
          `${text}\n\n<style>body{display:none}</style><img src=x onerror="pwn(33)">\n\n[x](javascript:pwn(34))`,
          '<img src=x onerror=pwn(35)>',
          'javascript:pwn(36)',
          id,
        );
      expect(changed.changes).toBe(1);
    } finally {
      db.close();
    }

    await page.goto(board);
    const comment = page
      .getByRole('region', { name: /^Comments/ })
      .getByRole('article')
      .filter({ hasText: text });
    await expect(comment).toBeVisible();
    await expect(comment.getByText('<img src=x onerror=pwn(35)>', { exact: true })).toBeVisible();
    // The website is not an http(s) address any more: no link at all.
    await expect(comment.getByRole('link', { name: '<img src=x onerror=pwn(35)>' })).toHaveCount(0);
    for (const link of await comment.getByRole('link').all()) await link.click({ trial: true });
    expect(await unsafeInBody(page)).toEqual([]);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Recent comments' }).getByText(text)).toBeVisible();
    expect(await unsafeInBody(page)).toEqual([]);
    expect(ran).toEqual([]);
  });
});
