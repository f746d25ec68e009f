import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { useSettingsStore } from '../features/settings/store.ts';
import { useSiteGraySync } from '../features/settings/use-site-gray-sync.ts';
import { loadFontLater } from '../lib/theme.ts';
import { type AppServices, appServices } from './app-startup.ts';
import { createAppRouter } from './router.tsx';
import './default-font.css';
import './global.css';

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The app's root: runs the start-up once (see `startApp`), then renders i18n, TanStack Query and the
 * router. Nothing shows until the shell's interface strings are ready (one small chunk per namespace, for the
 * language and en). After the first render the app counts as started, so setting changes
 * from then on show their toasts [TOAST-10].
 */
export function AppProviders() {
  // The router is made before the start-up settles: it starts loading the first page's chunk and strings
  // at once, in parallel with the shell's strings, instead of one after the other.
  const startup = appServices(); // first: it sets the api address the router's prefetches use
  router ??= createAppRouter();
  return (
    <Suspense fallback={null}>
      <StartedApp startup={startup} router={router} />
    </Suspense>
  );
}

function StartedApp({
  startup,
  router,
}: {
  startup: Promise<AppServices>;
  router: ReturnType<typeof createAppRouter>;
}) {
  const { i18n, queryClient } = use(startup);
  useEffect(() => {
    useSettingsStore.getState().markStarted();
    loadFontLater(useSettingsStore.getState().settings);
  }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteGraySync />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

function SiteGraySync() {
  useSiteGraySync();
  return null;
}
