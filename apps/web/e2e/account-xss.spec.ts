import Database from 'better-sqlite3';
import { e2eDatabaseFile, englishInterface, guardConsole, registerByApi, signIn, unique, userMenu } from './support.ts';
import { expect, type Page, test } from './test.ts';

/**
 * XSS payloads in nicknames and websites (a profile's and a guest comment's) never run and leave no markup, with
 * the CSP and without it, and no URL carries the token; a comment row changed behind the server's back is
 * sanitised again on display. In Chromium against the real server (see e2e/serve.mjs). English interface.
 */

const board = '/about/message_board';

englishInterface();
// A refused call is logged by Chromium as a failed resource load; the tests check the answers themselves.
guardConsole({ allow: /status of 40[0-9]/ });

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
      // A JSON data block (the server-rendered page's query cache, decision 0029) is never run; any other script is.
      const runnable = tag === 'script' && element.getAttribute('type') !== 'application/json';
      if (tag === 'style' || tag === 'iframe' || (runnable && element.textContent?.includes('pwn'))) found.push(tag);
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

    const db = new Database(e2eDatabaseFile);
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
