#!/usr/bin/env node
// The links' budget (issue 18; alone: `node scripts/bench-links.mjs`), on its own server (SQLite, fresh DATA_DIR):
//  - the following page's call (GET links/get_following.php, the followed sites and the first page of the river)
//    with 20 followed sites of 50 posts each: req/s over a bare Fastify route's req/s, same run, the median of three
//    interleaved rounds (budget >= 0.5: the page never calls another site, it reads the server's store);
//  - and that no request reached the followed sites while the page was measured.
// The followed sites are a local fake (an HTTP server in this process serving RSS 2.0), imported with
// `npm run import -- --opml`; the server collects them in its first refresh round (LINKS_REFRESH_JITTER_MINUTES=0,
// LINKS_ALLOW_PRIVATE_ADDRESSES=true for the local address). Prints one JSON line at the end; exits non-zero when
// the budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(resolve(root, 'package.json'));
const autocannon = require('autocannon');
const port = 8293;
const barePort = 8294;
const api = `http://127.0.0.1:${port}/api`;
const dataDir = resolve(root, '.tmp/bench-links-data');
const opmlFile = resolve(root, '.tmp/bench-links.opml');
const sites = 20;
const postsPerSite = 50;
const keep = process.env.BENCH_KEEP === '1';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One fake site's RSS 2.0: `postsPerSite` posts, one a day, with HTML in the descriptions. */
const rss = (site) => {
  const items = Array.from({ length: postsPerSite }, (_, i) => {
    const date = new Date(Date.UTC(2026, 0, 1) + (i * sites + site) * 3_600_000).toUTCString();
    return `<item><title>Post ${i} of site ${site}</title><link>/posts/${i}</link><guid>s${site}-p${i}</guid><pubDate>${date}</pubDate><description>&lt;p&gt;The &lt;b&gt;first&lt;/b&gt; lines of post ${i}, long enough to be an excerpt of a real article on a real blog.&lt;/p&gt;</description></item>`;
  });
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Site ${site}</title><link>/</link>${items.join('')}</channel></rss>`;
};
let upstreamRequests = 0;
const fake = createServer((req, res) => {
  upstreamRequests += 1;
  const feed = /^\/feed\/(\d+)\.xml$/.exec(req.url ?? '');
  if (feed) return res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss(Number(feed[1])));
  res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>site</title>');
});
await new Promise((r) => fake.listen(0, '127.0.0.1', r));
const fakeBase = `http://127.0.0.1:${fake.address().port}`;

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED: 'false',
  LINKS_ALLOW_PRIVATE_ADDRESSES: 'true',
  LINKS_REFRESH_JITTER_MINUTES: '0',
};
delete env.DATABASE_URL;

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dirname(opmlFile), { recursive: true });
const outlines = Array.from(
  { length: sites },
  (_, i) =>
    `<outline text="Site ${i}" type="rss" category="/following" htmlUrl="${fakeBase}/site/${i}/" xmlUrl="${fakeBase}/feed/${i}.xml"/>`,
);
writeFileSync(opmlFile, `<?xml version="1.0"?><opml version="2.0"><body>${outlines.join('')}</body></opml>`);
const importRun = spawnSync('npm', ['run', '--silent', 'import', '--', '--opml', opmlFile], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
if (importRun.status !== 0) throw new Error(`the OPML import failed (exit ${importRun.status})`);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bare = spawn(process.execPath, [resolve(root, 'scripts/bench-bare-server.mjs')], {
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'inherit',
});
const results = {};
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${api}/`)).ok && (await fetch(`http://127.0.0.1:${barePort}/bare`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('the bench servers did not start');
    await sleep(100);
  }
  const pageUrl = `${api}/links/get_following.php`;
  // The first refresh round runs at start: wait until every site's posts are stored.
  for (let i = 0; ; i++) {
    const page = await (await fetch(`${pageUrl}?per_page=1&wait=${i}`)).json();
    if (page.data?.posts?.total === sites * postsPerSite) break;
    if (i > 600) throw new Error(`the feeds were not collected: ${JSON.stringify(page).slice(0, 200)}`);
    await sleep(100);
  }
  const check = await (await fetch(pageUrl)).json();
  if (check.data.posts.items.length !== 20 || check.data.entries.length !== sites)
    throw new Error(`the following page is not full: ${JSON.stringify(check).slice(0, 200)}`);
  const measure = async (url) => (await autocannon({ url, connections: 20, duration: 4 })).requests.average;
  await measure(pageUrl); // warm-up
  const before = upstreamRequests;
  const rounds = [];
  for (let round = 0; round < 3; round++) {
    const bareRps = await measure(`http://127.0.0.1:${barePort}/bare`);
    const pageRps = await measure(pageUrl);
    rounds.push({ pageRps, ratio: pageRps / bareRps });
  }
  const median = rounds.sort((a, b) => a.ratio - b.ratio)[1];
  results.links_following_rps = Math.round(median.pageRps);
  results.links_following_ratio = +median.ratio.toFixed(2);
  results.links_upstream_requests_during_reads = upstreamRequests - before;
  console.log(
    `links: following page (${sites} sites, ${sites * postsPerSite} posts): ${results.links_following_rps} req/s, ratio to bare ${results.links_following_ratio} (budget >= 0.5); requests to the followed sites while measured: ${results.links_upstream_requests_during_reads} (budget 0)`,
  );
  const missed = [
    results.links_following_ratio < 0.5 && 'following ratio',
    results.links_upstream_requests_during_reads > 0 && 'upstream calls on a request',
  ].filter(Boolean);
  if (missed.length > 0) {
    console.error(`FAIL: links budgets missed: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  fake.close();
  fake.closeAllConnections();
  await sleep(300);
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
  rmSync(opmlFile, { force: true });
}
console.log(JSON.stringify(results));
