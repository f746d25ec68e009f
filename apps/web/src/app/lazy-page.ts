import { type ComponentType, createElement, use } from 'react';
import type { Params } from 'react-router';

/**
 * What a page's loader resolves to: the page module. Its default export is the page component; its optional
 * `prefetch` starts the calls the page shows first (TanStack Query prefetches) for the route's `params`, and
 * resolves when they are done (it never rejects): it runs on each navigation to the page, as soon as the page's
 * code is in, instead of when the page first renders.
 */
export type PageModule = { default: ComponentType; prefetch?: (params: Params) => Promise<unknown> };

/**
 * How long the first render of a visit waits for its page's `prefetch` once the page's code is in, in ms: the
 * server preloads those calls with the HTML, so they have usually answered by then and the page paints whole;
 * a slow answer does not hold the page longer (it then shows its loading state, as after a navigation).
 */
export const PREFETCH_WAIT_MS = 500;

/** Resolves once `promise` has settled (either way) or `wait_ms` (milliseconds) have passed, whichever is first. */
export async function settledWithin(promise: Promise<unknown>, wait_ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    promise.then(
      () => {},
      () => {},
    ),
    new Promise((resolve) => {
      timer = setTimeout(resolve, wait_ms);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * A route's page component that loads its code on first render [ROUTE-02], with `preload()` to start that load
 * sooner: at navigation time, before the route renders, so a layout route and its page load in parallel instead of
 * one after the other, and before the app's first render.
 *
 * Unlike `React.lazy`, a page whose code is already in renders at once: `React.lazy` suspends on its first render
 * even when its promise has resolved (its promise's state is unknown to it), and while a hydrating page is suspended,
 * an update from the layout (the header measuring its width) makes React drop the server's HTML of the page and
 * render it again in the browser: the page's content painted twice, Lighthouse's largest paint counted at the
 * second (issue 21: an article's LCP 2.9 s instead of its first paint's).
 */
export type LazyPage = ComponentType & {
  /**
   * Starts loading the page (once; later calls return the same promise for the code), runs the page's own
   * navigation-time work (`on_preload`, e.g. a query prefetch) and, once the code is in, its module's `prefetch`
   * for `params`, on every call. Resolves with the module once its code is in and its prefetch has finished or
   * `PREFETCH_WAIT_MS` have passed; rejects when the code fails to load (rendering the page then throws the
   * same error to the route error boundary).
   */
  preload: (params?: Params) => Promise<PageModule>;
};

/**
 * Makes the lazy page of `load` (e.g. `() => import('./routes/blog.tsx')`, or a loader that also waits for the
 * page's i18n namespaces). `on_preload` runs each time the page is preloaded, i.e. on every navigation to it; it
 * must be cheap and must not throw (it never blocks the navigation). Rendering it before its code is in suspends
 * (`use` of the load); after, it renders the module's page at once; a failed load throws its error.
 *
 * @example
 * const Home = lazyPage(() => import('./routes/index.tsx'), () => void queryClient.prefetchQuery(q));
 * <Route path="/" Component={Home} />   // Home.preload() starts the chunk and the prefetch
 */
export function lazyPage(load: () => Promise<PageModule>, on_preload?: () => void): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const once = () => {
    if (loading === undefined) {
      const started: Promise<PageModule> = load();
      // The state React's `use` reads on a promise it is given: a settled one is read at once, without suspending.
      started.then(
        (value) => {
          Object.assign(started, { status: 'fulfilled', value });
        },
        (reason: unknown) => {
          Object.assign(started, { status: 'rejected', reason });
        },
      );
      loading = started;
    }
    return loading;
  };
  const preload = async (params: Params = {}) => {
    on_preload?.();
    const module = await once();
    const prefetching = module.prefetch?.(params);
    if (prefetching !== undefined) await settledWithin(prefetching, PREFETCH_WAIT_MS);
    return module;
  };
  function Page() {
    return createElement(use(once()).default);
  }
  return Object.assign(Page, { preload });
}

/** Whether `component` is a page made by `lazyPage` (a route table test checks every page is one). */
export function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && typeof (component as Partial<LazyPage>).preload === 'function';
}
