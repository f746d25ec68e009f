import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { useSettingsStore } from '../features/settings/store.ts';
import { useSiteGraySync } from '../features/settings/use-site-gray-sync.ts';
import { loadFontLater } from '../lib/theme.ts';
import { type AppServices, startApp } from './app-startup.ts';
import { createAppRouter } from './router.tsx';
import './global.css';

let startup: Promise<AppServices> | undefined;

/**
 * The app's root: runs the start-up once (see `startApp`), then renders i18n, TanStack Query and the
 * router. Nothing shows until the interface strings are ready (a bundled language resolves at once;
 * zh-tw and ja load one chunk). After the first render the app counts as started, so setting changes
 * from then on show their toasts [TOAST-10].
 */
export function AppProviders() {
  startup ??= startApp();
  return (
    <Suspense fallback={null}>
      <StartedApp startup={startup} />
    </Suspense>
  );
}

function StartedApp({ startup }: { startup: Promise<AppServices> }) {
  const { i18n, queryClient } = use(startup);
  const [router] = useState(createAppRouter);
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
