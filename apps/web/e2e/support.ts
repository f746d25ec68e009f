import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page, test } from './test.ts';

/**
 * Set-up shared by the e2e specs: the console-error guard, the interface language, unique names, and accounts
 * made and signed in through the API (faster than the forms, which their own specs drive). The music specs add
 * theirs in music-support.ts.
 */

/** The e2e server's SQLite file (the same resolution as serve.mjs), for specs that change a row behind its back. */
export const e2eDatabaseFile = join(
  resolve(dirname(fileURLToPath(import.meta.url)), '../../..', process.env.E2E_DATA_DIR ?? '.tmp/e2e-data'),
  'site.db',
);

/** Options of the console guard. */
export interface ConsoleGuardOptions {
  /**
   * Console error lines a spec expects and lets pass, e.g. `/status of 40[0-9]/`: Chromium logs every refused
   * call (a 4xx answer the test checks itself) as a failed resource load. Uncaught exceptions always count.
   */
  allow?: RegExp;
}

/** Console errors and uncaught exceptions of each watched page, besides those a test lets pass. */
const problems = new WeakMap<Page, string[]>();

/**
 * Starts collecting the page's console errors and uncaught exceptions (their text) into a live array, which
 * it returns. Call before the page loads anything.
 */
export function watchConsole(page: Page, options: ConsoleGuardOptions = {}): string[] {
  const seen: string[] = [];
  problems.set(page, seen);
  page.on('console', (message) => {
    if (message.type() === 'error' && !options.allow?.test(message.text())) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

/**
 * The console guard: every test of the spec that calls this (at its top level) fails when its page logged a
 * console error or threw an uncaught exception (silent errors are bugs), except lines `options.allow` matches.
 */
export function guardConsole(options: ConsoleGuardOptions = {}): void {
  test.beforeEach(({ page }) => {
    watchConsole(page, options);
  });
  test.afterEach(({ page }) => {
    expect(problems.get(page), 'console errors').toEqual([]);
  });
}

/**
 * Drops the console lines matching `pattern` that the page has logged so far, for a test that causes them on
 * purpose (a not-found page: the API answers 404 and Chromium logs the response); anything else still fails.
 */
export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  const seen = problems.get(page);
  if (!seen) return;
  const keep = seen.filter((line) => !pattern.test(line));
  seen.splice(0, seen.length, ...keep);
}

/**
 * For a not-found page: the API answers 404 as it should, and Chromium logs every 404 response as a console
 * error. Drops exactly those lines; anything else still fails the test.
 */
export const allowNotFoundResponses = (page: Page): void => allowConsoleErrors(page, /status of 404/);

/** The site's name as the server answers it (`site/get_site_info.php`): page titles end with it. */
export async function fetchSiteName(request: APIRequestContext): Promise<string> {
  const answer = await request.get('/api/site/get_site_info.php');
  return (await answer.json()).data.name;
}

/**
 * Opens the page's site in `language` (the interface defaults to Simplified Chinese), from its first script
 * on, unless a test has stored settings of its own. Only the page itself: embedded frames of other origins may
 * not touch storage.
 */
export async function setInitialLanguage(page: Page, language = 'en'): Promise<void> {
  await page.addInitScript((lang) => {
    if (window.top === window && localStorage.getItem('settings') === null)
      localStorage.setItem('settings', JSON.stringify({ language: lang }));
  }, language);
}

/** Every test of the spec that calls this (at its top level) reads the English interface (see `setInitialLanguage`). */
export function englishInterface(): void {
  test.beforeEach(async ({ page }) => {
    await setInitialLanguage(page);
  });
}

let counter = 0;

/**
 * A name no other call returns, `<prefix><separator><time base 36><separator><n>`: a uid (with `_`, the
 * default: uids take letters, digits and `_` only) or a text marker, so tests sharing the one database never
 * meet each other's data.
 */
export function unique(prefix: string, separator = '_'): string {
  counter += 1;
  return `${prefix}${separator}${Date.now().toString(36)}${separator}${counter}`;
}

/** The password of the accounts `registerByApi` makes. */
export const TEST_PASSWORD = 'secret-pass';

/** The admin's password: the one e2e/serve.mjs starts the server with. */
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'e2e-admin-password';

/** Options of `registerByApi` and `loginByApi`. */
export interface AccountCallOptions {
  /** Sent as the call's `remember` flag (a 60-day token instead of a one-day one) [ACCT-15]. */
  remember?: boolean;
}

/** Reads the token of a successful register.php / login.php answer; fails the test (with the answer) otherwise. */
async function tokenOf(answer: Awaited<ReturnType<APIRequestContext['post']>>): Promise<string> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { tokenid: string } }).data.tokenid;
}

/** Registers `uid` through register.php (faster than the form), answering its token. */
export async function registerByApi(
  request: APIRequestContext,
  uid: string,
  options: AccountCallOptions & { password?: string } = {},
): Promise<string> {
  const form: Record<string, string> = { uid, password: options.password ?? TEST_PASSWORD };
  if (options.remember) form.remember = 'true';
  return tokenOf(await request.post('/api/account/register.php', { form }));
}

/** Logs `uid` in through login.php, answering its token. */
export async function loginByApi(
  request: APIRequestContext,
  uid: string,
  password: string,
  options: AccountCallOptions = {},
): Promise<string> {
  const form: Record<string, string> = { uid, password };
  if (options.remember) form.remember = 'true';
  return tokenOf(await request.post('/api/account/login.php', { form }));
}

/** The admin's token (logged in through the API with `ADMIN_PASSWORD`). */
export function adminToken(request: APIRequestContext, options: AccountCallOptions = {}): Promise<string> {
  return loginByApi(request, 'admin', ADMIN_PASSWORD, options);
}

/**
 * Makes the page signed in with `tokenid` from its first script on, as a remembered login [ACCT-12]: set once
 * a browser session, so a logout or an expired token the test causes is not undone by the next reload.
 */
export async function signIn(page: Page, tokenid: string): Promise<void> {
  await page.addInitScript((token) => {
    if (window.top === window && sessionStorage.getItem('signed-in') === null) {
      localStorage.setItem('tokenid', token);
      sessionStorage.setItem('signed-in', '1');
    }
  }, tokenid);
}

/** The site header (a banner). */
export const header = (page: Page): Locator => page.getByRole('banner');

/** The header's account button as a guest sees it (English interface). */
export const guestMenu = (page: Page): Locator => header(page).getByRole('button', { name: 'Account', exact: true });

/** The header's account menu button as a signed-in user sees it (English interface). */
export const userMenu = (page: Page): Locator => header(page).getByRole('button', { name: /^Account menu/ });

/**
 * Stores the interface settings (`language`, `appearance`) before the page's first script, whatever the test
 * stored before: the page opens in them. Only the page itself: embedded frames of other origins may not touch
 * storage.
 */
export async function storeSettings(page: Page, language: string, appearance = 'light'): Promise<void> {
  await page.addInitScript(
    ([l, a]) => {
      if (window.top === window) localStorage.setItem('settings', JSON.stringify({ language: l, appearance: a }));
    },
    [language, appearance],
  );
}

/** How many CSS pixels the page is wider than the window (> 0: it scrolls sideways), as the browser measures now. */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
