import { readFileSync } from 'node:fs';
import { violations } from './axe-support.ts';
import { adminToken, guardConsole, horizontalOverflow, signIn, storeSettings, unique } from './support.ts';
import { type APIRequestContext, expect, type Page, test } from './test.ts';

/**
 * The convention timetable at "/xy" and "/laboratory/animefes" [ROUTE-43] (issue 25 point 5) in Chromium: the same
 * page at both addresses in the four languages at 320 and 1280 px, the "now" line at the page clock (Playwright's
 * clock), the keyboard, favourites kept across a reload and exported as an .ics file that is read back by RFC 5545's
 * rules, axe's WCAG 2 A/AA checks in the light and dark themes, and the admin adding an event in the UI that a guest
 * then sees.
 */

guardConsole();
// axe runs as an inline script, which the site's CSP rightly refuses; the page itself needs no exception.
test.use({ bypassCSP: true });

const languages = ['en', 'zh', 'zh-tw', 'ja'] as const;
type Strings = {
  view: { grid: string; list: string };
  grid_label: string;
  favourite_add: string;
  favourite_remove: string;
  export: string;
  now: string;
};
const strings = Object.fromEntries(
  languages.map((l) => [
    l,
    JSON.parse(readFileSync(new URL(`../src/locales/${l}/lab_fes.json`, import.meta.url), 'utf8')),
  ]),
) as Record<(typeof languages)[number], Strings>;
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

type Timetable = {
  festival: { name: string; timezone: string; first_day: string; last_day: string };
  stages: { id: number; name: string }[];
  events: { id: number; stage_id: number; title: string; start: string; end: string }[];
};
async function timetable(request: APIRequestContext): Promise<Timetable> {
  const answer = await request.get('/api/lab/get_festival.php');
  expect(answer.status()).toBe(200);
  return (await answer.json()).data as Timetable;
}

/** 11:30 on the festival's first day in its time zone (the demo is in Asia/Tokyo, UTC+9: 02:30 UTC). */
const firstDayAt1130 = (t: Timetable) => new Date(`${t.festival.first_day}T02:30:00Z`);

for (const width of [320, 1280])
  test(`[ROUTE-43] /xy and /laboratory/animefes show the same page in four languages at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const data = await timetable(request);
    expect(data.festival.timezone).toBe('Asia/Tokyo');
    await page.clock.install({ time: firstDayAt1130(data) });
    await page.setViewportSize({ width, height: 900 });
    const opening = data.events[0]?.title as string;
    for (const language of languages) {
      await storeSettings(page, language);
      const seen: string[] = [];
      for (const path of ['/xy', '/laboratory/animefes']) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(data.festival.name);
        const s = strings[language];
        if (width === 1280) {
          // The grid: every stage a column, the "now" line at 11:30.
          const grid = main.getByRole('region', { name: fill(s.grid_label, { date: data.festival.first_day }) });
          await expect(grid).toBeVisible();
          for (const stage of data.stages) await expect(grid.getByRole('heading', { name: stage.name })).toBeVisible();
          await expect(grid.getByTestId('fes-now-line')).toHaveText(fill(s.now, { time: '11:30' }));
          await expect(main.getByRole('button', { name: s.view.grid })).toHaveAttribute('aria-pressed', 'true');
        } else {
          // Narrow: the list, and no sideways scrolling.
          await expect(main.getByRole('button', { name: s.view.list })).toHaveAttribute('aria-pressed', 'true');
          await expect(main.getByRole('listitem').filter({ hasText: opening })).toBeVisible();
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        }
        await expect(
          main.getByRole('button', { name: fill(s.favourite_add, { title: opening }) }).first(),
        ).toBeVisible();
        seen.push(await main.innerText());
      }
      // The same page at both addresses.
      expect(seen[1]).toBe(seen[0]);
    }
  });

test('[ROUTE-43] the toggle switches between grid and list; the arrow keys move between events', async ({
  page,
  request,
}) => {
  const data = await timetable(request);
  await page.clock.install({ time: firstDayAt1130(data) });
  await storeSettings(page, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/xy');
  const main = page.getByRole('main');
  const byTitle = (title: string) => main.getByRole('button', { name: `Add “${title}” to favourites` });
  // Lantern Hall on day 1: Opening (10:00), then the dubbing showcase (11:00); Riverside's parade at 10:30.
  await byTitle('Opening: the lanterns light up').focus();
  await page.keyboard.press('ArrowDown');
  await expect(byTitle('Voices of Tomorrow: a dubbing showcase')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(byTitle('Cosplay parade by the river')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(byTitle('Cosplay parade by the river')).toBeFocused();
  await main.getByRole('button', { name: 'List' }).click();
  await expect(main.getByRole('region', { name: /^Timetable of/ })).toHaveCount(0);
  await expect(main.getByRole('listitem').filter({ hasText: 'Chiptune picnic' })).toBeVisible();
  await main.getByRole('button', { name: /^Day 2/ }).click();
  await expect(main.getByRole('listitem').filter({ hasText: 'Retro game music quiz' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Chiptune picnic' })).toHaveCount(0);
});

test('[ROUTE-43] a favourite stays after a reload and exports as an iCalendar file that reads back', async ({
  page,
  request,
}) => {
  const data = await timetable(request);
  // Day 1 shows (the page opens on the festival's current day by the page clock).
  await page.clock.install({ time: firstDayAt1130(data) });
  await storeSettings(page, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/laboratory/animefes');
  const main = page.getByRole('main');
  const title = 'Colour scripts & background painting';
  const other = 'Opening: the lanterns light up';
  await main.getByRole('button', { name: `Add “${title}” to favourites` }).click();
  await main.getByRole('button', { name: `Add “${other}” to favourites` }).click();
  await page.reload();
  await expect(main.getByRole('button', { name: `Remove “${title}” from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Export favourites (.ics, 2)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Paper-Lantern-Fes-demo-favourites.ics');
  const text = readFileSync(await download.path(), 'utf8');
  // RFC 5545 3.1: CRLF after every line, none over 75 octets; unfold, then read the properties.
  expect(text.endsWith('\r\n')).toBe(true);
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const logical = physical.reduce<string[]>((all, line) => {
    if (line.startsWith(' ')) all[all.length - 1] += line.slice(1);
    else all.push(line);
    return all;
  }, []);
  expect(logical.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
  expect(logical.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  const event = data.events.find((e) => e.title === title);
  const utc = (iso: string) => iso.replace(/[-:]/g, '').replace('.000', '');
  expect(logical).toContain(`SUMMARY:Colour scripts & background painting`);
  expect(logical).toContain(`DTSTART:${utc(event?.start ?? '')}`);
  expect(logical).toContain(`DTEND:${utc(event?.end ?? '')}`);
  expect(logical).toContain('LOCATION:Studio Kumo');
  expect(logical.filter((l) => /^UID:fes-\d+-\d{4}-\d{2}-\d{2}@127\.0\.0\.1$/.test(l))).toHaveLength(2);
  expect(logical.filter((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toHaveLength(2);
  expect(logical.at(-1)).toBe('END:VCALENDAR');
  await expect(main.getByRole('status').filter({ hasText: 'Exported 2 favourites' })).toBeVisible();
});

for (const appearance of ['light', 'dark'] as const)
  test(`[ROUTE-43] the timetable passes axe's WCAG 2 A and AA checks, ${appearance} theme, grid and list, guest and admin`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const data = await timetable(request);
    await page.clock.install({ time: firstDayAt1130(data) });
    await storeSettings(page, 'en', appearance);
    for (const width of [1280, 320]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/xy');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(data.festival.name);
      // axe reads colours as they are: let the theme's colour transitions end first (a run mid-transition measured
      // a button's background half way to its dark colour).
      await settleAnimations(page);
      expect(await violations(page), `${width} px`).toEqual([]);
    }
    await signIn(page, await adminToken(request));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/xy');
    await expect(page.getByRole('heading', { name: 'Edit the timetable' })).toBeVisible();
    await settleAnimations(page);
    expect(await violations(page), 'admin').toEqual([]);
  });

test('[ROUTE-43] the admin adds an event in the UI (its markup stays text) and a guest sees it; a bad time is refused', async ({
  page,
  browser,
  request,
}) => {
  const data = await timetable(request);
  const title = `<img src=x onerror="window.__pwned=1"> Night parade ${unique('fes', '-')}`;
  await signIn(page, await adminToken(request));
  await storeSettings(page, 'en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/xy');
  const form = page.getByRole('form', { name: 'Add an event' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Sketch Room' });
  await form.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
  // End before start: refused on the page, nothing sent.
  await form.getByLabel('Start').fill('18:00');
  await form.getByLabel('End').fill('17:00');
  await form.getByRole('button', { name: 'Add an event' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The end must be after the start.');
  await form.getByLabel('End').fill('19:30');
  await form.getByRole('button', { name: 'Add an event' }).click();
  await expect(page.getByText(`Saved “${title}”.`)).toBeVisible();
  const saved = (await timetable(request)).events.find((e) => e.title === title);
  // 18:00 on day 2 in Tokyo is 09:00 UTC.
  const day2 = new Date(Date.parse(`${data.festival.first_day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect(saved).toMatchObject({ start: `${day2}T09:00:00.000Z`, end: `${day2}T10:30:00.000Z` });

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await storeSettings(guestPage, 'en');
  await guestPage.goto('/laboratory/animefes');
  const main = guestPage.getByRole('main');
  await main.getByRole('button', { name: /^Day 2/ }).click();
  await expect(main.getByRole('region', { name: /^Timetable of/ }).getByText(title, { exact: true })).toBeVisible();
  await expect(main.locator('img[src="x"]')).toHaveCount(0);
  expect(await guestPage.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(guestPage.getByRole('heading', { name: 'Edit the timetable' })).toHaveCount(0);
  await guest.close();

  // The admin deletes it again (asked first).
  await page.getByRole('button', { name: `Day 2 · ${day2}` }).click();
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Delete “${title}”` })).toHaveCount(0);
  expect((await timetable(request)).events.some((e) => e.title === title)).toBe(false);
});

test('[ROUTE-43] at 320 px the admin adds, renames and deletes a stage; a guest sees the column while it exists', async ({
  page,
  browser,
  request,
}) => {
  const name = unique('Rooftop', ' ');
  await signIn(page, await adminToken(request));
  await storeSettings(page, 'en');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/laboratory/animefes');
  await page.getByRole('textbox', { name: 'New stage' }).fill(name);
  await page.getByRole('button', { name: 'Add the stage' }).click();
  await expect(page.getByText('The stage is saved.')).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  const stage = (await timetable(request)).stages.find((s) => s.name === name);
  expect(stage).toBeDefined();

  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  await storeSettings(guestPage, 'en');
  await guestPage.setViewportSize({ width: 1280, height: 900 });
  await guestPage.goto('/xy');
  await expect(guestPage.getByRole('region', { name: /^Timetable of/ }).getByRole('heading', { name })).toBeVisible();

  const field = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Rename the stage ${name}` }) });
  await field.getByRole('textbox', { name: 'Stage name' }).fill(`${name} B`);
  await page.getByRole('button', { name: `Rename the stage ${name}` }).click();
  await expect(page.getByRole('button', { name: `Delete the stage ${name} B` })).toBeVisible();
  await page.getByRole('button', { name: `Delete the stage ${name} B` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: `Delete the stage ${name} B` })).toHaveCount(0);
  expect((await timetable(request)).stages.some((s) => s.id === stage?.id)).toBe(false);
  await guestPage.reload();
  await expect(guestPage.getByRole('region', { name: /^Timetable of/ }).getByRole('heading', { name })).toHaveCount(0);
  await guest.close();
});

/** Resolves once every running CSS transition and finite animation of the page has finished. */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
