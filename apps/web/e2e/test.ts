import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

export type { APIRequestContext, Browser, BrowserContext, Locator, Page, Response } from '@playwright/test';
/**
 * Playwright's `test` for this suite: its pages wait, after each `goto` and `reload`, for the app to have taken over
 * the server-rendered HTML (`<html data-app="ready">`, set once the first render has committed; decision 0029).
 * Before that a server-rendered control is HTML alone: a click or a `selectOption` on it would do nothing, where the
 * client-rendered app showed nothing to click. Pages of contexts without JavaScript do not wait.
 * `expect` and the types the specs use are `@playwright/test`'s, re-exported by name.
 */
export { expect } from '@playwright/test';

/** How long a page may take to become ready after its load, in ms. */
const readyTimeout_ms = 20_000;

const patched = new WeakSet<Page>();

async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.app === 'ready' || document.getElementById('root') === null,
    null,
    { timeout: readyTimeout_ms },
  );
}

/** Makes `page`'s `goto` and `reload` resolve once the app is ready (pages of a JavaScript-enabled context). */
function waitOnNavigation(page: Page, javaScriptEnabled: boolean): void {
  if (!javaScriptEnabled || patched.has(page)) return;
  patched.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()['content-type']?.startsWith('text/html') && options?.waitUntil !== 'commit')
      await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForApp(page);
    return response;
  };
}

function watchContext(context: BrowserContext, javaScriptEnabled: boolean): void {
  for (const page of context.pages()) waitOnNavigation(page, javaScriptEnabled);
  context.on('page', (page) => waitOnNavigation(page, javaScriptEnabled));
}

export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context, javaScriptEnabled }, use) => {
    watchContext(context, javaScriptEnabled !== false);
    await use(context);
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    waitOnNavigation(page, javaScriptEnabled !== false);
    await use(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchContext(context, options?.javaScriptEnabled !== false);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
