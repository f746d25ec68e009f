import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
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
 * A route's page component that loads its code on first render (`React.lazy`) [ROUTE-02], with `preload()` to
 * start that load sooner: at navigation time, before the route renders, so a layout route and its page load in
 * parallel instead of one after the other, and before the app's first render.
 */
export type LazyPage = LazyExoticComponent<ComponentType> & {
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
 * must be cheap and must not throw (it never blocks the navigation).
 *
 * @example
 * const Home = lazyPage(() => import('./routes/index.tsx'), () => void queryClient.prefetchQuery(q));
 * <Route path="/" Component={Home} />   // Home.preload() starts the chunk and the prefetch
 */
export function lazyPage(load: () => Promise<PageModule>, on_preload?: () => void): LazyPage {
  let loading: Promise<PageModule> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  const preload = async (params: Params = {}) => {
    on_preload?.();
    const module = await once();
    const prefetching = module.prefetch?.(params);
    if (prefetching !== undefined) await settledWithin(prefetching, PREFETCH_WAIT_MS);
    return module;
  };
  return Object.assign(lazy(once), { preload });
}

/** Whether `component` is a page made by `lazyPage` (a route table test checks every page is one). */
export function isLazyPage(component: unknown): component is LazyPage {
  return (
    typeof component === 'object' &&
    component !== null &&
    typeof (component as Partial<LazyPage>).preload === 'function'
  );
}
