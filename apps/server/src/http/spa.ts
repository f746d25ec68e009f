import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type Background,
  isHomeRoute,
  jsonForScript,
  matchRoute,
  type PageAppearance,
  type PageHead,
  pageAppearanceOf,
  pageColorOf,
  pageLanguageOf,
  visitorCookies,
} from '@site/contracts';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EncodedBody } from './compression.ts';
import { sendConditional } from './conditional.ts';
import { type CachedPage, type PageCache, pageAreas, pageKey } from './page-cache.ts';
import {
  appliedStyle,
  createPageHints,
  escapeAttribute,
  readManifest,
  readRoutePreloads,
  withBootPreloads,
} from './page-hints.ts';
import type { PageRenderer } from './page-render.ts';
import { assetPathPrefix, securityHeaders } from './security.ts';
import { timeThemeScript } from './theme-script.ts';

/** What a page's HTML says of it in `<head>` (`pageHeadSchema` of the contracts). */
export type { PageHead };

/** What the pages need from the rest of the server. */
export type SpaOptions = {
  /** Picks the home page's background from the pool [SITE-02]; undefined when the pool is empty. */
  pickBackground?: () => Promise<Background | undefined>;
  /** The head of the page at `path`, which matches the app's route `pattern` (modules/blog/page-head.ts). */
  pageHead?: (pattern: string, path: string) => Promise<PageHead>;
  /**
   * Where an address that matches no route has moved (an imported blog's old article address,
   * modules/blog/old-addresses.ts): a path to answer with HTTP 301, or undefined for the 404 page.
   */
  movedPath?: (path: string) => Promise<string | undefined>;
  /**
   * Where an address of a route has moved (an article whose id the editor changed, issue 23 point 1): a path to
   * answer with HTTP 301, or undefined for its page. Asked when the page is made, so a page served from the cache
   * skips it: the write that moves an address clears its area's pages (page-cache.ts), as it clears the page.
   */
  renamedPath?: (path: string) => Promise<string | undefined>;
  /**
   * Server rendering (docs/decisions/0029): renders a page of the app to HTML; without it (or when it fails) every
   * page is the shell the browser renders.
   */
  renderPage?: PageRenderer;
  /**
   * The theme's first-paint CSS for a theme colour (`#rrggbb`; undefined: the default): the light palette, the dark
   * one for `data-theme="dark"` and for `system` in a dark OS (the web build's, see 0029).
   */
  appearanceStyles?: (color: string | undefined) => string;
  /**
   * Where server-rendered pages are kept (page-cache.ts), by address, language, appearance and the home page's
   * background; without it every GET renders.
   */
  pageCache?: PageCache;
};

/** `value` escaped for HTML text. */
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const titlePattern = /<title>[^<]*<\/title>/;
const descriptionPattern = /<meta name="description" content="[^"]*"\s*\/?>/;

/**
 * Writes `head` into the page `html`: its `<title>` and description replace the built page's; its canonical
 * address, its own feeds and the Open Graph tags go before `</head>`.
 */
function withHead(html: string, head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">` : '';
  const tags =
    meta('property', 'og:title', head.title) +
    meta('property', 'og:description', head.description) +
    meta('property', 'og:type', head.type) +
    meta('property', 'og:site_name', head.site_name) +
    meta('property', 'og:url', head.url) +
    meta('property', 'article:published_time', head.published) +
    meta('property', 'article:modified_time', head.modified) +
    meta('property', 'og:image', head.image) +
    meta('name', 'robots', head.noindex ? 'noindex' : undefined) +
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary');
  const feeds = head.feeds
    ? `<link rel="alternate" type="application/rss+xml" title="${escapeAttribute(`${head.feeds.title} (RSS)`)}" href="${escapeAttribute(head.feeds.rss)}">` +
      `<link rel="alternate" type="application/atom+xml" title="${escapeAttribute(`${head.feeds.title} (Atom)`)}" href="${escapeAttribute(head.feeds.atom)}">`
    : '';
  const blogroll = head.blogroll
    ? `<link rel="blogroll" type="text/x-opml" href="${escapeAttribute(head.blogroll)}">`
    : '';
  const data = head.structured_data
    ? `<script type="application/ld+json">${jsonForScript(head.structured_data)}</script>`
    : '';
  return html
    .replace(titlePattern, () => `<title>${escapeText(head.title)}</title>`)
    .replace(descriptionPattern, () => meta('name', 'description', head.description))
    .replace(
      '</head>',
      () =>
        `${head.url ? `<link rel="canonical" href="${escapeAttribute(head.url)}">` : ''}${feeds}${blogroll}${tags}${data}</head>`,
    );
}

/**
 * What `read` answers for the page at `path`, or undefined when there is no reader or it failed: a database
 * outage serves the plain page rather than a 500, logged with `failure`.
 */
async function readForPage<T>(
  app: FastifyInstance,
  path: string,
  failure: string,
  read: (() => Promise<T>) | undefined,
): Promise<T | undefined> {
  try {
    return await read?.();
  } catch (error) {
    app.log.warn({ err: error, path }, failure);
    return undefined;
  }
}

/** `pageLanguageOf`'s answers by `Accept-Language` header (browsers send a few distinct ones): at most 1,000 kept. */
const headerLanguages = new Map<string, string>();

/**
 * `pageLanguageOf(cookie, acceptLanguage)`, remembered per header: parsing and negotiating the header took ~2 µs of
 * every page served from the cache (decision 0033).
 */
function languageOf(cookie: string | undefined, acceptLanguage: string | undefined): string {
  if (cookie !== undefined || acceptLanguage === undefined) return pageLanguageOf(cookie, acceptLanguage);
  let language = headerLanguages.get(acceptLanguage);
  if (language === undefined) {
    language = pageLanguageOf(undefined, acceptLanguage);
    if (headerLanguages.size >= 1000) headerLanguages.clear();
    headerLanguages.set(acceptLanguage, language);
  }
  return language;
}

/**
 * The visitor's language and appearance for the first HTML: the cookies that mirror the settings, else the
 * browser's `Accept-Language` (issue 21 point 2).
 */
function visitorOf(request: FastifyRequest): {
  language: string;
  appearance: PageAppearance;
  color: string | undefined;
} {
  const cookies = parseCookies(request.headers.cookie ?? '');
  return {
    language: languageOf(cookies[visitorCookies.language], request.headers['accept-language']),
    appearance: pageAppearanceOf(cookies[visitorCookies.appearance]),
    color: pageColorOf(cookies[visitorCookies.color]),
  };
}

/**
 * `<html>`'s start tag for the visitor: its `lang` [I18N-07]; `data-theme` and `color-scheme` for a fixed
 * appearance; none for `system` (the CSS follows `prefers-color-scheme`) or `time` (its script sets them).
 */
function htmlStartTag(language: string, appearance: PageAppearance): string {
  const fixed = appearance === 'light' || appearance === 'dark';
  return `<html lang="${escapeAttribute(language)}"${fixed ? ` data-theme="${appearance}" style="color-scheme: ${appearance}"` : ''}>`;
}

/**
 * Server rendering of `page` (the built index.html with its head done) for `request`: the app's markup inside
 * `#root`, the tags React hoisted and the appearance's first-paint style (and script for `time`) in `<head>`,
 * the query cache as a JSON data block (never run, so the CSP's script rule does not apply). Undefined when it
 * could not render: the caller serves the page as it is.
 */
async function renderedPage(
  request: FastifyRequest,
  page: string,
  options: SpaOptions,
  background: Background | undefined,
  head: PageHead | undefined,
): Promise<{ html: string; reads: string[] } | undefined> {
  const { renderPage } = options;
  if (!renderPage || request.method !== 'GET') return undefined;
  const { language, appearance, color } = visitorOf(request);
  const origin = `${request.protocol}://${request.host}`;
  const rendered = await renderPage({ url: request.url, language, appearance, background, origin, head });
  if (!rendered) return undefined;
  const style = options.appearanceStyles ? `<style>${options.appearanceStyles(color)}</style>` : '';
  const script = appearance === 'time' ? `<script>${timeThemeScript}</script>` : '';
  const html = page
    // The tree renders the title and the description (React hoists them): the built page's go.
    .replace(titlePattern, '')
    .replace(descriptionPattern, '')
    .replace(/<html[^>]*>/, () => htmlStartTag(language, appearance))
    .replace('</head>', () => `${style}${script}${rendered.head}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.html}</div><script type="application/json" id="ssr-state">${jsonForScript(rendered.state)}</script>`,
    );
  return { html, reads: rendered.reads };
}

/**
 * The home page's background, picked with its HTML (`pickedBackground`, then `backgroundTags`): a `preload` of the picture (so it loads alongside the code
 * instead of after the code and an API call: it is the page's largest paint) and the pick itself in
 * `<meta name="site-background">` as the JSON of `backgroundSchema`, which the client reads instead of calling
 * get_background.php. An empty pool or a failed pick gives nothing: the client then asks the API.
 */
async function pickedBackground(app: FastifyInstance, options: SpaOptions): Promise<Background | undefined> {
  return readForPage(app, '/', 'could not pick the home background for the page', options.pickBackground);
}

/** The tags of `backgroundTags` for `background` (none without one). */
function backgroundTags(background: Background | undefined): string {
  if (!background) return '';
  return (
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(background.url)}">` +
    `<meta name="site-background" content="${escapeAttribute(JSON.stringify(background))}">`
  );
}

/** Paths matched lately and their route pattern (`null`: none), at most `routeMemoSize`. */
/**
 * `styleText(file)`: the text of the built stylesheet `file` (`assets/x.css`) of `webDist`, read once and kept (the
 * build does not change under a running server), or undefined when it cannot be read.
 */
function builtStyles(webDist: string): (file: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (file) => {
    if (!texts.has(file)) {
      let text: string | undefined;
      try {
        text = readFileSync(join(webDist, file), 'utf8');
      } catch {
        text = undefined;
      }
      texts.set(file, text);
    }
    return texts.get(file);
  };
}

const routeMemo = new Map<string, string | null>();
const routeMemoSize = 1000;

/**
 * `matchRoute(path)`, remembered for the paths asked for lately: matching splits every one of the ~60 patterns
 * again (about 8 % of a cached page's CPU), and the web bundle, which shares `matchRoute`, has no room to keep them
 * (decision 0012's ceiling). Forgets everything when full: the cost is one match per path again.
 */
function routeOf(path: string): string | undefined {
  const known = routeMemo.get(path);
  if (known !== undefined) return known ?? undefined;
  const pattern = matchRoute(path);
  if (routeMemo.size >= routeMemoSize) routeMemo.clear();
  routeMemo.set(path, pattern ?? null);
  return pattern;
}

/**
 * Serves the built single-page app from `webDist`: files as they are (hashed assets cached for a year),
 * and for every other path outside `/api/` the app's `index.html` — HTTP 200 when the path matches a route
 * of the app, HTTP 404 otherwise (DESIGN.md "Shape", [ROUTE-04]). `/api/...` misses get a 404 envelope.
 * A route's page carries its route hints in `<head>` (`page-hints.ts`): its chunks and first API calls start
 * with the HTML; the home page also carries its background (`backgroundTags`). With `pageHead`, a route's page
 * carries its own title, description and Open Graph tags (`withHead`), and an address that names nothing (an
 * unknown article) gets HTTP 404 with the same page. A path that matches no route gets the plain page, or with
 * `movedPath` a permanent redirect to where it moved. With `renderPage` a GET's page is server-rendered (0029) and
 * with `pageCache` kept (docs/decisions/0030). Every page goes out with a strong ETag (`conditional.ts`; 304 for a
 * client that has it), in the coding the client accepts, `Cache-Control: no-cache`.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, options: SpaOptions = {}): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (indexHtml === null) app.log.warn({ webDist }, 'web app not built: pages answer 503');
  const styleText = builtStyles(webDist);
  const hintsFor = createPageHints(readManifest(webDist), readRoutePreloads(webDist), styleText);
  const headEnd = indexHtml?.indexOf('</head>') ?? -1;
  // A server-rendered page carries the entry's styles inline too (`appliedStyle`).
  const renderedIndexHtml = indexHtml?.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g,
    (_, file: string) => appliedStyle(file, styleText(file)),
  );
  const renderedHeadEnd = renderedIndexHtml?.indexOf('</head>') ?? -1;

  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      // One route per file of the build, found at start (the build does not change under a running server): a page's
      // address then goes straight to `sendPage` instead of through a wildcard route that looks for a file first (up
      // to three `stat` calls on the thread pool, the file and its precompressed forms, before every page).
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      // "/index.html" is a route of the app [ROUTE-06]: its page gets the route's hints and head, as "/" does.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, path) {
        const immutable = path.includes(`${join(webDist, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing `/assets/` file got the assets' short header set; this answer is a page.
    if (path.startsWith(assetPathPrefix)) reply.headers(securityHeaders);
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ status: 'error', message: 'not_found', data: null });
    }
    const pattern = request.method === 'GET' || request.method === 'HEAD' ? routeOf(path) : undefined;
    const { renamedPath } = options;
    const renamedOf = () =>
      pattern === undefined || !renamedPath
        ? undefined
        : readForPage(app, path, 'could not look up a renamed address', () => renamedPath(path));
    if (indexHtml === null) {
      const renamed = await renamedOf();
      if (renamed !== undefined) return reply.header('Cache-Control', 'no-cache').redirect(renamed, 301);
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    }
    if (pattern === undefined && (request.method === 'GET' || request.method === 'HEAD')) {
      const { movedPath } = options;
      const moved = await readForPage(
        app,
        path,
        'could not look up a moved address',
        movedPath && (() => movedPath(path)),
      );
      if (moved !== undefined) return reply.header('Cache-Control', 'no-cache').redirect(moved, 301);
    }
    const isHome = pattern !== undefined && isHomeRoute(pattern);
    const visitor = visitorOf(request);
    // A server-rendered page carries its first calls' answers: no fetch preloads then.
    const rendering = options.renderPage !== undefined && request.method === 'GET';
    const background = isHome && request.method === 'GET' ? await pickedBackground(app, options) : undefined;

    /** The page for this request; `keep` when it is the complete rendered page (its head read, its render done). */
    const makePage = async (): Promise<{ page: CachedPage; keep: boolean }> => {
      const renamed = await renamedOf();
      if (renamed !== undefined) {
        const page = { body: new EncodedBody(Buffer.alloc(0)), status: 301, location: renamed } as const;
        return { page: { ...page, areas: pageAreas(path, []), reads: [] }, keep: true };
      }
      const template = rendering && renderedIndexHtml !== undefined ? renderedIndexHtml : indexHtml;
      const end = rendering ? renderedHeadEnd : headEnd;
      const hints =
        pattern === undefined || end < 0
          ? ''
          : hintsFor(pattern, path, visitor.language, !rendering) + backgroundTags(background);
      const page = withBootPreloads(hints === '' ? template : template.slice(0, end) + hints + template.slice(end));
      const { pageHead } = options;
      let headFailed = false;
      const head =
        pattern === undefined || !pageHead
          ? undefined
          : await readForPage(app, path, 'could not read the head of the page', () =>
              pageHead(pattern, path).catch((error: unknown) => {
                headFailed = true;
                throw error;
              }),
            );
      // A rendered page's head tags come from the React tree (`DocumentHead`, `PageTitle`: issue 21 point 4); the
      // shell the browser renders gets them written here.
      const rendered = await renderedPage(request, page, options, background, head);
      return {
        page: {
          body: new EncodedBody(Buffer.from(rendered?.html ?? (head ? withHead(page, head) : page))),
          status: pattern === undefined || head?.found === false ? 404 : 200,
          areas: pageAreas(path, rendered?.reads ?? []),
          reads: rendered?.reads ?? [],
        },
        keep: rendered !== undefined && !headFailed,
      };
    };
    const { pageCache } = options;
    const page =
      pageCache && rendering
        ? await pageCache.take(
            pageKey({
              url: request.url,
              language: visitor.language,
              appearance: visitor.appearance,
              color: visitor.color,
              background,
            }),
            makePage,
          )
        : (await makePage()).page;
    if (page.status === 301) return reply.header('Cache-Control', 'no-cache').redirect(page.location ?? '/', 301);
    return sendConditional(request, reply, page.body, {
      type: 'text/html; charset=utf-8',
      status: page.status,
      cacheControl: 'no-cache',
      // The language follows the request's languages or the `lang` cookie, the colours the `appearance` cookie.
      vary: 'Accept-Language, Cookie',
    });
  };
  // The static plugin would answer the root folder with 403; the root is the home page.
  app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
}
