import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiRequest, appRoutePatterns, articleRequest, articlesRequest, requestHref } from '@site/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, setApiBase } from '../lib/api-client.ts';
import { siteInfoQuery } from './layout/site-info.ts';
import { homeLatestArticlesCount, notFoundPage, routePages, routePreloads } from './route-pages.ts';

// The pages' `prefetch` goes to the app's query client: a fresh one per test, so every call reaches `fetch`.
const client = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('./app-startup.ts', () => ({ appQueryClient: () => client.current }));

/** The addresses `fetch` was asked for since the test started, as `path?query` on this origin. */
let fetched: string[] = [];

beforeEach(() => {
  client.current = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  fetched = [];
  setApiBase('/api/');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input);
      expect(url.origin).toBe(window.location.origin);
      fetched.push(url.pathname + url.search);
      return new Response(JSON.stringify({ status: 'error', message: 'not_found', data: null }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const webRoot = join(import.meta.dirname, '../..');

describe('the route table', () => {
  it('[ROUTE-04] has one entry for each route pattern the server answers', () => {
    expect(Object.keys(routePages).sort()).toEqual([...appRoutePatterns].sort());
  });

  it("names page files that exist and namespaces that exist in every language's strings", () => {
    for (const handle of [...Object.values(routePages), notFoundPage]) {
      expect(existsSync(join(webRoot, 'src/app/routes', handle.page)), handle.page).toBe(true);
      for (const language of ['en', 'zh', 'zh-tw', 'ja'])
        for (const ns of handle.namespaces)
          expect(existsSync(join(webRoot, 'src/locales', language, `${ns}.json`)), `${language}/${ns}`).toBe(true);
    }
  });
});

describe('what the server preloads with a route (routePreloads)', () => {
  it("lists the manifest keys of a route's page files, its layout's first, and every namespace they show", () => {
    const preloads = routePreloads();
    expect(Object.keys(preloads).sort()).toEqual([...appRoutePatterns].sort());
    for (const [pattern, { files }] of Object.entries(preloads))
      for (const file of files) expect(existsSync(join(webRoot, file)), `${pattern}: ${file}`).toBe(true);
    expect(preloads['/archive/music/songs/:id'].files).toEqual([
      'src/app/routes/archive/music/layout.tsx',
      'src/app/routes/archive/music/songs/id.tsx',
    ]);
    expect(preloads['/archive/music/songs/:id'].namespaces).toEqual(
      expect.arrayContaining(['common', 'layout', 'ui', 'music', 'player', 'fullplayer', 'comments']),
    );
    expect(preloads['/blog'].files).toEqual(['src/app/routes/blog/index.tsx']);
  });

  it('preloads on the home page exactly the addresses its first render fetches, byte for byte', async () => {
    const home = await import('./routes/home.tsx');
    await Promise.all([(client.current as QueryClient).prefetchQuery(siteInfoQuery), home.prefetch()]);
    for (const pattern of ['/', '/index', '/index.html'] as const)
      expect(routePreloads()[pattern].calls, pattern).toEqual(fetched);
    // The spelling the server's tests expect (apps/server/src/http/page-hints.test.ts).
    expect(fetched).toEqual([
      '/api/site/get_site_info.php',
      `/api/blog/get_articles.php?page=1&page_size=${homeLatestArticlesCount}`,
    ]);
  });

  it('an article page fetches its article at the address the server writes with requestHref(articleRequest(id))', async () => {
    const page = await import('./routes/blog/articles/id.tsx');
    await page.prefetch({ '*': 'hexo-news/2019-10-14-hexo-4-released' });
    expect(fetched).toEqual([requestHref(articleRequest('hexo-news/2019-10-14-hexo-4-released'))]);
    // The spelling the server's tests expect (apps/server/src/http/page-hints.test.ts).
    expect(fetched).toEqual(['/api/blog/get_article.php?id=hexo-news%2F2019-10-14-hexo-4-released']);
    // Every page but the home page preloads the shell's call only (an article's own call depends on its id).
    expect(routePreloads()['/blog/articles/*'].calls).toEqual(['/api/site/get_site_info.php']);
  });
});

describe('requestHref', () => {
  const requests: ApiRequest[] = [
    articlesRequest({ page: 2, page_size: 10, tag: "C++ & 'notes' (1/2) ~ 100%", q: undefined }),
    articlesRequest({ page: 1, page_size: 5, category_id: 'study/前端', q: 'a+b c' }),
    articleRequest('a/b?c=d#e'),
    { path: 'site/get_site_info.php', query: {} },
    { path: 'x/y.php', query: { flag: true, none: undefined, n: 0 } },
  ];

  it.each(requests)('spells $path exactly as the api client does', (request) => {
    expect(window.location.origin + requestHref(request)).toBe(apiUrl(request.path, request.query, '/api/'));
  });
});
