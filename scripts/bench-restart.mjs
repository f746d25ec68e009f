#!/usr/bin/env node
// A restart after kill -9 (issue 15 point 6; `npm run bench` runs it; alone: `node scripts/bench-restart.mjs`): the
// bundled server `npm start` runs (scripts/server-bundle.mjs) is started on a seeded SQLite database, killed with
// SIGKILL once it answers, and started again, five times; reported: the median and worst time from spawn to the
// first answer of GET /api/ (budget: under 1 s), and the same for the sources run through tsx, for reference.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureServerBundle } from './server-bundle.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = 8288;
const dataDir = resolve(root, '.tmp/bench-restart-data');
const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
env.ADMIN_PASSWORD = 'bench-admin-password';
delete env.DATABASE_URL;

/** Milliseconds from spawning `args` until GET /api/ answers 200; the process is then killed with SIGKILL. */
async function startOnce(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/`)).ok) return performance.now() - started;
      } catch {}
      if (i > 3000) throw new Error('the server did not answer within 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
  }
}

const results = {};
rmSync(dataDir, { recursive: true, force: true });
try {
  const bundle = await ensureServerBundle();
  await startOnce([bundle]); // the first start migrates and seeds
  for (const [name, args] of [
    ['bundle', [bundle]],
    ['tsx', ['--import', 'tsx', 'apps/server/src/main.ts']],
  ]) {
    const times = [];
    for (let i = 0; i < 5; i++) times.push(await startOnce(args));
    times.sort((a, b) => a - b);
    results[`restart_${name}_median_ms`] = Math.round(times[2]);
    results[`restart_${name}_max_ms`] = Math.round(times[4]);
  }
  console.log(
    `restart after kill -9 until the first answer: ${results.restart_bundle_median_ms} ms median, ${results.restart_bundle_max_ms} ms worst of 5 (budget < 1000 ms); the sources through tsx: ${results.restart_tsx_median_ms} ms median`,
  );
  if (results.restart_bundle_max_ms >= 1000) {
    console.error('FAIL: a restart of the bundled server took 1 s or more');
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify(results));
