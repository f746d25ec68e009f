import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, use, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useSettingsStore } from '../features/settings/store.ts';
import { useSiteGraySync } from '../features/settings/use-site-gray-sync.ts';
import { afterNextPaint } from '../lib/idle.ts';
import { loadFontLater } from '../lib/theme.ts';
import { type AppServices, appServices, startAfterFirstPaint } from './app-startup.ts';
import { useSiteInfo } from './layout/site-info.ts';
import { AppRoutes, BrowserHistory, preloadFirstPage } from './router.tsx';
import './default-font.css';
import './global.css';

let firstPage: Promise<void> | undefined;

/**
 * Starts loading the first page (its route's code, strings and first data: `preloadFirstPage`) ahead of the first
 * render; `AppProviders` then waits for the same load. Call it after `appServices()`, which sets the API address the
 * page's prefetches use. Later calls return the same load.
 */
export function startFirstPage(): Promise<void> {
  firstPage ??= preloadFirstPage();
  return firstPage;
}

/**
 * The app's root: runs the start-up once (see `startApp`), then renders i18n, TanStack Query and the
 * router. Nothing shows until the shell's interface strings and the first page (its code and strings) are
 * ready: the first paint is the whole page. After the first render the app counts as started, so setting
 * changes from then on show their toasts [TOAST-10].
 */
export function AppProviders() {
  // The first page starts loading before the start-up settles: its chunk and strings load at once, in parallel
  // with the shell's strings, instead of one after the other.
  const startup = appServices(); // first: it sets the api address the first page's prefetches use
  return <AppTree startup={startup} firstPage={startFirstPage()} Router={BrowserHistory} />;
}

/** What the app's tree renders in: its services, the first page's preload, the router (history or static). */
type AppTreeProps = {
  startup: Promise<AppServices>;
  firstPage: Promise<void>;
  /** The router around the route table: the browser's history, or on the server a static location. */
  Router: ComponentType<{ children: ReactNode }>;
};

/**
 * The app's tree, the same in the browser and on the server (docs/decisions/0029: the server's HTML is hydrated,
 * so both must render the same elements): suspends until `startup` and `firstPage` have resolved, then renders
 * the providers and the route table inside `Router`.
 */
export function AppTree({ startup, firstPage, Router }: AppTreeProps) {
  return (
    <Suspense fallback={null}>
      <StartedApp startup={startup} firstPage={firstPage} Router={Router} />
    </Suspense>
  );
}

function StartedApp({ startup, firstPage, Router }: AppTreeProps) {
  const { i18n, queryClient } = use(startup);
  use(firstPage);
  useEffect(() => {
    useSettingsStore.getState().markStarted();
    // The page answers input from here on: a server-rendered page's controls before now were its HTML alone
    // (docs/decisions/0029). Tests wait for this mark.
    document.documentElement.dataset.app = 'ready';
    // After the first page is on screen: an idle callback started from here could run before its first paint.
    afterNextPaint(() => {
      loadFontLater(useSettingsStore.getState().settings);
      startAfterFirstPaint();
    });
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteGraySync />
        <Router>
          <AppRoutes />
        </Router>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function SiteGraySync() {
  useSiteGraySync(useSiteInfo().data?.gray);
  return null;
}
