import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Background, PageHead } from '@site/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * Server rendering of the app's pages (issue 21; docs/decisions/0029). The web build's server entry
 * (`apps/web/dist-server/entry-server.js`, `vite build --ssr`) renders a page of the same route table and
 * components as the browser; its API calls are answered by this server's own route handlers through Fastify's
 * `inject` (in the process, no socket, the same validation and answers as over HTTP).
 */

/** The appearance setting a visitor's `appearance` cookie mirrors (spec section 4: the settings table). */
export type RenderAppearance = 'light' | 'dark' | 'system' | 'time';

/**
 * What a page is rendered for: its address (path and query), the interface language, the appearance, and on the
 * home page the background the server picked (the same its HTML preloads).
 */
export type RenderInput = {
  url: string;
  language: string;
  appearance: RenderAppearance;
  background?: Background;
  /** The page's origin as the visitor asked for it (`https://example.org`): absolute addresses on the page use it. */
  origin?: string;
  /** What the page's `<head>` says (title, description, canonical, Open Graph, JSON-LD): the tree renders it. */
  head?: PageHead;
};

/**
 * A rendered page: the app's markup, what React hoisted before it, the query cache it showed, and the API calls it
 * was rendered from.
 */
export type RenderedPage = {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** Tags React emitted ahead of the app's markup (resource preloads, hoisted `<title>`/`<meta>`/`<link>`). */
  head: string;
  /** TanStack Query's dehydrated cache (JSON-serialisable), for the browser's first render. */
  state: unknown;
  /**
   * The addresses (path and query, `/api/blog/get_article.php?id=a`) of every API call the render made, in order:
   * what the page shows depends on them, so a write that changes their answers makes the page stale (page-cache.ts).
   */
  reads: string[];
};

/** Renders a page; resolves undefined when it failed (logged): the caller then serves the client-rendered shell. */
export type PageRenderer = (input: RenderInput) => Promise<RenderedPage | undefined>;

type ServerEntry = {
  appearanceStyles: (color?: string) => string;
  render: (
    request: RenderInput,
    transport: { call: typeof fetch; origin: string },
  ) => Promise<{ html: string; head: string; state: unknown }>;
};

/** Where the web build writes its server entry, beside the browser build `webDist`. */
export function serverEntryFile(webDist: string): string {
  return join(webDist, '..', 'dist-server', 'entry-server.js');
}

/**
 * A `fetch` answered by `app`'s own routes (`app.inject`): what the rendered pages' API client calls. Only the
 * path and query of the address count; method, headers and body pass through.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: url.pathname + url.search,
      headers: init?.headers as InjectOptions['headers'],
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    return new Response(
      answer.statusCode === 204 || answer.statusCode === 304 ? null : new Uint8Array(answer.rawPayload),
      {
        status: answer.statusCode,
        headers,
      },
    );
  };
}

/**
 * The web build's server rendering, loaded: the renderer, and the theme's first-paint CSS for a theme colour
 * (`#rrggbb`, or undefined for the default).
 */
export type PageRendering = { renderPage: PageRenderer; appearanceStyles: (color: string | undefined) => string };

/** How many theme colours' CSS are kept (a colour's CSS is ~1.5 KB; visitors pick from a palette or any colour). */
const keptColours = 64;

/**
 * Loads the web build's server entry for `app`, or resolves undefined when the build has none (then every page is
 * the client-rendered shell, as before). Renders run one at a time: the entry's stores are module state, and a
 * render is CPU work on this one thread anyway (its API calls answer in-process).
 */
export async function loadPageRendering(app: FastifyInstance, webDist: string): Promise<PageRendering | undefined> {
  const file = serverEntryFile(webDist);
  if (!existsSync(file)) {
    app.log.warn({ file }, 'no server-rendering build: pages are rendered in the browser');
    return undefined;
  }
  let entry: ServerEntry;
  try {
    entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  } catch (error) {
    // A broken or half-written build must not keep the site down: the pages are rendered in the browser.
    app.log.error({ err: error, file }, 'the server-rendering build does not load: pages are rendered in the browser');
    return undefined;
  }
  // React runs its production build: the server build bundles it with NODE_ENV fixed (apps/web/vite.config.ts).
  const call = injectFetch(app);
  // The calls of the render under way (renders run one at a time, so there is one list).
  let reads: string[] = [];
  const transport: { call: typeof fetch; origin: string } = {
    call: (input, init) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      reads.push(url.pathname + url.search);
      return call(input, init);
    },
    origin: 'http://localhost',
  };
  let queue: Promise<unknown> = Promise.resolve();
  const renderPage: PageRenderer = (input) => {
    const rendering = queue.then(async () => {
      reads = [];
      try {
        const rendered = await entry.render(input, transport);
        return { ...rendered, reads };
      } catch (error) {
        app.log.error({ err: error, url: input.url }, 'server rendering failed: the page is rendered in the browser');
        return undefined;
      }
    });
    queue = rendering;
    return rendering;
  };
  const defaultStyles = entry.appearanceStyles();
  const styles = new Map<string, string>();
  const appearanceStyles = (color: string | undefined) => {
    if (color === undefined) return defaultStyles;
    let css = styles.get(color);
    if (css === undefined) {
      if (styles.size >= keptColours) styles.clear();
      css = entry.appearanceStyles(color);
      styles.set(color, css);
    }
    return css;
  };
  return { renderPage, appearanceStyles };
}
