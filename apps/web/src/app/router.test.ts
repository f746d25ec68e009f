import { appRoutePatterns } from '@site/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

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
    const home = children.find((r) => r.index)?.lazy;
    expect(home).toBeDefined();
    expect(children.find((r) => r.path === 'index.html')?.lazy).toBe(home);
    expect(children.find((r) => r.path === 'index')?.lazy).toBe(home);
  });

  it('[ROUTE-02] loads every page lazily', () => {
    for (const route of routes[0]?.children ?? []) expect(route.lazy, route.path).toBeTypeOf('function');
  });
});
