import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backgroundSchema, routePreloadsFile } from '@site/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestDb } from '../test/db.ts';
import { appliedStyle, createPageHints, withBootPreloads } from './page-hints.ts';

const indexHtml =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-e1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A fake build manifest in Vite's shape: the entry, two pages, a shared chunk and the strings chunks. */
const manifest = {
  'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_shared-s1.js'], css: ['assets/index-c1.css'] },
  '_shared-s1.js': { file: 'assets/shared-s1.js' },
  '_cards-k1.js': { file: 'assets/cards-k1.js', imports: ['_shared-s1.js'], css: ['assets/cards-k1.css'] },
  'src/app/routes/home.tsx': { file: 'assets/home-h1.js', imports: ['index.html', '_cards-k1.js'] },
  'src/app/routes/blog/articles/id.tsx': { file: 'assets/id-a1.js', imports: ['index.html'] },
  'src/app/routes/archive/music/layout.tsx': { file: 'assets/layout-m1.js', imports: ['index.html'] },
  'src/app/routes/archive/music/songs/index.tsx': { file: 'assets/songs-m2.js', imports: ['index.html'] },
  '_strings-zh-z1.js': { file: 'assets/strings-zh-z1.js', name: 'strings-zh' },
  '_strings-en-n1.js': { file: 'assets/strings-en-n1.js', name: 'strings-en' },
  '_strings-ja-j1.js': { file: 'assets/strings-ja-j1.js', name: 'strings-ja' },
};

/**
 * Fake route preloads in the shape the web build writes them (`routePreloadsFile`): the home page (three
 * addresses), an article page and a music page inside its layout; every other route with the shell's only.
 */
const shell = { namespaces: ['common', 'layout', 'ui'], calls: ['/api/site/get_site_info.php'] };
const homePreload = {
  files: ['src/app/routes/home.tsx'],
  namespaces: [...shell.namespaces, 'home', 'blog_card', 'comments'],
  calls: [...shell.calls, '/api/blog/get_articles.php?page=1&page_size=5'],
};
const routePreloads = {
  '/': homePreload,
  '/index': homePreload,
  '/index.html': homePreload,
  '/blog/articles/*': { ...shell, files: ['src/app/routes/blog/articles/id.tsx'] },
  '/archive/music/songs': {
    ...shell,
    files: ['src/app/routes/archive/music/layout.tsx', 'src/app/routes/archive/music/songs/index.tsx'],
  },
};

async function appWith(files: { manifest: boolean; routePreloads?: boolean }) {
  return createTestApp((config) => {
    mkdirSync(join(config.webDist, '.vite'), { recursive: true });
    writeFileSync(join(config.webDist, 'index.html'), indexHtml);
    if (files.manifest) writeFileSync(join(config.webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    if (files.routePreloads ?? files.manifest)
      writeFileSync(join(config.webDist, routePreloadsFile), JSON.stringify(routePreloads));
    return config;
  });
}

describe('route hints', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, close } = await appWith({ manifest: true })));
  afterAll(async () => close());

  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['de-DE, ja;q=0.8, en;q=0.5', 'ja'],
    ['fr;q=0.3, en;q=0.9', 'en'],
    ['de-DE', 'zh'],
    ['', 'zh'],
  ])(
    'preloads the strings of the language a first visit with Accept-Language "%s" starts in (%s; issue 19)',
    async (header, language) => {
      const res = await app.inject({ method: 'GET', url: '/', headers: header ? { 'accept-language': header } : {} });
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const preloaded = [...head.matchAll(/strings-([a-z-]+)-[a-z0-9]+\.js/g)].map((m) => m[1]);
      expect(new Set(preloaded)).toEqual(new Set([language]));
      expect(String(res.headers.vary)).toMatch(/Accept-Language/i);
    },
  );

  it("preloads the home page's chunk, its static imports, styles, strings and first API calls", async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/home-h1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/cards-k1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/cards-k1.css">');
    expect(head).toContain('href="/assets/strings-zh-z1.js"');
    // zh's strings carry their English fallback: no other language's strings are fetched.
    expect(head).not.toContain('strings-en');
    expect(head).not.toContain('strings-ja');
    // What the entry already loads is not repeated.
    expect(head).not.toContain('shared-s1.js');
    expect(head).not.toContain('rel="modulepreload" crossorigin href="/assets/index-e1.js"');
    for (const call of ['/api/site/get_site_info.php', '/api/blog/get_articles.php?page=1&amp;page_size=5'])
      expect(head).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${call}">`);
    // The background comes with the HTML instead of through get_background.php (the test pool is empty here).
    expect(head).not.toContain('get_background.php');
    expect(head).not.toContain('site-background');
  });

  it("preloads each page's own route data: home's calls on its three addresses, not on another page", async () => {
    for (const url of ['/', '/index', '/index.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('href="/api/blog/get_articles.php?page=1&amp;page_size=5"');
      expect(res.body, url).toContain('href="/assets/home-h1.js"');
    }
    const songs = await app.inject({ method: 'GET', url: '/archive/music/songs' });
    expect(songs.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/site/get_site_info.php">',
    );
    expect(songs.body).not.toContain('get_articles.php');
    expect(songs.body).not.toContain('home-h1.js');
  });

  it('[ROUTE-25] preloads the music layout (it holds the player) with a music page, and not elsewhere', async () => {
    const songs = await app.inject({ method: 'GET', url: '/archive/music/songs' });
    expect(songs.statusCode).toBe(200);
    const head = songs.body.slice(0, songs.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/layout-m1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/songs-m2.js">');
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).not.toContain('layout-m1.js');
  });

  it("preloads an article page's chunk and its article exactly as the client asks for it", async () => {
    // No such article in this empty database (HTTP 404, modules/blog/page-head.test.ts): its page still shows
    // "Article not found" from the same chunk, so the hints are the same.
    const res = await app.inject({ method: 'GET', url: '/blog/articles/hexo-news/2019-10-14-hexo-4-released' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('href="/assets/id-a1.js"');
    expect(res.body).toContain('href="/api/blog/get_article.php?id=hexo-news%2F2019-10-14-hexo-4-released"');
    expect(res.body).not.toContain('get_background.php');
  });

  it('[ROUTE-04] answers an unknown path with 404 and the plain page', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(indexHtml);
  });

  it('keeps the Content-Security-Policy without inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    // 'self' and one hash: the appearance `time`'s first-paint script (issue 21, decision 0029), nothing else inline.
    expect(csp).toMatch(/(^|;)script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // No inline script runs: every <script> has a src, or is a JSON-LD or JSON data block (never executed).
    expect(res.body).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/);
  });
});

describe("the home page's background in its HTML", () => {
  let app: FastifyInstance;
  let db: TestDb;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, close } = await appWith({ manifest: true })));
  afterAll(async () => close());

  /** The background a page's `<meta name="site-background">` carries, or null. */
  const metaBackground = (html: string) => {
    const content = /<meta name="site-background" content="([^"]*)">/.exec(html)?.[1];
    return content === undefined
      ? null
      : JSON.parse(
          content
            .replace(/&quot;/g, '"')
            .replace(/&lt;/g, '<')
            .replace(/&gt;/g, '>')
            .replace(/&amp;/g, '&'),
        );
  };

  it('[SITE-02] each load of the home page carries a pick from the pool and preloads its picture', async () => {
    await db.db
      .insertInto('backgrounds')
      .values([
        { url: '/media/backgrounds/a.svg', credit: 'A "quoted" <credit> & co' },
        { url: '/media/backgrounds/b.svg', credit: '' },
      ])
      .execute();
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await app.inject({ method: 'GET', url: i % 2 ? '/' : '/index' });
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const background = backgroundSchema.parse(metaBackground(head));
      expect(head).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${background.url}">`);
      if (background.url.endsWith('a.svg')) expect(background.credit).toBe('A "quoted" <credit> & co');
      seen.add(background.url);
    }
    expect([...seen].sort()).toEqual(['/media/backgrounds/a.svg', '/media/backgrounds/b.svg']);
    // Other pages do not pick one.
    const article = await app.inject({ method: 'GET', url: '/blog/articles/x' });
    expect(metaBackground(article.body)).toBeNull();
    expect(article.body).not.toContain('as="image"');
  });

  it('escapes a picture address so it cannot leave its attribute', async () => {
    await db.db.deleteFrom('backgrounds').execute();
    await db.db
      .insertInto('backgrounds')
      .values({ url: '/media/x.svg"><script>alert(1)</script>', credit: '' })
      .execute();
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(metaBackground(res.body).url).toBe('/media/x.svg"><script>alert(1)</script>');
  });
});

describe('route hints without the route preloads of the build', () => {
  it('serves the page without hints (a build older than the server), still HTTP 200', async () => {
    const { app, close } = await appWith({ manifest: true, routePreloads: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('rel="modulepreload"');
      expect(res.body).not.toContain('as="fetch"');
      expect((await app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});

describe('route hints without a build manifest', () => {
  it('serves the plain page', async () => {
    const { app, close } = await appWith({ manifest: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      // The page as built, with its head (page-head.test.ts) and no route hints.
      expect(res.body).toContain(indexHtml.slice(0, indexHtml.indexOf('</head>')));
      expect(res.body).not.toContain('rel="modulepreload"');
      expect(res.body).toContain('<div id="root"></div></body></html>');
    } finally {
      await close();
    }
  });
});

describe('styles of a server-rendered page (issue 21: no stylesheet request before the first paint)', () => {
  it('puts a stylesheet inline, its link disabled beside it for the chunk loader to find', () => {
    expect(appliedStyle('assets/a1.css', '.a{color:red}')).toBe(
      '<style data-href="/assets/a1.css">.a{color:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/a1.css" disabled>',
    );
  });

  it('links a stylesheet it cannot read, or whose text would close the style element', () => {
    expect(appliedStyle('assets/a1.css', undefined)).toBe('<link rel="stylesheet" crossorigin href="/assets/a1.css">');
    expect(appliedStyle('assets/a1.css', '.a::after{content:"</STYLE><script>"}')).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a1.css">',
    );
  });
});

describe('modules of a server-rendered page (issue 21: nothing fetched or compiled before the first paint)', () => {
  const boot =
    '<script defer src="/boot.js" data-entry="/assets/index-e1.js" data-preload="/assets/shared-s1.js"></script>';
  const built = `<!doctype html><html><head>${boot}</head><body><div id="root"></div></body></html>`;
  const hintsFor = createPageHints(manifest, routePreloads);
  const pageOf = (hints: string) => withBootPreloads(built.replace('</head>', `${hints}</head>`));

  it("hands a rendered page's route modules to the boot loader, after the entry's, instead of modulepreload tags", () => {
    const page = pageOf(hintsFor('/archive/music/songs', '/archive/music/songs', 'zh', false));
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).not.toContain('boot-preloads');
    expect(page).toContain(
      'data-preload="/assets/shared-s1.js /assets/layout-m1.js /assets/songs-m2.js /assets/strings-zh-z1.js"',
    );
  });

  it('keeps modulepreload tags on the shell the browser renders (no first paint to wait for)', () => {
    const page = pageOf(hintsFor('/archive/music/songs', '/archive/music/songs', 'zh', true));
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/songs-m2.js">');
    expect(page).toContain('data-preload="/assets/shared-s1.js"');
  });

  it('drops the mark where there is no boot loader', () => {
    const hints = hintsFor('/archive/music/songs', '/archive/music/songs', 'zh', false);
    expect(withBootPreloads(`<html><head>${hints}</head></html>`)).toBe('<html><head></head></html>');
  });
});
