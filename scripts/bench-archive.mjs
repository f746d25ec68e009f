#!/usr/bin/env node
// The archive's budgets (issue 17; `npm run bench` runs it; alone: `node scripts/bench-archive.mjs`), on its own
// server (SQLite, fresh DATA_DIR):
//  - import of a generated Letterboxd export of 30,000 films (watched, ratings, diary with rewatches and tags,
//    reviews, watchlist) with `npm run import -- --letterboxd`: rows per second of the whole command;
//  - a filtered, sorted list page (GET archive/get_items.php?kind=movie&status=done&sort=rating&page=3) with those
//    30,000 items: req/s over a bare Fastify route's req/s, same run (budget >= 0.3), and p99 latency (budget
//    < 50 ms), and the same over 1,000 different pages in turn, past the answer cache (p99 budget < 50 ms).
// Prints one JSON line at the end; exits non-zero when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(resolve(root, 'package.json'));
const autocannon = require('autocannon');
const port = 8287;
const barePort = 8291;
const api = `http://127.0.0.1:${port}/api`;
const dataDir = resolve(root, '.tmp/bench-archive-data');
const exportDir = resolve(root, '.tmp/bench-archive-letterboxd');
const films = 30_000;
const keep = process.env.BENCH_KEEP === '1';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED: 'false',
};
delete env.DATABASE_URL;

/** A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value) => (/[",\n]/.test(String(value)) ? `"${String(value).replaceAll('"', '""')}"` : String(value));
const csv = (header, rows) => `${[header, ...rows].map((r) => r.map(field).join(',')).join('\n')}\n`;
const day = (i) =>
  `20${String(10 + (i % 16)).padStart(2, '0')}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;

/** Writes the export: every film watched but a tenth on the watchlist; ratings for most, a diary entry for half. */
function writeExport() {
  rmSync(exportDir, { recursive: true, force: true });
  mkdirSync(exportDir, { recursive: true });
  const watched = [];
  const watchlist = [];
  const ratings = [];
  const diary = [];
  const reviews = [];
  for (let i = 0; i < films; i++) {
    const base = [
      day(i),
      i % 7 === 0 ? `Film ${i}, "the cut"` : `Film ${i}`,
      1920 + (i % 105),
      `https://boxd.it/b${i.toString(36)}`,
    ];
    if (i % 10 === 9) {
      watchlist.push(base);
      continue;
    }
    watched.push(base);
    const rating = i % 5 === 4 ? '' : String(0.5 * (1 + (i % 10)));
    if (rating) ratings.push([...base, rating]);
    if (i % 2 === 0)
      diary.push([...base, rating, i % 6 === 0 ? 'Yes' : '', i % 4 === 0 ? 'festival, cinema' : '', day(i + 3)]);
    if (i % 20 === 0) reviews.push([...base, rating, '', `A review of film ${i}, with *Markdown*.`, '', day(i + 3)]);
  }
  const head = ['Date', 'Name', 'Year', 'Letterboxd URI'];
  writeFileSync(join(exportDir, 'watched.csv'), csv(head, watched));
  writeFileSync(join(exportDir, 'watchlist.csv'), csv(head, watchlist));
  writeFileSync(join(exportDir, 'ratings.csv'), csv([...head, 'Rating'], ratings));
  writeFileSync(join(exportDir, 'diary.csv'), csv([...head, 'Rating', 'Rewatch', 'Tags', 'Watched Date'], diary));
  writeFileSync(
    join(exportDir, 'reviews.csv'),
    csv([...head, 'Rating', 'Rewatch', 'Review', 'Tags', 'Watched Date'], reviews),
  );
  return watched.length + watchlist.length + ratings.length + diary.length + reviews.length;
}

rmSync(dataDir, { recursive: true, force: true });
const results = {};
const rows = writeExport();
const started = performance.now();
const importRun = spawnSync('npm', ['run', '--silent', 'import', '--', '--letterboxd', exportDir], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (importRun.status !== 0) throw new Error(`the archive import failed (exit ${importRun.status})`);
const seconds = (performance.now() - started) / 1000;
results.import_rows = rows;
results.import_s = +seconds.toFixed(1);
results.import_rows_per_s = Math.round(rows / seconds);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bare = spawn(process.execPath, [resolve(root, 'scripts/bench-bare-server.mjs')], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${api}/`)).ok && (await fetch(`http://127.0.0.1:${barePort}/bare`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('the bench servers did not start');
    await sleep(100);
  }
  const listUrl = `${api}/archive/get_items.php?kind=movie&status=done&sort=rating&page=3`;
  const check = await (await fetch(listUrl)).json();
  if (check.data?.items?.length !== 24)
    throw new Error(`the list page is not full: ${JSON.stringify(check).slice(0, 200)}`);
  const measure = async (url) => await autocannon({ url, connections: 10, duration: 6 });
  await measure(listUrl); // warm-up
  const bareRun = await measure(`http://127.0.0.1:${barePort}/bare`);
  const listRun = await measure(listUrl);
  results.archive_list_rps = Math.round(listRun.requests.average);
  results.archive_list_ratio = +(listRun.requests.average / bareRun.requests.average).toFixed(2);
  results.archive_list_p99_ms = listRun.latency.p99;
  // The same filter and sort over 1,000 different pages in turn: past the 200-answer cache, every request queries.
  let page = 0;
  const coldRun = await autocannon({
    url: listUrl,
    connections: 10,
    duration: 6,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: listUrl.replace(/.*\/api/, '/api').replace('page=3', `page=${(page++ % 1000) + 1}`),
        }),
      },
    ],
  });
  results.archive_list_uncached_rps = Math.round(coldRun.requests.average);
  results.archive_list_uncached_p99_ms = coldRun.latency.p99;
  console.log(
    `archive: Letterboxd import of ${films} films (${rows} rows) ${results.import_s} s, ${results.import_rows_per_s} rows/s; filtered, sorted list page with ${check.data.total} matches of ${films}: ${results.archive_list_rps} req/s, ratio to bare ${results.archive_list_ratio} (budget >= 0.3), p99 ${results.archive_list_p99_ms} ms (budget < 50 ms); uncached pages ${results.archive_list_uncached_rps} req/s, p99 ${results.archive_list_uncached_p99_ms} ms (budget < 50 ms)`,
  );
  const missed = [
    results.archive_list_ratio < 0.3 && 'list ratio',
    results.archive_list_p99_ms >= 50 && 'list p99',
    results.archive_list_uncached_p99_ms >= 50 && 'uncached list p99',
  ].filter(Boolean);
  if (missed.length > 0) {
    console.error(`FAIL: archive budgets missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  await sleep(300);
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  rmSync(exportDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
