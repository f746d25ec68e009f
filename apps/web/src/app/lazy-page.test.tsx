import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, type PageModule, PREFETCH_WAIT_MS, settledWithin } from './lazy-page.ts';

const Page = () => null;

describe("[ROUTE-02] lazyPage: a page's code and first data, started at navigation time", () => {
  afterEach(() => vi.useRealTimers());

  it("runs the module's prefetch with the route params once the code is in, on every navigation, loading the code once", async () => {
    const prefetch = vi.fn(async () => {});
    const load = vi.fn(async (): Promise<PageModule> => ({ default: Page, prefetch }));
    const page = lazyPage(load);
    await page.preload({ '*': 'notes/a' });
    await page.preload({ '*': 'notes/b' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls).toEqual([[{ '*': 'notes/a' }], [{ '*': 'notes/b' }]]);
  });

  it('resolves once the prefetch has answered', async () => {
    let answer: (() => void) | undefined;
    const prefetch = () =>
      new Promise<void>((resolve) => {
        answer = resolve;
      });
    const page = lazyPage(async () => ({ default: Page, prefetch }));
    let done = false;
    const preloading = page.preload().then(() => (done = true));
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    await Promise.resolve();
    expect(done).toBe(false);
    answer?.();
    await preloading;
    expect(done).toBe(true);
  });

  it(`does not wait for a slow prefetch longer than ${PREFETCH_WAIT_MS} ms, nor fail with a failed one`, async () => {
    vi.useFakeTimers();
    const slow = lazyPage(async () => ({ default: Page, prefetch: () => new Promise(() => {}) }));
    let done = false;
    const preloading = slow.preload().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(PREFETCH_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await preloading;
    expect(done).toBe(true);

    const failing = lazyPage(async () => ({ default: Page, prefetch: () => Promise.reject(new Error('offline')) }));
    await expect(failing.preload()).resolves.toMatchObject({ default: Page });
  });

  it('rejects when the code fails to load (the route error boundary shows it when the page renders)', async () => {
    const page = lazyPage(async () => Promise.reject(new Error('chunk failed')));
    await expect(page.preload()).rejects.toThrow('chunk failed');
  });
});

describe('settledWithin', () => {
  it('resolves with the promise, fulfilled or rejected, or after the wait', async () => {
    await expect(settledWithin(Promise.resolve(1), 10_000)).resolves.toBeUndefined();
    await expect(settledWithin(Promise.reject(new Error('x')), 10_000)).resolves.toBeUndefined();
    vi.useFakeTimers();
    const waiting = settledWithin(new Promise(() => {}), 50);
    await vi.advanceTimersByTimeAsync(50);
    await expect(waiting).resolves.toBeUndefined();
    vi.useRealTimers();
  });

  it('renders a page whose code is in at once, without suspending (a hydrating page keeps its server HTML)', async () => {
    const page = lazyPage(async () => ({ default: () => <h1>Loaded page</h1> }));
    await page.preload();
    const Loaded = page;
    // One synchronous render: a page that suspended would show the fallback here.
    flushSync(() => {
      render(
        <Suspense fallback={<p>Waiting</p>}>
          <Loaded />
        </Suspense>,
      );
    });
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument();
    expect(screen.queryByText('Waiting')).toBeNull();
  });
});
