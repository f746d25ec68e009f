#!/usr/bin/env node
// `npm run bench`: the performance budgets of the foundation issue, measured on the real build.
//  1. gzip size of the JS the home page loads before it is interactive (ceiling 150 KB, decision 0012; the bench
//     exits non-zero above it): every script Chromium fetches while loading / until the network is idle, gzip -9
//     of each file.
//  2. Lighthouse (mobile, default throttling) performance / accessibility / best-practices / SEO for /, an imported
//     article, an imported wiki page, /archive/movies and /archive/music (issue 21: performance >= 0.98 and LCP
//     <= 1.5 s, the other three 1), the median of three runs each, with each run's performance, FCP, LCP and TBT.
//  3. article-read req/s of the API divided by a bare Fastify route's req/s (the median of three runs spread over the
//     step), same run (budget >= 0.4); the article
//     page's server-rendered HTML the same way, with the page cache warm (budget >= 0.3, asked for as a browser asks:
//     brotli; without compression printed too) and cold (every request a new address, so every one renders: budget
//     >= 0.05, decision 0033), each with its p99 (issue 21 point 5).
//  4. comment list (200 comments) req/s / bare Fastify (budget >= 0.2) and p99, comment post req/s and p99, login
//     latency (scripts/bench-comments.mjs).
//  5. the music player over 20 s of playback with word lyrics: long tasks (budget: none over 50 ms) and lyric style
//     refreshes per 200 ms (budget <= 1), from PerformanceObserver and a Chromium trace (scripts/bench-player.mjs).
//  6. login throughput after 200,000 rate-limiter keys over the throughput with none (budget >= 0.8,
//     scripts/bench-limiter.mjs).
//  7. slow clients with the default timeouts: 200 slow-header and 200 slow-body sockets all closed (budget 30 s)
//     while normal reads keep their p99 under 100 ms, and the per-address cap (scripts/bench-slow-clients.mjs).
//  8. a restart after kill -9: time until the bundled server answers (budget < 1 s, scripts/bench-restart.mjs).
//  9. the wiki: import of the foam-docs vault (s), item read / bare Fastify (budget >= 0.5), save and diff of a
//     5,000-line page (p95 budget < 100 ms each; scripts/bench-wiki.mjs).
// 10. the archive with 30,000 items: Letterboxd import rows/s, a filtered, sorted list page / bare Fastify (budget
//     >= 0.3) and its p99, cached and over 1,000 different pages (budget < 50 ms; scripts/bench-archive.mjs).
// 11. the links: the following page's call (the river of followed sites' posts) / bare Fastify (budget >= 0.5: no
//     upstream call on a request; scripts/bench-links.mjs).
// 12. the blog import of generated corpora of 1,000 and 10,000 posts: posts/s, peak RSS (budget < 300 MB and within
//     10% between the sizes) and the first start after it (budget: no article re-rendered;
//     scripts/bench-blog-import.mjs).
// 13. the site search over 50,000 documents: reindex time, query p50/p95 (budget p95 < 30 ms), search req/s over
//     bare Fastify, the blog list's p99 while two clients search (budget < 50 ms); on PostgreSQL too when
//     BENCH_DATABASE_URL is set (scripts/bench-search.mjs).
// 14. an article with 10 pictures of 3000x2000 on a 390 px phone at DPR 3: the share of the full-size pictures' bytes
//     it downloads (budget <= 40%, issue 23; scripts/bench-pictures.mjs).
// 15. each laboratory page's own JS chunk, gzip -9, and none in the home page's JS (scripts/bench-lab-chunks.mjs).
// 16. the rhythm game over 60 s of play: long tasks (budget: none over 50 ms) and frame times (scripts/bench-rhythm.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromeFlags, chromiumPath, root, sleep, waitFor } from './bench-support.mjs';
import { HOME_JS_BUDGET_KB, homeJsOverBudget } from './home-js-budget.mjs';

const require = createRequire(resolve(root, 'apps/web/package.json'));
const port = 8282;
const base = `http://127.0.0.1:${port}`;
const articleId = 'hexo-news/2019-10-14-hexo-4-released';
const launchFlags = ['--headless=new', ...chromeFlags];

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(1);

const dataDir = resolve(root, '.tmp/bench-data');
const server = spawn(process.execPath, ['apps/web/e2e/serve.mjs'], {
  cwd: root,
  env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bare = spawn(process.execPath, [resolve(root, 'scripts/bench-bare-server.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: '8283' },
  stdio: 'inherit',
});
const results = {};
let homeJsProblem; // the home JS ceiling's message when it is passed, repeated as the bench's last line
try {
  await waitFor(`${base}/api/`);
  await waitFor('http://127.0.0.1:8283/bare');

  // 1. JS loaded by the home page before it is interactive.
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: launchFlags.slice(1) });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  // The app starts one frame after the first paint (boot.js): on a cold first load the network can be idle before
  // it asks for its code, which then went uncounted (0.5 KB, boot.js alone). Wait until it has started.
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await browser.close();
  let jsGzip = 0;
  for (const path of scripts)
    jsGzip += gzipSync(readFileSync(resolve(root, 'apps/web/dist', `.${path}`)), { level: 9 }).length;
  results.home_js_gzip_kb = +(jsGzip / 1024).toFixed(1);
  console.log(
    `home page JS (gzip): ${results.home_js_gzip_kb} KB in ${scripts.size} files (ceiling ${HOME_JS_BUDGET_KB} KB)`,
  );
  homeJsProblem = homeJsOverBudget(jsGzip);
  if (homeJsProblem) {
    console.error(`FAIL: ${homeJsProblem}`);
    process.exitCode = 1;
  }

  // 2. Lighthouse, three runs per page: one run moves by ±0.03 with the machine's load (its blocking time is a
  // 4x-scaled trace of this machine), so the median is reported with the range. A run whose trace Lighthouse
  // could not read (NO_NAVSTART and the like) is run again, at most twice.
  const lighthouseCli = require.resolve('lighthouse/cli/index.js');
  const lighthouseRuns = 3;
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  // A wiki page: the foam-docs vault imported into the running server's database by the CLI, as a user would.
  const importEnv = { ...process.env, DATA_DIR: dataDir };
  delete importEnv.DATABASE_URL; // the bench server runs on SQLite in DATA_DIR (serve.mjs)
  const wikiImport = spawnSync(
    'npm',
    ['run', '--silent', 'import', '--', '--wiki', resolve(root, '../shared/fixtures/wiki/foam-docs')],
    { cwd: root, env: importEnv, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (wikiImport.status !== 0) throw new Error('the wiki import failed');
  for (const [name, url] of [
    ['home', `${base}/`],
    ['article', `${base}/blog/articles/${articleId}`],
    ['wiki', `${base}/wiki/items/user/features/wikilinks`],
    ['movies', `${base}/archive/movies`],
    ['music', `${base}/archive/music`],
  ]) {
    const runs = [];
    for (let attempt = 0; runs.length < lighthouseRuns && attempt < lighthouseRuns + 2; attempt++) {
      const out = resolve(root, `.tmp/lighthouse-${name}-${runs.length}.json`);
      const lh = spawnSync(
        process.execPath,
        [
          lighthouseCli,
          url,
          '--quiet',
          '--output=json',
          `--output-path=${out}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=${launchFlags.join(' ')}`,
        ],
        { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const report = lh.status === 0 ? JSON.parse(readFileSync(out, 'utf8')) : undefined;
      if (report === undefined || report.runtimeError) {
        console.log(
          `lighthouse ${name}: a run failed (${report?.runtimeError?.code ?? `exit ${lh.status}`}), running again`,
        );
        continue;
      }
      runs.push(report);
    }
    if (runs.length < lighthouseRuns) throw new Error(`lighthouse failed on ${url}`);
    const categories = Object.keys(runs[0].categories);
    results[`lighthouse_${name}`] = Object.fromEntries(
      categories.map((k) => [k, median(runs.map((r) => r.categories[k].score))]),
    );
    const metric = (key) => runs.map((r) => Math.round(r.audits.metrics.details.items[0][key]));
    results[`lighthouse_${name}_runs`] = {
      performance: runs.map((r) => r.categories.performance.score),
      fcp_ms: metric('firstContentfulPaint'),
      lcp_ms: metric('largestContentfulPaint'),
      tbt_ms: metric('totalBlockingTime'),
    };
    const performance = results[`lighthouse_${name}_runs`].performance;
    const lcp = median(results[`lighthouse_${name}_runs`].lcp_ms);
    const scores = results[`lighthouse_${name}`];
    const met = categories.every((k) => scores[k] >= (k === 'performance' ? 0.98 : 1)) && lcp <= 1500;
    console.log(
      `lighthouse ${name} (median of ${lighthouseRuns}): ${categories
        .map((k) => `${k} ${scores[k]}`)
        .join(', ')}, LCP ${lcp} ms (budget: performance >= 0.98, the others 1, LCP <= 1500 ms: ${
        met ? 'met' : 'NOT met'
      }); performance runs ${performance.join(', ')}, FCP ${results[`lighthouse_${name}_runs`].fcp_ms.join(
        '/',
      )} ms, LCP ${results[`lighthouse_${name}_runs`].lcp_ms.join('/')} ms, TBT ${results[
        `lighthouse_${name}_runs`
      ].tbt_ms.join('/')} ms`,
    );
  }

  // 3. API throughput relative to a bare Fastify route, then the article page's HTML.
  const autocannon = require('autocannon');
  const measure = async (url) =>
    (await autocannon({ url, connections: 20, duration: 8, pipelining: 1 })).requests.average;
  await measure(`${base}/api/blog/get_article.php?id=${encodeURIComponent(articleId)}`); // warm-up
  // The bare route is measured three times, spread over the step, and its median is the reference: one run moves by
  // 15-25 % on this two-core machine (40,800 to 56,600 req/s within minutes), which a ratio of one run inherits.
  const bareRuns = [await measure('http://127.0.0.1:8283/bare')];
  const articleRps = await measure(`${base}/api/blog/get_article.php?id=${encodeURIComponent(articleId)}`);
  bareRuns.push(await measure('http://127.0.0.1:8283/bare'));
  // The page as a browser asks for it the first time (no cookies: the language from Accept-Language). Warm: one
  // address, rendered once and then served from the page cache. Cold: a new query string on every request, so
  // every request misses the cache and renders (renders run one at a time; 20 connections queue behind each other).
  const pageUrl = `${base}/blog/articles/${articleId}`;
  const pageRun = async (options) => {
    const run = await autocannon({
      connections: 20,
      duration: 8,
      pipelining: 1,
      headers: { 'accept-language': 'en' },
      ...options,
    });
    if (run.non2xx > 0 || run.errors > 0) throw new Error(`article page: ${run.non2xx} non-2xx, ${run.errors} errors`);
    return run;
  };
  await pageRun({ url: pageUrl, duration: 2 }); // renders it once, warms the process
  const warm = await pageRun({ url: pageUrl });
  // As a browser asks for it, which the budget is held to (every browser sends Accept-Encoding): the brotli form,
  // made once per cached page (a quarter of the bytes; decision 0033).
  const warmBrotli = await pageRun({
    url: pageUrl,
    headers: { 'accept-language': 'en', 'accept-encoding': 'gzip, deflate, br' },
  });
  bareRuns.push(await measure('http://127.0.0.1:8283/bare'));
  const bareRps = median(bareRuns);
  results.bare_rps = Math.round(bareRps);
  results.bare_rps_runs = bareRuns.map(Math.round);
  results.article_rps = Math.round(articleRps);
  results.article_ratio = +(articleRps / bareRps).toFixed(2);
  console.log(
    `article read: ${results.article_rps} req/s, bare Fastify: ${results.bare_rps} req/s (median of ${results.bare_rps_runs.join(', ')}), ratio ${results.article_ratio} (budget >= 0.4)`,
  );
  let cold = 0;
  const coldRun = await pageRun({
    url: pageUrl,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${request.path}?cold=${cold++}` }) }],
  });
  results.page_warm_rps = Math.round(warm.requests.average);
  results.page_warm_ratio = +(warm.requests.average / bareRps).toFixed(3);
  results.page_warm_p99_ms = warm.latency.p99;
  results.page_warm_br_rps = Math.round(warmBrotli.requests.average);
  results.page_warm_br_ratio = +(warmBrotli.requests.average / bareRps).toFixed(3);
  results.page_warm_br_p99_ms = warmBrotli.latency.p99;
  results.page_cold_rps = +coldRun.requests.average.toFixed(1);
  results.page_cold_ratio = +(coldRun.requests.average / bareRps).toFixed(4);
  results.page_cold_p99_ms = coldRun.latency.p99;
  console.log(
    `article page HTML, cache warm, as a browser asks for it (brotli): ${results.page_warm_br_rps} req/s, ratio ${results.page_warm_br_ratio} (budget >= 0.3), p99 ${results.page_warm_br_p99_ms} ms`,
  );
  console.log(
    `article page HTML, cache warm, asked for without compression: ${results.page_warm_rps} req/s, ratio ${results.page_warm_ratio}, p99 ${results.page_warm_p99_ms} ms`,
  );
  console.log(
    `article page HTML, cold (every request renders): ${results.page_cold_rps} req/s, ratio ${results.page_cold_ratio} (budget >= 0.05), p99 ${results.page_cold_p99_ms} ms`,
  );
  if (results.page_warm_br_ratio < 0.3) console.error('article page HTML, cache warm: below its budget');
  if (results.page_cold_ratio < 0.05) console.error('article page HTML, cold: below its budget');
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  await sleep(300);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));

// 4. Comment list/post throughput and login latency on SQLite: scripts/bench-comments.mjs, on its own server.
const commentsBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-comments.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (commentsBench.status !== 0) process.exitCode = 1;

// 5. The music player's main thread while it plays word lyrics: scripts/bench-player.mjs, on its own server.
const playerBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-player.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (playerBench.status !== 0) process.exitCode = 1;

// 6. Login throughput with 200,000 rate-limiter keys against none: scripts/bench-limiter.mjs, on its own server.
const limiterBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-limiter.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (limiterBench.status !== 0) process.exitCode = 1;
// 7. Slow clients against the default timeouts: scripts/bench-slow-clients.mjs, on its own server.
const slowClientsBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-slow-clients.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (slowClientsBench.status !== 0) process.exitCode = 1;

// 8. A restart after kill -9 until the first answer: scripts/bench-restart.mjs, on its own server.
const restartBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-restart.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (restartBench.status !== 0) process.exitCode = 1;

// 9. The wiki: vault import time, item read ratio, save and diff of a 5,000-line page: scripts/bench-wiki.mjs.
const wikiBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-wiki.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (wikiBench.status !== 0) process.exitCode = 1;

// 10. The archive: import rows/s of a 30,000-film Letterboxd export, list page ratio and p99: scripts/bench-archive.mjs.
const archiveBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-archive.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (archiveBench.status !== 0) process.exitCode = 1;

// 11. The links: the following page's call against bare Fastify: scripts/bench-links.mjs.
const linksBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-links.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (linksBench.status !== 0) process.exitCode = 1;

// 12. The blog import of generated 1,000- and 10,000-post corpora, then the first start: scripts/bench-blog-import.mjs.
const blogImportBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-blog-import.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (blogImportBench.status !== 0) process.exitCode = 1;

// 13. The site search over 50,000 documents, on SQLite (and PostgreSQL with BENCH_DATABASE_URL): scripts/bench-search.mjs.
const searchBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-search.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (searchBench.status !== 0) process.exitCode = 1;

// 14. An article's 10 pictures on a phone, served with srcset from the media library: scripts/bench-pictures.mjs.
const picturesBench = spawnSync(process.execPath, [resolve(root, 'scripts/bench-pictures.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (picturesBench.status !== 0) process.exitCode = 1;
// 15. Each laboratory page's own JS chunk, none in the home page's JS (issue 24): scripts/bench-lab-chunks.mjs.
const labChunks = spawnSync(process.execPath, [resolve(root, 'scripts/bench-lab-chunks.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (labChunks.status !== 0) process.exitCode = 1;
// 16. The rhythm game over 60 s of play (issue 25): scripts/bench-rhythm.mjs (imports the page's chart code: tsx).
const rhythmBench = spawnSync(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/bench-rhythm.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (rhythmBench.status !== 0) process.exitCode = 1;

if (homeJsProblem) console.error(`FAIL: ${homeJsProblem}`);
