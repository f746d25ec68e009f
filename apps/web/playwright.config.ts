import { defineConfig, devices } from '@playwright/test';

/**
 * e2e tests in Debian's Chromium (never a downloaded browser) against the real built server on a temporary
 * DATA_DIR with the demo seed and the imported fixtures of ../shared/fixtures/blog (see e2e/serve.mjs).
 */
const port = Number(process.env.E2E_PORT ?? 8181);
// One data folder per port: e2e/serve.mjs empties it at start, so two runs on two ports must not share one. The
// server (webServer inherits this process's environment) and the specs that read the database use the same.
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${port}`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A Chinese browser (navigator.languages and Accept-Language): a first visit starts in the site's default
    // language, zh, which the specs that set no language expect. The first-visit choice of other browsers is
    // settings.spec.ts's (issue 19 point 6).
    locale: 'zh-CN',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node e2e/serve.mjs`,
    url: `http://127.0.0.1:${port}/api/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
