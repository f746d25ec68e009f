import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminToken, guardConsole, setInitialLanguage, signIn, unique } from './support.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

/**
 * The article editor (issue 23 points 1 and 2) in Chromium against the real server: the admin writes a post with a
 * pasted picture (a real paste event carrying a File in a DataTransfer, uploaded to media/upload_media.php), saves a
 * draft, reloads (the draft is kept), schedules it 2 s ahead (it reaches the list, the feed and the sitemap only
 * after its time), a guest gets 404 at the draft's address while its preview link works, and changing its id leaves
 * the old address answering 301. The editor's labels are checked in all four interface languages.
 */

const locales = join(dirname(fileURLToPath(import.meta.url)), '../src/locales');
/** The editor's strings of `language`, as its locale file has them. */
const strings = (language: string) =>
  JSON.parse(readFileSync(join(locales, language, 'blog_editor.json'), 'utf8')) as {
    title_new: string;
    field: Record<string, string>;
    action: Record<string, string>;
    status: Record<string, string>;
  };

// A guest's 404 for the draft (the app asks for the article and Chromium logs the 404).
guardConsole({ allow: /status of 404/ });

let admin = '';
test.beforeAll(async ({ request }) => {
  admin = await adminToken(request);
});

/** A 16×16 PNG (a colour gradient), base64. */
const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABlklEQVR4nBXRURVEIQhFUSMYgQhGMAIRiGCEE8EIRiACEYhABCLMG7/ZrMt1jMEcyGAN9kAHNjgDBnfwBj6IQQ5q0IMxJnMikzXZE53Y5EyY3Mmb+CQmOalJzw8IUxBhCVtQwYQjIFzhCS6EkEIJLR9YzIUs1mIvdGGLs2BxF2/hi1jkoha9PrCZG9mszd7oxjZnw+Zu3sY3sclNbXp/QJmKKEvZiiqmHAXlKk9xJZRUSmn9gDENMZaxDTXMOAbGNZ7hRhhplNH2gcM8yGEd9kEPdjgHDvfwDn6IQx7q0OcD/wK/Sr4jv9hfkG/1N/x/Fx44BCQU9Pc94zIvclmXfdGLXc79j9/Lu/glLnmpS98PPOZDHuuxH/qwx3n/5ffxHv6IRz7q0e8DznTEWc521DHn+D/KdZ7jTjjplNP+gWAGEqxgBxpYcOIf/AYv8CCCDCro+EAyE0lWshNNLDn5P/MmL/Ekkkwq6fxAMQspVrELLaw49S/lFq/wIoosquj6QDMbaVazG22sOf2v8Dav8SaabKrp5geIAnAQEbP2+wAAAABJRU5ErkJggg==';

/** Pastes a picture file into the focused textarea as a real paste event with a DataTransfer. */
async function pastePicture(page: Page, name: string): Promise<void> {
  await page.getByLabel('Text (Markdown)').evaluate(
    (textarea, { base64, fileName }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const file = new File([bytes], fileName, { type: 'image/png' });
      const data = new DataTransfer();
      data.items.add(file);
      (textarea as HTMLTextAreaElement).focus();
      textarea.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    { base64: pngBase64, fileName: name },
  );
}

/** Whether the guest-visible list, feed and sitemap name `id`. */
async function listed(request: APIRequestContext, id: string) {
  const list = await (await request.get('/api/blog/get_articles.php?page_size=100')).json();
  const feed = await (await request.get('/feed/rss.xml')).text();
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return {
    list: list.data.items.some((a: { id: string }) => a.id === id),
    feed: feed.includes(`/blog/articles/${id}`),
    sitemap: sitemap.includes(`/blog/articles/${id}`),
  };
}

test('write, paste a picture, keep a draft, preview it as a guest, schedule it, change its id', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await setInitialLanguage(page, 'en');
  await signIn(page, admin);
  const id = unique('notes/e2e-post', '-');
  const title = unique('Editor post', ' ');
  await page.goto('/blog/new');
  await expect(page.getByRole('heading', { name: 'New article' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Id (address)').fill(id);
  await expect(page.getByText('This id is free')).toBeVisible();
  await page.getByLabel('Text (Markdown)').fill('First paragraph of the draft.\n');
  await page.getByLabel('Text (Markdown)').press('End');
  // A slow uplink (Chromium's own network emulation), so the upload's progress bar is on screen long enough to see.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: -1,
    uploadThroughput: 1024,
  });
  await pastePicture(page, 'pasted.png');
  await expect(page.getByRole('progressbar', { name: 'Upload of pasted.png' })).toBeVisible();
  // The upload's progress bar, then the picture's Markdown at the caret and in the server's preview.
  await expect(page.getByLabel('Text (Markdown)')).toHaveValue(/!\[pasted\]\(\/media\/library\/[0-9a-f]+\.png\)/, {
    timeout: 15_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Upload of pasted.png' })).toHaveCount(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByRole('region', { name: 'Preview' }).locator('img')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/blog/edit/${id}$`));

  // A reload keeps the draft (from the server).
  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByLabel('Text (Markdown)')).toHaveValue(/First paragraph of the draft\./);
  await expect(page.getByText('Status: Draft.')).toBeVisible();

  // A guest: the draft's address is 404, nowhere listed; its preview link shows it.
  const guest = await browser.newContext({ locale: 'en-US' });
  const guestPage = await guest.newPage();
  const direct = await guestPage.goto(`/blog/articles/${id}`);
  expect(direct?.status()).toBe(404);
  expect(await listed(request, id)).toEqual({ list: false, feed: false, sitemap: false });
  await page.getByRole('button', { name: 'Create a preview link' }).click();
  const link = await page.getByRole('link', { name: /\/blog\/preview\// }).getAttribute('href');
  expect(link).toMatch(/\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
  const preview = await guestPage.goto(link ?? '');
  expect(preview?.status()).toBe(200);
  await expect(guestPage.getByRole('heading', { name: title })).toBeVisible();
  expect(await guestPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

  // Scheduled 2 s ahead: out of the list, feed and sitemap until then, in them after.
  await page.getByRole('radio', { name: 'Scheduled' }).check();
  const at = await page.evaluate(() => {
    const when = new Date(Date.now() + 2_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${when.getFullYear()}-${pad(when.getMonth() + 1)}-${pad(when.getDate())}T${pad(when.getHours())}:${pad(
      when.getMinutes(),
    )}:${pad(when.getSeconds())}`;
  });
  await page.getByLabel('Publish at').fill(at);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Status: Scheduled.')).toBeVisible();
  expect(await listed(request, id)).toEqual({ list: false, feed: false, sitemap: false });
  await expect(async () => expect(await listed(request, id)).toEqual({ list: true, feed: true, sitemap: true })).toPass(
    {
      timeout: 15_000,
    },
  );
  expect((await guestPage.goto(`/blog/articles/${id}`))?.status()).toBe(200);

  // A new id: the old address answers 301 to the new one.
  await page.reload();
  await expect(page.getByText('Status: Published.')).toBeVisible();
  const newId = `${id}-renamed`;
  await page.getByLabel('Id (address)').fill(newId);
  await expect(page.getByText(`The old address /blog/articles/${id} will redirect here`)).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/edit/${newId}$`));
  const old = await request.get(`/blog/articles/${id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/blog/articles/${newId}`);
  await guest.close();
});

for (const language of ['en', 'zh', 'zh-tw', 'ja']) {
  test(`the editor's labels in ${language}`, async ({ page }) => {
    const words = strings(language);
    await setInitialLanguage(page, language);
    await signIn(page, admin);
    await page.goto('/blog/new');
    await expect(page.getByRole('heading', { name: words.title_new })).toBeVisible();
    for (const field of ['title', 'id', 'summary', 'source'] as const)
      await expect(page.getByLabel(words.field[field] ?? '', { exact: true })).toBeVisible();
    for (const status of ['draft', 'scheduled', 'published'] as const)
      await expect(page.getByRole('radio', { name: words.status[status] ?? '' })).toBeVisible();
    await expect(page.getByRole('button', { name: words.action.save_draft ?? '' })).toBeVisible();
    // From 320 px wide: nothing wider than the window.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}
