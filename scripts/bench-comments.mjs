#!/usr/bin/env node
// Comment and login throughput on SQLite (`npm run bench` runs it as its last section; alone:
// `node scripts/bench-comments.mjs`). Starts its own server on a fresh DATA_DIR with the production password
// cost (scrypt N = 2^17) and no rate limits, and a bare Fastify route beside it, seeds 200 comments on one page,
// then measures:
//  - get_comments.php on that page (GET, 20 connections): req/s divided by the bare route's req/s in the same run
//    (budget >= 0.2, issue 21) and p99 latency; asked for as a browser asks (brotli or gzip) and without a coding;
//  - post_comment.php as a signed-in user (POST, 10 connections): req/s and p99 latency;
//  - login.php latency: 20 logins one after another (median and p99), the cost of one scrypt hash.
// Prints one JSON line at the end; the post and login figures are reference numbers, with no budget.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(resolve(root, 'package.json'));
const autocannon = require('autocannon');
const port = Number(process.env.BENCH_COMMENTS_PORT ?? 8284);
const barePort = Number(process.env.BENCH_COMMENTS_BARE_PORT ?? 8285);
const base = `http://127.0.0.1:${port}/api`;
const dataDir = resolve(root, '.tmp/bench-comments-data');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const form = (fields) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED: 'false',
  ADMIN_UID: 'admin',
  ADMIN_PASSWORD: 'bench-admin-password',
  PASSWORD_SCRYPT_N: String(2 ** 17),
  RATE_LIMIT_LOGIN: '0',
  RATE_LIMIT_REGISTER: '0',
  RATE_LIMIT_COMMENT: '0',
  RATE_LIMIT_FEEDBACK: '0',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const bare = spawn(process.execPath, [resolve(root, 'scripts/bench-bare-server.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(barePort) },
  stdio: 'inherit',
});

const results = {};
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok && (await fetch(`http://127.0.0.1:${barePort}/bare`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('the bench server did not start');
    await sleep(100);
  }
  const registered = await (
    await fetch(`${base}/account/register.php`, form({ uid: 'bench', password: 'bench-pass' }))
  ).json();
  const tokenid = registered.data.tokenid;
  const target = '/blog/articles/bench';
  let parent = '';
  for (let i = 0; i < 200; i++) {
    const text = `Comment ${i} with **Markdown**, a [link](https://example.org/${i}) and \`code\`.`;
    const answer = await (
      await fetch(`${base}/comments/post_comment.php`, form({ tokenid, target, text, reply_to: i % 4 ? parent : '' }))
    ).json();
    if (i % 4 === 0) parent = String(answer.data.id);
  }

  const run = (options) => autocannon({ duration: 8, pipelining: 1, ...options });
  const listUrl = `${base}/comments/get_comments.php?target=${encodeURIComponent(target)}`;
  await run({ url: listUrl, connections: 20, duration: 2 }); // warm-up
  const bareRun = await run({ url: `http://127.0.0.1:${barePort}/bare`, connections: 20 });
  const list = await run({ url: listUrl, connections: 20 });
  const listCompressed = await run({
    url: listUrl,
    connections: 20,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  results.bare_rps = Math.round(bareRun.requests.average);
  results.comment_list_rps = Math.round(list.requests.average);
  results.comment_list_ratio = +(list.requests.average / bareRun.requests.average).toFixed(3);
  results.comment_list_p99_ms = list.latency.p99;
  results.comment_list_bytes = Math.round(list.throughput.average / list.requests.average);
  results.comment_list_br_rps = Math.round(listCompressed.requests.average);
  results.comment_list_br_ratio = +(listCompressed.requests.average / bareRun.requests.average).toFixed(3);
  results.comment_list_br_p99_ms = listCompressed.latency.p99;
  console.log(
    `comment list (200 comments, ${results.comment_list_bytes} bytes): ${results.comment_list_rps} req/s, bare Fastify ${results.bare_rps} req/s, ratio ${results.comment_list_ratio} (budget >= 0.2), p99 ${results.comment_list_p99_ms} ms`,
  );
  console.log(
    `comment list asked for with brotli: ${results.comment_list_br_rps} req/s, ratio ${results.comment_list_br_ratio}, p99 ${results.comment_list_br_p99_ms} ms`,
  );
  if (results.comment_list_ratio < 0.2) console.error('comment list: below its budget');

  const post = await run({
    url: `${base}/comments/post_comment.php`,
    connections: 10,
    duration: 5,
    ...form({ tokenid, target: '/bench/post', text: 'A *posted* comment.' }),
  });
  results.comment_post_rps = Math.round(post.requests.average);
  results.comment_post_p99_ms = post.latency.p99;
  results.comment_post_errors = post.non2xx + post.errors;
  console.log(`comment post: ${results.comment_post_rps} req/s, p99 ${results.comment_post_p99_ms} ms`);

  const times = [];
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    const res = await fetch(`${base}/account/login.php`, form({ uid: 'bench', password: 'bench-pass' }));
    if (!res.ok) throw new Error(`login failed: ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  results.login_median_ms = Math.round(times[10]);
  results.login_p99_ms = Math.round(times[19]);
  console.log(`login (scrypt N=2^17): median ${results.login_median_ms} ms, p99 ${results.login_p99_ms} ms`);
} finally {
  server.kill('SIGTERM');
  bare.kill('SIGTERM');
  await sleep(300);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
