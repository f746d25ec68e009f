import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import { createTestApp } from '../test/db.ts';
import { type FakeUpstream, startFakeUpstream } from './fake-upstream.ts';

/** How long the fake upstream's slow answers take (ms): well over `UPSTREAM_TIMEOUT_MS`, so they time out. */
const FAKE_SLOW_MS = 3000;
/** The app's upstream timeout in these tests (ms): short, so the timeout tests are quick. */
const UPSTREAM_TIMEOUT_MS = 1000;

/** What `useUpstreamFixture` gives a test file; every member works once the file's `beforeAll` has run. */
export interface UpstreamFixture {
  /** The fake upstream process (`fake.mode(...)`, `fake.requests()`, `fake.ncmBase`, `fake.metingBase`). */
  fake: FakeUpstream;
  /**
   * `GET url` through `inject` on the fixture's app (pointed at the fake, on a freshly migrated test database:
   * SQLite, or PostgreSQL with TEST_DB=postgres), or on `on` (another app of the test's own).
   */
  get: (url: string, headers?: Record<string, string>, on?: FastifyInstance) => Promise<LightMyRequestResponse>;
}

/**
 * Starts, for the test file that calls it (at its top level), the fake music upstream
 * (test-support/fake-music-upstream.mjs, slow answers after 3 s) and an app whose upstream timeout is 1 s,
 * configured by `configure` with the fake's addresses (e.g. `ncmApiBase: fake.ncmBase`). Registers the
 * `beforeAll` that starts both, the `afterAll` that stops them, and an `afterEach` that resets the fake's mode.
 *
 * @example
 * const { fake, get } = useUpstreamFixture((config, fake) => ({ ...config, metingApiBase: fake.metingBase }));
 * it('...', async () => { await fake.mode({ delay_ms: 1500 }); expect((await get('/api/meting/?...')).statusCode).toBe(504); });
 */
export function useUpstreamFixture(configure: (config: Config, fake: FakeUpstream) => Config): UpstreamFixture {
  let started: FakeUpstream | undefined;
  let app: FastifyInstance | undefined;
  let close: (() => Promise<void>) | undefined;

  const running = (): FakeUpstream => {
    if (!started) throw new Error('the fake upstream starts in beforeAll: use it inside a test');
    return started;
  };
  const runningApp = (): FastifyInstance => {
    if (!app) throw new Error('the app starts in beforeAll: use it inside a test');
    return app;
  };

  beforeAll(async () => {
    started = await startFakeUpstream({ FAKE_SLOW_MS: String(FAKE_SLOW_MS) });
    const fake = started;
    ({ app, close } = await createTestApp((config) => ({
      ...configure(config, fake),
      upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    })));
  });

  afterAll(async () => {
    await close?.();
    await started?.stop();
  });

  afterEach(async () => {
    await started?.mode();
  });

  // Read through to the process started in beforeAll, so a test file can destructure at its top level.
  const fake: FakeUpstream = {
    get ncmBase() {
      return running().ncmBase;
    },
    get metingBase() {
      return running().metingBase;
    },
    get port() {
      return running().port;
    },
    mode: (params) => running().mode(params),
    requests: () => running().requests(),
    stop: () => running().stop(),
  };

  return {
    fake,
    get: (url, headers = {}, on) => (on ?? runningApp()).inject({ method: 'GET', url, headers }),
  };
}
