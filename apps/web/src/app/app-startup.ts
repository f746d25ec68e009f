import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { checkDevice } from '../features/account/device.ts';
import { readStoredLogin } from '../features/account/store.ts';
import { probeAndApply, startSettingsEffects } from '../features/settings/settings-effects.ts';
import { syncVisitorCookies } from '../features/settings/settings-storage.ts';
import { syncSettingsAcrossTabs } from '../features/settings/storage-sync.ts';
import { useSettingsStore } from '../features/settings/store.ts';
import { defaultApiAddress, setApiBase, setNetworkErrorListener } from '../lib/api-client.ts';
import { networkErrorText } from '../lib/error-text.ts';
import { createI18n, resolveLanguageSetting, setDocumentLanguage, shellNamespaces } from '../lib/i18n.ts';
import { whenIdle } from '../lib/idle.ts';
import { prepareThemeColors, startThemeSync } from '../lib/theme.ts';
import { toast } from '../ui/toast-store.ts';

/** What the providers render with, made once per page load. */
export type AppServices = { i18n: I18n; queryClient: QueryClient };

/**
 * Query defaults: one retry, answers fresh for 60 s, no refetch when the window regains focus. On the server
 * (`server`) no retry: a failed call renders its error state at once and the browser asks again.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: server ? false : 1, staleTime: 60_000, refetchOnWindowFocus: false } },
  });
}

/**
 * The app's start-up, in order: read the stored settings (done by the settings store) -> the API base
 * address [SET-19] -> the theme (before the first paint, so no flash of the wrong colours) -> i18n for
 * the resolved language and `<html lang>` [I18N-07] -> the listeners: settings effects, other tabs
 * [SET-13], network failures [ERR-01]. Applying the stored settings shows no toast [TOAST-10]. A stored
 * api_address other than the default is probed once, so a dead one falls back to the default [SET-22].
 * The interface strings loaded here are the shell's; each page loads its own namespaces (`appServices`).
 */
export async function startApp(): Promise<AppServices> {
  const { settings } = useSettingsStore.getState();
  syncVisitorCookies(settings);
  setApiBase(settings.api_address);
  const language = resolveLanguageSetting(settings.language);
  // The theme colour's variables are known at once for the default colour and the colour of the last visit; else
  // the colour maths loads, in parallel with the strings.
  const [i18n] = await Promise.all([
    createI18n(language, shellNamespaces),
    prepareThemeColors(settings.color).then(() =>
      startThemeSync(
        () => useSettingsStore.getState().settings,
        (listener) =>
          useSettingsStore.subscribe((state, previous) => state.settings !== previous.settings && listener()),
      ),
    ),
  ]);
  setDocumentLanguage(language);
  startSettingsEffects(i18n);
  syncSettingsAcrossTabs();
  // [ERR-01] one group, so a burst of failures shows one toast with a count.
  setNetworkErrorListener(() => {
    toast({ message: networkErrorText(), status: 'error', group: 'network-error' });
  });
  if (settings.api_address !== defaultApiAddress) void probeAndApply(settings.api_address);
  return { i18n, queryClient: appQueryClient() };
}

let queryClient: QueryClient | undefined;

/**
 * The app's query client, made on first use. Route loaders prefetch through it before the start-up has
 * settled, so a page's data loads in parallel with its code and strings.
 */
export function appQueryClient(): QueryClient {
  queryClient ??= createQueryClient();
  return queryClient;
}

let services: Promise<AppServices> | undefined;

/**
 * Server rendering (docs/decisions/0029): the services of the page being rendered, so the pages' `prefetch` and
 * the route loaders use the request's query client and i18n instead of starting the browser's start-up.
 */
export function setServerServices(serverServices: AppServices): void {
  queryClient = serverServices.queryClient;
  services = Promise.resolve(serverServices);
}

/**
 * The account at start, once the strings and the network-error toast are ready: the stored login
 * [ACCT-05..07] (the header shows who is signed in). It does not block the first paint.
 */
export function startAccount(): void {
  void readStoredLogin();
}

let startedAfterPaint = false;

/**
 * What waits until the first page has painted and the browser is idle: the device check [ACCT-03][ACCT-04]
 * (nothing on screen needs the device id; the page views wait for it [API-12]). The error texts (namespace
 * `errors`) load when a failure is shown; the words of [ERR-01] are in the shell (`networkErrorText`).
 * Started earlier, they competed with the first page's code, strings and data on a slow connection. Called by
 * the providers' first-render effect; later calls do nothing.
 */
export function startAfterFirstPaint(): void {
  if (startedAfterPaint) return; // StrictMode runs the effect twice in development
  startedAfterPaint = true;
  whenIdle(() => void checkDevice());
}

/** The app's services: `startApp` (then `startAccount`) runs on the first call, later calls share its result. */
export function appServices(): Promise<AppServices> {
  services ??= startApp().then((started) => {
    startAccount();
    return started;
  });
  return services;
}
