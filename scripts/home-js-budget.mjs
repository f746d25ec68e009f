// The home page's JavaScript budget (decision 0012), checked by `npm run bench` (scripts/bench.mjs).

/** The ceiling, in KB (1024 bytes) of gzip -9, of the JS the home page loads until the network is idle. */
export const HOME_JS_BUDGET_KB = 150;

/**
 * Compares the home page's measured JS with the ceiling.
 * @param {number} gzipBytes the summed gzip -9 sizes, in bytes, of every script the home page loaded
 * @param {number} [budgetKb] the ceiling in KB of 1024 bytes (decision 0012: 150)
 * @returns {string | undefined} a message saying by how much the ceiling is passed, or undefined when within it
 */
export function homeJsOverBudget(gzipBytes, budgetKb = HOME_JS_BUDGET_KB) {
  const kb = gzipBytes / 1024;
  if (kb <= budgetKb) return undefined;
  return (
    `home page JS is ${kb.toFixed(1)} KB gzip, over its ${budgetKb} KB ceiling by ${(kb - budgetKb).toFixed(1)} KB ` +
    '(decision 0012): take the new bytes off the first load (a lazy chunk, a lighter library) before landing them'
  );
}
