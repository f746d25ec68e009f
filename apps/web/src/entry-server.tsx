import type { Background, PageHead } from '@site/contracts';
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { parseHTML } from 'linkedom';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server.browser';
import { prerender } from 'react-dom/static.browser';
import { StaticRouter } from 'react-router';
import { createQueryClient, setServerServices } from './app/app-startup.ts';
import { DocumentHead, SiteHead } from './app/layout/document-head.tsx';
import { resetPageTitle } from './app/layout/page-title.tsx';
import { backgroundQuery } from './app/layout/site-info.ts';
import { AppTree } from './app/providers.tsx';
import { preloadServerRoute } from './app/router.tsx';
import { defaultSettings } from './features/settings/settings-schema.ts';
import { useSettingsStore } from './features/settings/store.ts';
import { setServerTransport } from './lib/api-client.ts';
import { collectHtmlBlocks, withHtmlBlocks } from './lib/html-blocks.ts';
import { setServerDocument } from './lib/html-fragment.ts';
import { createI18n, type Language, shellNamespaces } from './lib/i18n.ts';
import { recordServerFormats } from './lib/intl-formats.ts';
import { type Appearance, setServerAppearance, themeVariables } from './lib/theme.ts';
import { colorVariables } from './lib/theme-colors.ts';
import { setServerTime } from './ui/use-clock.ts';

/**
 * Server rendering of the app (issue 21; docs/decisions/0029): the same route table and components as the browser,
 * rendered by React to HTML inside the Fastify process.
 */

/** What the server knows of a visitor before any script runs. */
export type RenderRequest = {
  /** The page's address: path and query (`/blog/articles/a?x=1`). */
  url: string;
  /** The interface language: the `lang` cookie, else `Accept-Language` negotiated, else zh. */
  language: Language;
  /** The appearance setting the `theme` cookie mirrors; `system` and `time` are resolved in the browser. */
  appearance: 'light' | 'dark' | 'system' | 'time';
  /** The home page's background the server picked for this page (its picture is preloaded with the HTML). */
  background?: Background;
  /** The page's origin as the visitor asked for it (`https://example.org`); else the transport's. */
  origin?: string;
  /** What the page's `<head>` says (the server's, from the database): rendered by `SiteHead` and `DocumentHead`. */
  head?: PageHead;
};

/** The rendered page: the app's HTML (what goes inside `#root`) and the query cache it was rendered from. */
export type RenderResult = {
  /** The markup of the app, to place inside `<div id="root">`. */
  html: string;
  /** What the browser hydrates from (`#ssr-state`). */
  state: ServerState;
  /** The `<title>`, `<meta>`, `<link>` and JSON-LD tags React hoisted out of the tree, in order. */
  head: string;
};

/**
 * The page's data for the browser's hydration: TanStack Query's dehydrated cache (every answer the markup shows; an
 * answer's HTML that the markup holds as written is an `HtmlBlockReference` to its element, lib/html-blocks.ts)
 * and the time the page was rendered at (ms since the epoch; the clocks' first render shows it).
 */
export type ServerState = {
  queries: DehydratedState;
  rendered_at: number;
  appearance: Appearance;
  /** The texts the render formatted with `Intl` (`recordServerFormats`), which hydration shows without `Intl`. */
  formats: Record<string, string>;
};

/** The server's side of the API client: how calls reach the route handlers (see `setServerTransport`). */
export type ServerTransport = { call: typeof fetch; origin: string };

// The document the pages' HTML fragments are parsed in on the server (`htmlFragment`): one, never rendered.
setServerDocument(parseHTML('<!doctype html><html><head></head><body></body></html>').document as unknown as Document);

/** At most this many render passes look for the data a render asked for (a page's list, then what it links). */
const maxPasses = 4;

/** Whether `query` was asked for by a rendered component and has no answer yet (nor is it disabled). */
function waitingQuery(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/**
 * One render pass to HTML. React's web-streams build (`react-dom/static.browser`), not its Node build: the Node
 * build keeps each render's request in an `AsyncLocalStorage`, and on Node 20 the first one turns on an async hook
 * for the whole process, which then runs on every promise of every request, a cached page's too (decision 0033's
 * update: a warm article page 14,500 → 15,100 req/s). Renders run one at a time (`render`), which is all the web build
 * needs to know its request.
 */
async function renderOnce(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(element, {
    // Every Suspense boundary inline, in order: the page is complete when it is sent (a large boundary would
    // otherwise be written after the rest and moved in place by an inline script, which the CSP forbids).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A component that throws renders its error boundary; the error goes to the server's log.
      console.error('[ssr] render error', error);
    },
  });
  return new Response(prelude).text();
}

/**
 * Renders the page at `request.url` for a visitor who is not signed in (tokens are not cookies: the signed-in parts
 * switch in the browser). Runs the page's `prefetch` against the server's own handlers, renders, fetches what that
 * render asked for and had no answer, and renders again until nothing more is asked (at most `maxPasses` renders).
 * Not reentrant: the caller renders one page at a time (the settings store and the query client are the module's).
 */
export async function render(request: RenderRequest, transport: ServerTransport): Promise<RenderResult> {
  // Absolute addresses on the page (an API-made cover address, say) are the visitor's origin, not the transport's.
  setServerTransport(transport.call, request.origin ?? transport.origin);
  const rendered_at = Date.now();
  setServerTime(rendered_at);
  const appearance: Appearance = request.appearance === 'dark' ? 'dark' : 'light';
  setServerAppearance(appearance);
  const queryClient: QueryClient = createQueryClient({ server: true });
  const path = request.url.split('?')[0] ?? '/';
  const settings = { ...defaultSettings, language: request.language, appearance: request.appearance };
  useSettingsStore.setState({ settings, started: false });
  const i18n: I18n = await createI18n(request.language, shellNamespaces);
  setServerServices({ i18n, queryClient });
  if (request.background) queryClient.setQueryData(backgroundQuery.queryKey, request.background);
  resetPageTitle(request.head && request.head.title !== request.head.site_name ? request.head.title : undefined);
  await preloadServerRoute(path, i18n);
  const startup = Promise.resolve({ i18n, queryClient });
  const firstPage = Promise.resolve();
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  const tree = (
    <StrictMode>
      <AppTree startup={startup} firstPage={firstPage} Router={Router} />
    </StrictMode>
  );
  let html = '';
  const formatted = recordServerFormats();
  let blocks = new Map<string, string>();
  for (let pass = 1; ; pass += 1) {
    const blocksOfPass = collectHtmlBlocks();
    try {
      html = await renderOnce(tree);
    } finally {
      blocks = blocksOfPass();
    }
    const waiting = queryClient.getQueryCache().getAll().filter(waitingQuery);
    if (waiting.length === 0 || pass === maxPasses) break;
    await Promise.allSettled(waiting.map((query) => query.fetch().catch(() => undefined)));
  }
  const queries = dehydrate(queryClient);
  // An answer's HTML that the markup holds as written is not sent twice (lib/html-blocks.ts).
  for (const query of queries.queries) query.state.data = withHtmlBlocks(query.state.data, blocks, html);
  const state: ServerState = { queries, rendered_at, appearance, formats: formatted() };
  queryClient.clear();
  // React writes what it hoists (resource preloads, <title>, <meta>, <link>) ahead of the tree, whose first node
  // is the app's outer Suspense boundary (`AppTree`): that part belongs in <head>.
  const start = html.indexOf('<!--$-->');
  // The head's other tags (`DocumentHead`), from the server's PageHead, marked for the app to drop at its first
  // navigation.
  // The site's own tags (`SiteHead`: the OpenSearch link) stay for the visit; the page's are marked.
  const pageHead = request.head
    ? renderToString(<SiteHead head={request.head} />) +
      renderToString(<DocumentHead head={request.head} />).replace(/<(meta|link|script)\b/g, '<$1 data-page-head=""')
    : '';
  if (start <= 0) return { html, head: pageHead, state };
  // The browser's React adds its own <title> when it hydrates (it does not adopt this one): marked, so the app
  // removes it once hydrated (`providers.tsx`) and the document keeps one title.
  const head = html.slice(0, start).replace(/<title>/g, '<title data-server="">');
  return { html: html.slice(start), head: head + pageHead, state };
}

/**
 * The theme in `color` (`#rrggbb`, the theme colour setting [THEME-07]; default settings otherwise) as CSS for the
 * first paint, before the app's script writes the theme on `<html>`: the light palette on `:root`, the dark one on
 * `<html data-theme="dark">` (the server writes it for the appearance `dark`, the `time` script at night) and on
 * `<html>` without `data-theme` in a dark OS (the appearance `system`) [THEME-01..04].
 */
export function appearanceStyles(color: string = defaultSettings.color): string {
  const declarations = (appearance: Appearance) =>
    Object.entries(themeVariables(defaultSettings, appearance, colorVariables(color, appearance)))
      // The first paint keeps global.css's system font: Inter loads after it (decision 0015).
      .filter(([name]) => name !== '--font-family')
      .map(([name, value]) => `${name}:${value}`)
      .join(';');
  const dark = `${declarations('dark')};color-scheme:dark`;
  return `:root{${declarations('light')}}:root[data-theme="dark"]{${dark}}@media (prefers-color-scheme: dark){:root:not([data-theme]){${dark}}}`;
}
