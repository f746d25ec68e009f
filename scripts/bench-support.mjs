// What the benchmarks that drive Chromium against a running server share (`npm run bench`'s sections): the
// repository's root, Debian's Chromium and the flags the team launches it with (DEVELOPERS.md), and waiting for a
// server to answer.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Debian's Chromium (never a downloaded browser), or `CHROMIUM_PATH`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every Chromium of the benches starts with (headless is Playwright's or Lighthouse's own choice). */
export const chromeFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Resolves after `ms` milliseconds. */
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves once `url` answers 2xx, asking every 100 ms; throws `"<url> did not answer"` after `timeoutMs`
 * milliseconds (default 120 s: a cold server start under load).
 */
export async function waitFor(url, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}
