#!/usr/bin/env node
// `npm test`: type-check, lint (with the boundary check), the scripts' own tests (node's test runner), web unit
// tests, the lyric engine's tests, server tests on SQLite (and on PostgreSQL when TEST_DATABASE_URL is set), then
// the build and the Playwright e2e tests in Debian's Chromium (missing Chromium fails the run: install it, or
// name the steps to run). `npm test -- unit server` runs the steps whose names start with those words only.
// Ends with `N flaky (...)` and then the plain line `N passed, N failed` (docs/decisions/0019), summing the test
// runners' counts read from their reports (scripts/test-totals.mjs): a test file that cannot load and a missing report count as failures, and a
// test that passed only on a retry counts as flaky, not as passed.
// Exit code: non-zero when any step failed or any test failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeTestTotals, playwrightTotals, sumTotals, totalsLines, vitestTotals } from './test-totals.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = resolve(root, '.tmp/reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2); // e.g. `npm test -- unit server` runs those steps only
const counts = [];
const problems = [];

/** True when the step is to run: no step named on the command line, or one of the names starts it. */
const wanted = (name) => only.length === 0 || only.some((o) => name.startsWith(o));

function run(name, command, args, options = {}) {
  if (!wanted(name)) return true;
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

/** Adds a report's counts (read by `totals` from its text). A missing report of a step that ran counts as one failure. */
function count(name, file, totals) {
  if (!wanted(name)) return;
  counts.push(existsSync(file) ? totals(readFileSync(file, 'utf8')) : { passed: 0, failed: 1, flaky: 0 });
}
const countVitest = (name, file) => count(name, file, (text) => vitestTotals(JSON.parse(text)));

run('typecheck', 'npx', ['tsc', '-p', 'packages/lyrics']) &&
  run('typecheck', 'npx', ['tsc', '-p', 'packages/contracts']) &&
  run('typecheck', 'npx', ['tsc', '-p', 'apps/server']) &&
  run('typecheck', 'npx', ['tsc', '-p', 'apps/web']);
run('lint', 'npm', ['run', 'lint']);

const scriptsReport = resolve(reports, 'scripts.tap');
const scriptTests = readdirSync(resolve(root, 'scripts'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => `scripts/${name}`);
run('scripts', process.execPath, [
  '--test',
  '--test-reporter=spec',
  '--test-reporter-destination=stdout',
  '--test-reporter=tap',
  `--test-reporter-destination=${scriptsReport}`,
  ...scriptTests,
]);
count('scripts', scriptsReport, nodeTestTotals);

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

if (wanted('e2e-build') || wanted('e2e')) {
  if (!existsSync(chromium)) {
    // Not a skip: a run without the end-to-end tests would report its totals as if they had passed.
    console.log(
      `\n=== e2e: Chromium not found at ${chromium}. Install it (Debian: apt-get install chromium fonts-noto-cjk)` +
        ' or set CHROMIUM_PATH; to run the other steps only: npm test -- typecheck lint scripts unit lyrics server',
    );
    problems.push('e2e (no Chromium)');
    counts.push({ passed: 0, failed: 1, flaky: 0 });
  } else if (run('e2e-build', 'npm', ['run', 'build'])) {
    const e2eReport = resolve(reports, 'e2e.json');
    run('e2e', 'npx', ['playwright', 'test'], {
      cwd: resolve(root, 'apps/web'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    count('e2e', e2eReport, (text) => playwrightTotals(JSON.parse(text)));
  } else counts.push({ passed: 0, failed: 1, flaky: 0 });
}

const totals = sumTotals(counts);
if (problems.length > 0) console.log(`\nFailed steps: ${problems.join(', ')}`);
for (const line of totalsLines(totals)) console.log(line);
process.exit(problems.length > 0 || totals.failed > 0 ? 1 : 0);
