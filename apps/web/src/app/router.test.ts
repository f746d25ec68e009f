import { appRoutePatterns } from '@site/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { backgroundQuery } from './layout/site-info.ts';
import { isLazyPage } from './lazy-page.ts';
import { preloadRoutes } from './route-table.tsx';
import { routes } from './router.tsx';

// The route table's prefetch goes to the app's query client; the start-up never settles here, so preloading a
// page starts its chunk but never waits on the app's strings.
const startup = vi.hoisted(() => ({ prefetchQuery: (..._args: unknown[]) => Promise.resolve() }));
vi.mock('./app-startup.ts', () => ({
  appQueryClient: () => startup,
  appServices: () => new Promise(() => {}),
}));

/** Every concrete path of the route table, as `/a/b`, joined through nested routes; the `*` fallback left out. */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent || '/' : join(parent, route.path ?? '');
    const children = route.children ? routePaths(route.children, own) : [];
    const self = route.index || (route.path !== undefined && route.path !== '*' && !route.children) ? [own] : [];
    return [...self, ...children];
  });
}

function join(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

describe('router', () => {
  it('[ROUTE-04] lists exactly the paths of appRoutePatterns, plus a catch-all Not Found', () => {
    expect(routePaths(routes).sort()).toEqual([...appRoutePatterns].sort());
    expect(routes[0]?.children?.at(-1)?.path).toBe('*');
  });

  it('[ROUTE-06] serves the home page on /, /index.html and /index', () => {
    const children = routes[0]?.children ?? [];
    const home = children.find((r) => r.index)?.Component;
    expect(isLazyPage(home)).toBe(true);
    expect(children.find((r) => r.path === 'index.html')?.Component).toBe(home);
    expect(children.find((r) => r.path === 'index')?.Component).toBe(home);
  });

  it('[ROUTE-06] a navigation to /, /index.html or /index asks for the home background while the page loads', () => {
    const prefetch = vi.spyOn(startup, 'prefetchQuery');
    for (const path of ['/', '/index.html', '/index']) {
      prefetch.mockClear();
      void preloadRoutes(routes, path);
      expect(prefetch, path).toHaveBeenCalledWith(backgroundQuery);
    }
    prefetch.mockClear();
    void preloadRoutes(routes, '/blog');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('[ROUTE-02] loads every page lazily, the layouts below the root too', () => {
    const below = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...below(r.children ?? [])]);
    const pages = below(routes[0]?.children ?? []);
    expect(pages.length).toBeGreaterThan(40);
    for (const route of pages) expect(isLazyPage(route.Component), route.path).toBe(true);
  });
});
