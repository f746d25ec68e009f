/**
 * The app's route patterns, shared by the web router and the server (spec section 2, [ROUTE-04]).
 * The server answers a path that matches none of them with HTTP 404 and the app's page; the web router's
 * table (`apps/web/src/app/router.tsx`) must list exactly these (a unit test checks it).
 *
 * Pattern syntax: literal segments, `:name` for one segment, a trailing `*` for one or more segments
 * (the spec's multi-segment ids, e.g. `/blog/articles/hexo-news/2019-10-14-hexo-4-released`).
 */

/** The component demo pages under `/laboratory/components/<name>` [ROUTE-41]. */
export const componentDemoNames = [
  'text',
  'pagination',
  'color',
  'placeholder',
  'toast',
  'select',
  'icon',
  'form',
  'input',
  'button',
  'dialog',
  'popper',
] as const;
export type ComponentDemoName = (typeof componentDemoNames)[number];

export const appRoutePatterns: readonly string[] = [
  '/',
  '/index.html',
  '/index',
  '/settings',
  '/start',
  '/blog',
  '/blog/categories',
  '/blog/categories/*',
  '/blog/articles',
  '/blog/articles/*',
  '/about',
  '/about/terms',
  '/about/update',
  '/about/bb',
  '/laboratory',
  '/laboratory/components',
  ...componentDemoNames.map((name) => `/laboratory/components/${name}`),
];

/**
 * Whether `path` (a URL path without query, e.g. `/blog/articles/a/b`) matches one of `patterns`.
 * A trailing slash is ignored (`/blog/` matches `/blog`). Segments compare case-sensitively after decoding.
 */
export function matchesRoute(path: string, patterns: readonly string[] = appRoutePatterns): boolean {
  const segments = splitPath(path);
  if (segments === null) return false;
  return patterns.some((pattern) => matchPattern(splitPath(pattern) ?? [], segments));
}

function splitPath(path: string): string[] | null {
  try {
    return decodeURIComponent(path)
      .split('/')
      .filter((s) => s !== '');
  } catch {
    return null;
  }
}

function matchPattern(pattern: string[], segments: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    if (part === '*') return segments.length > i;
    const segment = segments[i];
    if (segment === undefined) return false;
    if (!part?.startsWith(':') && part !== segment) return false;
  }
  return pattern.length === segments.length;
}
