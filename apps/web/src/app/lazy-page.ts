import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What a page's loader resolves to: the page module (its default export is the page component). */
export type PageModule = { default: ComponentType };

/**
 * A route's page component that loads its code on first render (`React.lazy`) [ROUTE-02], with `preload()` to
 * start that load sooner: at navigation time, before the route renders, so a layout route and its page load in
 * parallel instead of one after the other, and before the app's first render.
 */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /**
   * Starts loading the page (once; later calls return the same promise) and runs the page's own navigation-time
   * work (`on_preload`, e.g. a query prefetch) on every call. The promise rejects when the code fails to load;
   * rendering the page then throws the same error to the route error boundary.
   */
  preload: () => Promise<PageModule>;
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
  const preload = () => {
    on_preload?.();
    return once();
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
