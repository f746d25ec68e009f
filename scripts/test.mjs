#!/usr/bin/env node
// `npm test`: type-check, lint, web unit tests, the lyric engine's tests, server tests on SQLite (and on
// PostgreSQL when TEST_DATABASE_URL is set), then the build and the Playwright e2e tests in Debian's Chromium.
// Ends with the plain line `N passed, N failed` summing the test runners' counts (read from their JSON reports).
// Exit code: non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = resolve(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2); // e.g. `npm test -- unit server` runs those steps only
let passed = 0;
let failed = 0;
const problems = [];

function run(name, command, args, options = {}) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) return true;
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const ok = result.status === 0;
  if (!ok) problems.push(`${name} (exit ${result.status ?? result.signal})`);
  return ok;
}

/** Adds a Vitest JSON report's counts. A missing report counts as one failure. */
function countVitest(name, file) {
  if (!existsSync(file)) {
    if (only.length === 0 || only.some((o) => name.startsWith(o))) failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

run('typecheck', 'npx', ['tsc', '-p', 'packages/lyrics']) &&
  run('typecheck', 'npx', ['tsc', '-p', 'packages/contracts']) &&
  run('typecheck', 'npx', ['tsc', '-p', 'apps/server']) &&
  run('typecheck', 'npx', ['tsc', '-p', 'apps/web']);
run('lint', 'npm', ['run', 'lint']);

const webReport = resolve(reports, 'web-unit.json');
run('unit', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${webReport}`], {
  cwd: resolve(root, 'apps/web'),
});
countVitest('unit', webReport);

const lyricsReport = resolve(reports, 'lyrics.json');
run('lyrics', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${lyricsReport}`], {
  cwd: resolve(root, 'packages/lyrics'),
});
countVitest('lyrics', lyricsReport);

const sqliteReport = resolve(reports, 'server-sqlite.json');
run('server', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${sqliteReport}`], {
  cwd: resolve(root, 'apps/server'),
  env: { TEST_DB: 'sqlite' },
});
countVitest('server', sqliteReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = resolve(reports, 'server-postgres.json');
  run(
    'server-postgres',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${pgReport}`],
    {
      cwd: resolve(root, 'apps/server'),
      env: { TEST_DB: 'postgres' },
    },
  );
  countVitest('server-postgres', pgReport);
} else if (only.length === 0) {
  console.log('\n=== server-postgres: skipped (set TEST_DATABASE_URL=postgres://... to run the PostgreSQL pass)');
}

if (existsSync(chromium)) {
  if (run('e2e-build', 'npm', ['run', 'build'])) {
    const e2eReport = resolve(reports, 'e2e.json');
    run('e2e', 'npx', ['playwright', 'test'], {
      cwd: resolve(root, 'apps/web'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    if (existsSync(e2eReport)) {
      const stats = JSON.parse(readFileSync(e2eReport, 'utf8')).stats;
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
    } else if (only.length === 0 || only.some((o) => 'e2e'.startsWith(o))) failed += 1;
  }
} else {
  const message = `e2e: Chromium not found at ${chromium} (Debian: apt-get install chromium fonts-noto-cjk)`;
  if (process.env.CI) problems.push(message);
  console.log(`\n=== ${message}${process.env.CI ? '' : ' — skipped'}`);
}

if (problems.length > 0) console.log(`\nFailed steps: ${problems.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(problems.length > 0 || failed > 0 ? 1 : 0);
