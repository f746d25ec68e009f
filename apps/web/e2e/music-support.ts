import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guardConsole, setInitialLanguage } from './support.ts';
import { expect, type Locator, type Page, test } from './test.ts';

/**
 * Shared set-up of the music e2e specs (music-*.spec.ts): the page in zh (the spec's Chinese labels verbatim),
 * a handle on the player's audio element and the Media Session handlers, and the demo songs' known timings from
 * the server's seed. `musicSpec()` sets a spec up with these and support.ts's console guard.
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A demo song's rows and words in seconds, as `demoSongTimings()` of the server's seed gives them. */
export type DemoTiming = {
  title: string;
  lyric_type: 'word' | 'ttml';
  rows: Array<{ time: number; text: string; words: Array<{ start: number; duration: number; text: string }> }>;
};

let timings: DemoTiming[] | undefined;

/**
 * The demo songs' timings, computed by the seed's own code (`demoSongTimings()` in
 * apps/server/src/seed/demo-songs) in a child process, so the web app's tests never import the server.
 * @throws when the child process fails.
 */
export function demoTimings(): DemoTiming[] {
  if (timings) return timings;
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      "const m = await import('./apps/server/src/seed/demo-songs/index.ts'); process.stdout.write(JSON.stringify(m.demoSongTimings()));",
    ],
    { cwd: root, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`demoSongTimings() failed: ${child.stderr}`);
  timings = JSON.parse(child.stdout) as DemoTiming[];
  return timings;
}

/** One demo song's timings by title. */
export function demoTiming(title: string): DemoTiming {
  const found = demoTimings().find((t) => t.title === title);
  if (!found) throw new Error(`no demo song titled ${title}`);
  return found;
}

/** The player's default offsets, seconds (spec section 9) [PLAY-50]. */
export const ROW_OFFSET_S = -0.35;
export const WORD_OFFSET_S = 0.35;

/** [LYR-10] The index of the row current at `time_s`: the last row whose time plus the row offset is at or before it. */
export function expectedRow(timing: DemoTiming, time_s: number, row_offset_s = ROW_OFFSET_S): number {
  let index = -1;
  timing.rows.forEach((row, i) => {
    if (row.time + row_offset_s <= time_s) index = i;
  });
  return index;
}

/**
 * Prepares a page for the music app before its first load: language zh unless `language` says otherwise,
 * `window.__audio` set to the element the player plays (the player's element is not in the DOM), its loads and
 * last playing/pause event counted, and `window.__mediaHandlers` holding the Media Session action handlers the
 * app registers.
 */
export async function preparePage(page: Page, options: { language?: string } = {}): Promise<void> {
  await setInitialLanguage(page, options.language ?? 'zh');
  await page.addInitScript(() => {
    const w = window as unknown as {
      __audio?: HTMLMediaElement;
      __audioLoads: number;
      __audioEvent: string;
      __mediaHandlers: Record<string, unknown>;
    };
    w.__audioLoads = 0;
    w.__audioEvent = '';
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (w.__audio !== this) {
        // Counts the element's loads of an address (PLAY-32: the same address again is no new load).
        this.addEventListener('loadstart', () => {
          w.__audioLoads += 1;
        });
        // The last of its "playing" / "pause" events: listeners run in the order they were added, so once this
        // one has run the player's own handler has seen the event too (the state follows it, PLAY-29/30).
        for (const name of ['playing', 'pause'])
          this.addEventListener(name, () => {
            w.__audioEvent = name;
          });
      }
      w.__audio = this;
      return play.call(this);
    };
    w.__mediaHandlers = {};
    const session = navigator.mediaSession;
    if (session) {
      const setActionHandler = session.setActionHandler.bind(session);
      session.setActionHandler = (action, handler) => {
        w.__mediaHandlers[action] = handler;
        try {
          setActionHandler(action, handler);
        } catch {
          // an action this browser does not know
        }
      };
    }
  });
}

/**
 * The set-up of a music spec (call at its top level): every test's page is prepared by `preparePage` (zh) and
 * fails on a console error (support.ts's `guardConsole`).
 */
export function musicSpec(): void {
  guardConsole();
  test.beforeEach(async ({ page }) => {
    await preparePage(page);
  });
}

/**
 * What the page's audio element is doing (seconds); `src` "" when it holds no address; `loads` counts the
 * addresses it has started loading; `event` is its last "playing" or "pause" event ("" none yet).
 */
export type AudioState = {
  time: number;
  paused: boolean;
  ended: boolean;
  src: string;
  volume: number;
  loads: number;
  event: string;
};

/** Reads the player's audio element (see `preparePage`). */
export function audioState(page: Page): Promise<AudioState> {
  return page.evaluate(() => {
    const w = window as unknown as { __audio?: HTMLMediaElement; __audioLoads: number; __audioEvent: string };
    const a = w.__audio;
    if (!a) return { time: 0, paused: true, ended: false, src: '', volume: -1, loads: 0, event: '' };
    return {
      time: a.currentTime,
      paused: a.paused,
      ended: a.ended,
      src: a.getAttribute('src') ?? '',
      volume: a.volume,
      loads: w.__audioLoads,
      event: w.__audioEvent,
    };
  });
}

/**
 * Waits until the audio plays (its "playing" event seen, so the player's state is playing too) and its time has
 * passed `after_s` seconds.
 */
export async function expectPlaying(page: Page, after_s = 0): Promise<void> {
  await expect
    .poll(async () => {
      const a = await audioState(page);
      return !a.paused && a.src !== '' && a.time > after_s && a.event === 'playing';
    })
    .toBe(true);
}

/**
 * Waits until the audio is paused with its "pause" event seen (Chromium runs input before queued media events,
 * so a key or click right after `pause()` could still meet a player that thinks it plays), or holds nothing.
 */
export async function expectPaused(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const a = await audioState(page);
      return a.paused && (a.event === 'pause' || a.src === '');
    })
    .toBe(true);
}

/** Seeks the audio element itself (seconds), as the page's own controls would, and lets the player see it. */
export async function seekAudio(page: Page, time_s: number): Promise<void> {
  await page.evaluate((t) => {
    const a = (window as unknown as { __audio?: HTMLMediaElement }).__audio;
    if (a) a.currentTime = t;
  }, time_s);
}

/** The mini player at the bottom of the music pages (a region named "播放器"). */
export function miniPlayer(page: Page): Locator {
  return page.getByRole('region', { name: '播放器', exact: true });
}

/** The full-screen player (a dialog named "全屏播放器"). */
export function fullPlayer(page: Page): Locator {
  return page.getByRole('dialog', { name: '全屏播放器' });
}

/** The seeded demo songs in the order the tests queue them. */
export const demoTitles = ['Lantern Lodge', '青灯', '夜の灯', 'Two Lamps'];

/**
 * Opens /archive/music/songs, queues the four demo songs in `demoTitles` order (one by one: other specs may have
 * added songs of their own to the shared server) and plays the first.
 */
export async function playAllDemoSongs(page: Page): Promise<void> {
  await page.goto('/archive/music/songs');
  for (const title of demoTitles) await page.getByRole('button', { name: `将 ${title} 加入队列`, exact: true }).click();
  await page.getByRole('button', { name: `播放 ${demoTitles[0]}`, exact: true }).click();
  await expectPlaying(page);
}

/** Opens /archive/music/songs and plays one demo song by its title. */
export async function playDemoSong(page: Page, title: string): Promise<void> {
  await page.goto('/archive/music/songs');
  await page.getByRole('button', { name: `播放 ${title}`, exact: true }).click();
  await expectPlaying(page);
}

/** Closes every toast on screen (a click closes one, TOAST-05): they sit over the mini player's middle. */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.getByRole('status').or(page.getByRole('alert')).getByRole('button');
  // A toast may leave by itself between the count and the click: a short wait, then look again.
  while ((await toasts.count()) > 0)
    await toasts
      .first()
      .click({ timeout: 1000 })
      .catch(() => undefined);
}

/** The title the mini player shows for the current song. */
export function currentTitle(page: Page, title: string): Locator {
  return miniPlayer(page).getByText(title, { exact: true });
}

/** Waits until the song `title` is current, its audio address contains `slug`, and it plays. */
export async function expectSong(page: Page, title: string, slug: string): Promise<void> {
  await expect(currentTitle(page, title)).toBeVisible();
  await expect.poll(async () => (await audioState(page)).src).toContain(slug);
  await expectPlaying(page);
}
