#!/usr/bin/env node
// Slow clients against the default timeouts (`npm run bench` runs it; alone: `node scripts/bench-slow-clients.mjs`).
// Starts its own server on a fresh DATA_DIR with every slow-client setting at its default, then:
//  1. opens 200 slow-header sockets (a request line, then one header byte a second) and 200 slow-body sockets (full
//     headers with Content-Length: 1000, then one body byte a second; half a form to login.php, half a multipart
//     upload) from 127.0.0.2-127.0.0.5, 100 per address (under the default cap of 128 per address, so each is cut
//     by a timeout, not by the cap), and measures the time until the server has closed them all (budget: 30 s);
//  2. meanwhile sends normal requests from 127.0.0.1 (get_songs.php, 4 at a time, kept alive) and reports their
//     p99 latency (budget: under 100 ms) and any failure (budget: none);
//  3. opens 200 idle sockets from 127.0.0.6 and counts those the per-address cap closed at once (expected: 72).
// Prints one JSON line at the end and exits non-zero when a budget is missed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_SLOW_CLIENTS_PORT ?? 8289);
const base = `http://127.0.0.1:${port}/api`;
const dataDir = resolve(root, '.tmp/bench-slow-clients-data');
const closeBudgetMs = 30_000;
const p99BudgetMs = 100;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' };
env.SEED = 'false';
for (const name of [
  'DATABASE_URL',
  'TRUST_PROXY',
  'HEADERS_TIMEOUT_MS',
  'BODY_TIMEOUT_MS',
  'BODY_MIN_BYTES_PER_S',
  'IDLE_TIMEOUT_MS',
  'KEEP_ALIVE_TIMEOUT_MS',
  'MAX_CONNECTIONS_PER_ADDRESS',
]) {
  delete env[name];
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

/** A socket from `localAddress` that writes `head`, then one byte every `everyMs`; resolves when it is closed. */
function slowSocket(localAddress, head, everyMs = 1000) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    let timer;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => socket.writable && socket.write('a'), everyMs);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve(performance.now());
    });
  });
}

/** One GET over a kept-alive socket from 127.0.0.1: its latency in ms, or undefined when it failed. */
const agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: '127.0.0.1' });
function timedGet(url) {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - start : undefined));
    });
    req.on('error', () => resolve(undefined));
  });
}

const results = {};
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {}
    if (i > 600 || serverExited) throw new Error('the bench server did not start');
    await sleep(100);
  }
  const readUrl = `${base}/archive/music/get_songs.php?page=1&page_size=20`;
  for (let i = 0; i < 200; i++) await timedGet(readUrl); // warm-up

  const heads = {
    header: 'GET /api/ HTTP/1.1\r\nHost: localhost\r\nX-Slow: ',
    form:
      'POST /api/account/login.php HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
    upload:
      'POST /api/archive/music/upload_media.php HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000\r\n\r\n--x\r\n',
  };
  const attackStart = performance.now();
  const closings = [];
  for (let i = 0; i < 400; i++) {
    const head = i < 200 ? heads.header : i % 2 ? heads.form : heads.upload;
    closings.push(slowSocket(`127.0.0.${2 + (i % 4)}`, head));
  }
  let attacking = true;
  const allClosed = Promise.all(closings).then((times) => {
    attacking = false;
    return Math.max(...times) - attackStart;
  });
  const latencies = [];
  let failures = 0;
  const worker = async () => {
    while (attacking) {
      const ms = await timedGet(readUrl);
      if (ms === undefined) failures += 1;
      else latencies.push(ms);
      await sleep(5);
    }
  };
  const workers = [worker(), worker(), worker(), worker()];
  const timedOut = sleep(60_000).then(() => 'timeout');
  const closedMs = await Promise.race([allClosed, timedOut]);
  attacking = false;
  await Promise.all(workers);
  if (closedMs === 'timeout') throw new Error('the slow sockets were still open after 60 s');
  results.slow_sockets_all_closed_s = +(closedMs / 1000).toFixed(1);
  latencies.sort((a, b) => a - b);
  results.normal_requests = latencies.length;
  results.normal_failures = failures;
  results.normal_p50_ms = +latencies[Math.floor(latencies.length * 0.5)].toFixed(1);
  results.normal_p99_ms = +latencies[Math.floor(latencies.length * 0.99)].toFixed(1);
  console.log(
    `slow clients: 200 slow-header + 200 slow-body sockets all closed in ${results.slow_sockets_all_closed_s} s ` +
      `(budget ${closeBudgetMs / 1000} s); normal reads meanwhile: ${results.normal_requests}, ${failures} failed, ` +
      `p50 ${results.normal_p50_ms} ms, p99 ${results.normal_p99_ms} ms (budget < ${p99BudgetMs} ms)`,
  );
  if (closedMs > closeBudgetMs || results.normal_p99_ms >= p99BudgetMs || failures > 0) {
    console.error('FAIL: slow clients over budget');
    process.exitCode = 1;
  }

  // 3. The per-address cap: 200 sockets that send nothing, from one address.
  const capClosed = [];
  const capStart = performance.now();
  const capSockets = Array.from({ length: 200 }, () => {
    const socket = connect({ host: '127.0.0.1', port, localAddress: '127.0.0.6' });
    socket.on('error', () => {});
    socket.on('close', () => capClosed.push(performance.now() - capStart));
    return socket;
  });
  await sleep(1000);
  results.cap_closed_at_once = capClosed.length;
  console.log(`per-address cap: ${capClosed.length} of 200 idle sockets from one address closed within 1 s`);
  for (const socket of capSockets) socket.destroy();
} finally {
  agent.destroy();
  server.kill('SIGTERM');
  await sleep(300);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
