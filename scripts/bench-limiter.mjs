#!/usr/bin/env node
// The rate limiter at scale (issue 15 point 5; `npm run bench` runs it; alone: `node scripts/bench-limiter.mjs`).
// Starts its own server (SQLite, TRUST_PROXY=true so each request can name its client address in
// X-Forwarded-For, the default login limit of 10 per 15 minutes), then measures login.php throughput where every
// request comes from a new address with a new uid (two new limiter keys each, an unknown uid: no password hash):
//  - on the fresh server after a 2 s warm-up (a few thousand keys), for 6 s;
//  - after 100,000 more such logins (200,000 keys created; the table keeps at most 100,000), for 6 s.
// Budget: the second throughput is at least 0.8 of the first. Prints one JSON line at the end.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(resolve(root, 'package.json'));
const autocannon = require('autocannon');
const port = 8287;
const dataDir = resolve(root, '.tmp/bench-limiter-data');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

rmSync(dataDir, { recursive: true, force: true });
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED: 'false',
  TRUST_PROXY: 'true',
  ADMIN_PASSWORD: 'bench-admin-password',
  RATE_LIMIT_LOGIN: '10',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});

let sent = 0;
/** Logins from a new address (10.x.y.z) with a new uid each: every one adds two limiter keys and none is refused. */
const logins = (options) =>
  autocannon({
    url: `http://127.0.0.1:${port}/api/account/login.php`,
    connections: 10,
    pipelining: 1,
    ...options,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          sent += 1;
          const n = sent;
          return {
            ...request,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: `uid=bench${n}&password=wrong`,
          };
        },
      },
    ],
  });

const results = {};
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/`)).ok) break;
    } catch {}
    if (i > 600) throw new Error('the bench server did not start');
    await sleep(100);
  }
  await logins({ duration: 2 }); // warm-up (the JIT), leaving a few thousand keys
  results.keys_before_first = 2 * sent;
  const fresh = await logins({ duration: 6 });
  results.login_rps_no_keys = Math.round(fresh.requests.average);
  const fill = await logins({ amount: 100_000 });
  results.keys_created = 2 * sent;
  results.fill_rps = Math.round(fill.requests.average);
  const full = await logins({ duration: 6 });
  results.login_rps_200k_keys = Math.round(full.requests.average);
  results.limiter_ratio = +(results.login_rps_200k_keys / results.login_rps_no_keys).toFixed(2);
  results.refused_429 = [fresh, fill, full].reduce((sum, r) => sum + (r.statusCodeStats?.['429']?.count ?? 0), 0);
  console.log(
    `login with ${results.keys_before_first} limiter keys: ${results.login_rps_no_keys} req/s; after ${results.keys_created} keys: ${results.login_rps_200k_keys} req/s; ratio ${results.limiter_ratio} (budget >= 0.8)`,
  );
  if (results.limiter_ratio < 0.8) {
    console.error('FAIL: login throughput with 200,000 limiter keys is below 0.8 of the throughput with none');
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await sleep(300);
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
