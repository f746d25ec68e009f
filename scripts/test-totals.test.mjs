// `npm test`'s last line (scripts/test-totals.mjs) and the home page's JS ceiling (scripts/home-js-budget.mjs).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { HOME_JS_BUDGET_KB, homeJsOverBudget } from './home-js-budget.mjs';
import { nodeTestTotals, playwrightTotals, sumTotals, totalsLines, vitestTotals } from './test-totals.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folders = [];
after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Runs the installed Vitest on planted test files and returns its JSON report. */
function vitestReport(files) {
  mkdirSync(resolve(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(resolve(root, '.tmp'), 'totals-'));
  folders.push(dir);
  writeFileSync(join(dir, 'vitest.config.mjs'), 'export default {};\n');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const report = join(dir, 'report.json');
  spawnSync(
    process.execPath,
    [
      resolve(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--root',
      dir,
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  return JSON.parse(readFileSync(report, 'utf8'));
}

describe('Vitest', () => {
  test('a test file that throws at import, or imports a missing module, counts as a failure', () => {
    const report = vitestReport({
      'passes.test.ts': "import { expect, test } from 'vitest';\ntest('one', () => expect(1).toBe(1));\n",
      'throws.test.ts': "import { test } from 'vitest';\nthrow new Error('at import');\ntest('never', () => {});\n",
      'missing.test.ts': "import { test } from 'vitest';\nimport './nowhere.ts';\ntest('never', () => {});\n",
      'fails.test.ts': "import { expect, test } from 'vitest';\ntest('two', () => expect(1).toBe(2));\n",
    });
    assert.deepEqual(vitestTotals(report), { passed: 1, failed: 3, flaky: 0 });
  });

  test('a report of passing tests only counts no failure', () => {
    assert.deepEqual(
      vitestTotals({
        numPassedTests: 4,
        numFailedTests: 0,
        success: true,
        testResults: [{ status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] }],
      }),
      { passed: 4, failed: 0, flaky: 0 },
    );
  });

  test('a failed run with no failed test or file (an unhandled error) counts as one failure', () => {
    assert.deepEqual(vitestTotals({ numPassedTests: 2, numFailedTests: 0, success: false, testResults: [] }), {
      passed: 2,
      failed: 1,
      flaky: 0,
    });
  });
});

describe('Playwright', () => {
  test('a flaky test is counted apart, not as passed', () => {
    const report = { errors: [], stats: { expected: 10, unexpected: 1, flaky: 2, skipped: 3 } };
    assert.deepEqual(playwrightTotals(report), { passed: 10, failed: 1, flaky: 2 });
  });

  test('a spec file that cannot load (a top-level error) counts as a failure', () => {
    const report = { errors: [{ message: 'SyntaxError' }], stats: { expected: 10, unexpected: 0, flaky: 0 } };
    assert.deepEqual(playwrightTotals(report), { passed: 10, failed: 1, flaky: 0 });
  });
});

describe("node's test runner", () => {
  test('reads the TAP summary, cancelled tests as failures', () => {
    const tap = '1..3\n# tests 9\n# suites 2\n# pass 7\n# fail 1\n# cancelled 1\n# skipped 0\n# todo 0\n';
    assert.deepEqual(nodeTestTotals(tap), { passed: 7, failed: 2, flaky: 0 });
  });

  test('a report without a summary counts as one failure', () => {
    assert.deepEqual(nodeTestTotals('TAP version 13\n'), { passed: 0, failed: 1, flaky: 0 });
  });
});

test('the closing lines sum every runner: N flaky apart, then N passed, N failed', () => {
  const totals = sumTotals([
    { passed: 600, failed: 0, flaky: 0 },
    { passed: 22, failed: 7, flaky: 0 },
    { passed: 40, failed: 0, flaky: 1 },
  ]);
  assert.deepEqual(totalsLines(totals), [
    '1 flaky (passed only on a retry; each is a bug to fix at its cause)',
    '662 passed, 7 failed',
  ]);
});

describe('home page JS ceiling (decision 0012: 150 KB gzip)', () => {
  test('the ceiling is 150 KB', () => {
    assert.equal(HOME_JS_BUDGET_KB, 150);
  });

  test('149.0 KB and exactly 150 KB are within it', () => {
    assert.equal(homeJsOverBudget(149.0 * 1024), undefined);
    assert.equal(homeJsOverBudget(150 * 1024), undefined);
  });

  test('one byte over 150 KB fails, and the message says by how much', () => {
    assert.match(homeJsOverBudget(150 * 1024 + 1) ?? '', /over its 150 KB ceiling/);
    assert.match(homeJsOverBudget(152.5 * 1024) ?? '', /152\.5 KB gzip, over its 150 KB ceiling by 2\.5 KB/);
  });
});
