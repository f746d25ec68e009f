// The counts behind `npm test`'s last line (scripts/test.mjs), read from each test runner's report. Every way a run
// can go wrong without a failed assertion (a test file that cannot load, a hook or an error outside any test, a
// step whose report is missing) counts as a failure, and a test that passed only on a retry counts as flaky, not
// as passed.

/**
 * @typedef {{ passed: number, failed: number, flaky: number }} Totals
 * Tests that passed, tests (or files, or runs) that failed, tests that failed and then passed on a retry.
 */

/**
 * Counts of a Vitest JSON report (`--reporter=json`). A test file whose status is `failed` with no failed test in
 * it (Vitest 4.1 writes such a file with no assertion results when it throws at import, or when a hook fails)
 * counts as one failure; so does a run that failed (`success: false`, e.g. an unhandled error) with nothing else
 * failed.
 * @param {{ numPassedTests: number, numFailedTests: number, success?: boolean,
 *   testResults?: { status: string, assertionResults: { status: string }[] }[] }} report
 * @returns {Totals}
 */
export function vitestTotals(report) {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  let failed = report.numFailedTests + brokenFiles;
  if (report.success === false && failed === 0) failed = 1;
  return { passed: report.numPassedTests, failed, flaky: 0 };
}

/**
 * Counts of a Playwright JSON report: `stats.expected` passed, `stats.unexpected` failed, `stats.flaky` (failed,
 * then passed on a retry) flaky; each top-level error (a spec file that cannot load, a failed global set-up) is
 * one more failure.
 * @param {{ stats: { expected: number, unexpected: number, flaky: number }, errors?: unknown[] }} report
 * @returns {Totals}
 */
export function playwrightTotals(report) {
  return {
    passed: report.stats.expected,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    flaky: report.stats.flaky,
  };
}

/**
 * Counts of node's test runner from its TAP report (`--test-reporter=tap`): the closing `# pass N`, `# fail N` and
 * `# cancelled N` lines (a file that cannot load is reported as a failed test). A report without them counts as
 * one failure.
 * @param {string} tap the TAP text
 * @returns {Totals}
 */
export function nodeTestTotals(tap) {
  const count = (name) => {
    const match = new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap);
    return match ? Number(match[1]) : undefined;
  };
  const passed = count('pass');
  const failed = count('fail');
  if (passed === undefined || failed === undefined) return { passed: passed ?? 0, failed: 1, flaky: 0 };
  return { passed, failed: failed + (count('cancelled') ?? 0), flaky: 0 };
}

/**
 * Adds totals up.
 * @param {Totals[]} parts
 * @returns {Totals}
 */
export function sumTotals(parts) {
  return parts.reduce(
    (sum, part) => ({
      passed: sum.passed + part.passed,
      failed: sum.failed + part.failed,
      flaky: sum.flaky + part.flaky,
    }),
    { passed: 0, failed: 0, flaky: 0 },
  );
}

/**
 * `npm test`'s closing lines (docs/decisions/0019-test-totals-lines.md): the flaky count on its own line, then
 * the plain `N passed, N failed` that CI reads as the run's count (CI's format allows nothing after it but
 * `, N skipped`). Flaky tests are in neither number of the last line: they passed only on a retry.
 * @param {Totals} totals
 * @returns {string[]} `['N flaky (...)', 'N passed, N failed']`
 */
export function totalsLines(totals) {
  return [
    `${totals.flaky} flaky (passed only on a retry; each is a bug to fix at its cause)`,
    `${totals.passed} passed, ${totals.failed} failed`,
  ];
}
