import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, matchRoutes, type NavigateFunction, Outlet, type RouteObject, useNavigate } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n.ts';
import { lazyPage, type PageModule } from './lazy-page.ts';
import { NAVIGATION_PROGRESS_DELAY_MS, useNavigationPending } from './navigation-progress.ts';
import { matchRouteTable, preloadRoutes, RouteTable, useRouteHandles } from './route-table.tsx';

/** A promise with its `resolve`/`reject` outside, for a page load the test finishes when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A page module whose page is `<h1>{text}</h1>`. */
const heading = (text: string): PageModule => ({ default: () => <h1>{text}</h1> });

/** The root layout of these tests: a Suspense boundary around the pages, as `AppLayout` has. */
function Shell() {
  const handles = useRouteHandles();
  return (
    <div>
      <p>Shell, flags: {handles.map((h) => Object.keys(h).join('+') || '-').join(',')}</p>
      <Suspense fallback={<p>Loading</p>}>
        <Outlet />
      </Suspense>
    </div>
  );
}

/** Renders `RouteTable` over `routes` (under a `Shell` root) at `path`; `go(to)` navigates like a link. */
function renderTable(path: string, pages: RouteObject[]) {
  const routes: RouteObject[] = [{ path: '/', Component: Shell, children: pages }];
  const captured: { navigate?: NavigateFunction } = {};
  function Capture() {
    captured.navigate = useNavigate();
    return <p>Pending: {useNavigationPending() ? 'yes' : 'no'}</p>;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Capture />
      <RouteTable routes={routes} />
    </MemoryRouter>,
  );
  return {
    routes,
    go: (to: string) =>
      act(async () => {
        await captured.navigate?.(to);
      }),
  };
}

/** React reports an error its boundary caught with console.error; these tests expect it. */
const expectCaughtErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('RouteTable', () => {
  beforeAll(async () => {
    await createI18n('en');
  });

  it('[ROUTE-02] a navigation keeps the old page on screen until the next page has loaded, with no loading line', async () => {
    const next = deferred<PageModule>();
    const Next = lazyPage(() => next.promise);
    const { go } = renderTable('/a', [
      { path: 'a', element: <h1>Page A</h1> },
      { path: 'b', Component: Next },
    ]);
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    await go('/b');
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    await act(async () => next.resolve(heading('Page B')));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page A' })).toBeNull();
  });

  it('a navigation still waiting for its page after the delay is pending until the page shows; a quick one never is', async () => {
    const next = deferred<PageModule>();
    const { go } = renderTable('/a', [
      { path: 'a', element: <h1>Page A</h1> },
      { path: 'b', Component: lazyPage(() => next.promise) },
      { path: 'c', element: <h1>Page C</h1> },
    ]);
    const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
    await go('/b');
    expect(screen.getByText('Pending: no')).toBeInTheDocument();
    await wait(NAVIGATION_PROGRESS_DELAY_MS + 50);
    expect(screen.getByText('Pending: yes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    await act(async () => next.resolve(heading('Page B')));
    expect(await screen.findByRole('heading', { name: 'Page B' })).toBeInTheDocument();
    expect(screen.getByText('Pending: no')).toBeInTheDocument();

    await go('/c');
    expect(screen.getByRole('heading', { name: 'Page C' })).toBeInTheDocument();
    await wait(NAVIGATION_PROGRESS_DELAY_MS + 50);
    expect(screen.getByText('Pending: no')).toBeInTheDocument();
  });

  it('a navigation whose page fails to load stops being pending when the error page shows', async () => {
    expectCaughtErrors();
    const next = deferred<PageModule>();
    const { go } = renderTable('/a', [
      { path: 'a', element: <h1>Page A</h1> },
      { path: 'b', Component: lazyPage(() => next.promise) },
    ]);
    await go('/b');
    await act(() => new Promise((resolve) => setTimeout(resolve, NAVIGATION_PROGRESS_DELAY_MS + 50)));
    expect(screen.getByText('Pending: yes')).toBeInTheDocument();
    await act(async () => next.reject(new Error('chunk failed')));
    expect(await screen.findByText('Pending: no')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page A' })).toBeNull();
  });

  it('[ROUTE-02] a lazy layout route and its lazy page start loading together, at navigation time', async () => {
    const layout = deferred<PageModule>();
    const child = deferred<PageModule>();
    const loadLayout = vi.fn(() => layout.promise);
    const loadChild = vi.fn(() => child.promise);
    const { go } = renderTable('/', [
      { index: true, element: <h1>Home</h1> },
      {
        path: 'music',
        Component: lazyPage(loadLayout),
        children: [{ path: 'songs', Component: lazyPage(loadChild) }],
      },
    ]);
    await go('/music/songs');
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadChild).toHaveBeenCalledTimes(1);
    await act(async () => {
      child.resolve(heading('Songs'));
      layout.resolve({
        default: () => (
          <section aria-label="Music app">
            <Outlet />
          </section>
        ),
      });
    });
    const music = await screen.findByRole('region', { name: 'Music app' });
    expect(music).toContainElement(screen.getByRole('heading', { name: 'Songs' }));
    expect(loadLayout).toHaveBeenCalledTimes(1);
    expect(loadChild).toHaveBeenCalledTimes(1);
  });

  it("[ROUTE-03] [LAYOUT-32] gives the matched routes' handles to the layout, outermost first", async () => {
    const { go } = renderTable('/blog', [
      { path: 'blog', element: <h1>Blog</h1> },
      { path: 'blog/articles/*', element: <h1>An article</h1>, handle: { manual_title: true } },
      { path: 'wiki/items/*', element: <h1>Wiki item</h1>, handle: { no_scroll_to_top: true } },
    ]);
    expect(screen.getByText('Shell, flags: -,-')).toBeInTheDocument();
    await go('/blog/articles/2024/a-post');
    expect(screen.getByText('Shell, flags: -,manual_title')).toBeInTheDocument();
    await go('/wiki/items/a/b');
    expect(screen.getByText('Shell, flags: -,no_scroll_to_top')).toBeInTheDocument();
  });

  it("runs a page's navigation-time work on every navigation to it, and loads its code once", async () => {
    const prefetch = vi.fn();
    const load = vi.fn(async () => heading('Home'));
    const Home = lazyPage(load, prefetch);
    const { go } = renderTable('/about', [
      { index: true, Component: Home },
      { path: 'index', Component: Home },
      { path: 'about', element: <h1>About</h1> },
    ]);
    expect(prefetch).not.toHaveBeenCalled();
    await go('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    const afterFirst = prefetch.mock.calls.length;
    expect(afterFirst).toBeGreaterThan(0);
    await go('/about');
    await go('/index');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(prefetch.mock.calls.length).toBeGreaterThan(afterFirst);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows RouteError in place of the layout when a page throws, and the next navigation clears it', async () => {
    const errors = expectCaughtErrors();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('broken page');
    }
    const { go } = renderTable('/', [
      { index: true, element: <h1>Home</h1> },
      { path: 'broken', Component: Broken },
    ]);
    await go('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText(/^Shell/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(warn).toHaveBeenCalledWith('[route error]', expect.objectContaining({ message: 'broken page' }));
    expect(errors).toHaveBeenCalled();
    await go('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });

  it("shows RouteError when a page's code fails to load, and going back shows the previous page", async () => {
    expectCaughtErrors();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const chunk = deferred<PageModule>();
    const { go } = renderTable('/a', [
      { path: 'a', element: <h1>Page A</h1> },
      { path: 'b', Component: lazyPage(() => chunk.promise) },
    ]);
    await go('/b');
    await act(async () => chunk.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await go('/a');
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeInTheDocument();
  });
});

describe('preloadRoutes', () => {
  it('starts every matched page and resolves once they settle, even when one fails', async () => {
    const layout = vi.fn(async () => heading('Layout'));
    const failing = vi.fn(async (): Promise<PageModule> => {
      throw new Error('offline');
    });
    const other = vi.fn(async () => heading('Other'));
    const routes: RouteObject[] = [
      {
        path: '/',
        Component: lazyPage(layout),
        children: [
          { path: 'x', Component: lazyPage(failing) },
          { path: 'y', Component: lazyPage(other) },
        ],
      },
    ];
    await expect(preloadRoutes(routes, '/x')).resolves.toBeUndefined();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('matchRouteTable', () => {
  it('answers what matchRoutes answers, and the same matches again for the same path without ranking anew', () => {
    const routes: RouteObject[] = [
      { path: '/', children: [{ index: true }, { path: 'blog/articles/*' }, { path: '*' }] },
    ];
    const first = matchRouteTable(routes, '/blog/articles/a/b');
    expect(first.map((m) => m.pathname)).toEqual(matchRoutes(routes, '/blog/articles/a/b')?.map((m) => m.pathname));
    expect(first.at(-1)?.params['*']).toBe('a/b');
    expect(matchRouteTable(routes, '/blog/articles/a/b')).toBe(first);
    const other = matchRouteTable(routes, '/no/such');
    expect(other).not.toBe(first);
    expect(other.at(-1)?.route.path).toBe('*');
    expect(matchRouteTable([{ path: '/only' }], '/else')).toEqual([]);
  });
});
