import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePages } from '../route-pages.ts';
import { routes } from '../router.tsx';
import { breadcrumbItems, upPath } from './breadcrumb-items.ts';

// Issue 19, point 1: every breadcrumb link of every route leads somewhere real, and so does the logo's "up one level".
// Each route pattern is filled with sample params naming records that exist (the demo blog's ids, a wiki item with
// folders, a server); a link may match a parameterised route only when it names one of those records, since any other
// id of such a route (`/blog/articles/study`, `/wiki/items`) is a record that does not exist: a Not Found.

/** Sample params per parameter name: records the demo data has (ids with folders, to check the folders' links). */
const samples: Record<string, string> = {
  '/blog/categories/*': 'study/frontend',
  '/blog/articles/*': 'study/frontend/css-clamp',
  '/blog/tags/*': 'css',
  '/wiki/items/*': 'guides/setup/linux',
  '/wiki/edit/*': 'guides/setup/linux',
  '/blog/edit/*': 'study/frontend/css-clamp',
  ':server': 'netease',
  ':id': '1',
};

/** `pattern` with its params replaced by the samples. */
function samplePath(pattern: string): string {
  const splat = samples[pattern];
  if (splat !== undefined) return pattern.replace('*', splat);
  return pattern.replace(/:\w+/g, (param) => samples[param] ?? param);
}

const samplePaths = Object.keys(routePages).map(samplePath);
/** The records the samples name, and the categories above the sample category (which exist with it). */
const knownRecords = new Set([...samplePaths, '/blog/categories/study']);

/** Why `to` is a dead end, or null when it leads to a real page. */
function deadEnd(to: string): string | null {
  const matches = matchRoutes(routes, to) ?? [];
  if (matches.length === 0 || matches.at(-1)?.route.path === '*') return 'matches no route';
  const hasParams = matches.some((m) => Object.keys(m.params).length > 0);
  if (hasParams && !knownRecords.has(to)) return 'names a record that does not exist';
  return null;
}

describe('breadcrumb links of every route (issue 19)', () => {
  it.each(samplePaths)('[LAYOUT-28] every breadcrumb link of %s leads to a real page', (path) => {
    const links = breadcrumbItems(path).slice(0, -1);
    for (const { path: itemPath, to } of links) expect(deadEnd(to), `${itemPath} -> ${to}`).toBeNull();
  });

  it.each(samplePaths)('[LAYOUT-07] the logo goes up from %s to a real page', (path) => {
    const up = upPath(path);
    if (up !== null) expect(deadEnd(up), `${path} -> ${up}`).toBeNull();
  });

  it('[LAYOUT-29] leaves the last item plain: its target is the page itself', () => {
    for (const path of samplePaths) expect(breadcrumbItems(path).at(-1)?.to ?? path).toBe(path);
  });
});
