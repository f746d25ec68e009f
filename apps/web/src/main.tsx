import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appQueryClient, appServices } from './app/app-startup.ts';
import { AppProviders, startFirstPage } from './app/providers.tsx';
import type { ServerState } from './entry-server.tsx';
import { defaultSettings, persistedSettingNames } from './features/settings/settings-schema.ts';
import { useSettingsStore } from './features/settings/store.ts';
import { restoreHtmlBlocks } from './lib/html-blocks.ts';
import { resolveLanguageSetting } from './lib/i18n.ts';
import { setServerFormats } from './lib/intl-formats.ts';
import { setServerAppearance } from './lib/theme.ts';
import { setServerTime } from './ui/use-clock.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = (
  <StrictMode>
    <AppProviders />
  </StrictMode>
);

/** Settings whose value the server knows (its cookies) or that change no markup, only the theme's CSS variables. */
const knownToServer = new Set<string>(['language', 'appearance', 'color']);

/**
 * Whether the visitor's settings render the same markup as the server's, which renders every setting at its default
 * except those the cookies mirror: a visitor who changed another (the header hidden, another font) is rendered by
 * the browser instead of hydrating markup that differs.
 */
function rendersLikeServer(): boolean {
  const { settings } = useSettingsStore.getState();
  return persistedSettingNames.every((name) => knownToServer.has(name) || settings[name] === defaultSettings[name]);
}

/**
 * The server's rendering (docs/decisions/0029): the query cache it rendered from (`#ssr-state`), when the page
 * carries one and was rendered in the language this visitor's settings show (the `lang` cookie mirrors the
 * setting; a first visit's browser language is the server's `Accept-Language`). Then the app hydrates the server's
 * HTML from the same answers; otherwise it renders from scratch, as without server rendering.
 */
function serverState(): ServerState | undefined {
  const element = document.getElementById('ssr-state');
  if (!element?.textContent || !root?.firstChild) return undefined;
  const language = resolveLanguageSetting(useSettingsStore.getState().settings.language);
  if (document.documentElement.lang !== language || !rendersLikeServer()) return undefined;
  try {
    const state = JSON.parse(element.textContent) as ServerState;
    // The answers' HTML that the page holds as written comes back from the page (lib/html-blocks.ts), before
    // hydration changes anything; a page without one of its blocks renders from scratch.
    for (const query of state.queries.queries) {
      if (query.state.data === undefined) continue;
      const data = restoreHtmlBlocks(query.state.data, root);
      if (data === undefined) return undefined;
      query.state.data = data;
    }
    return state;
  } catch {
    return undefined;
  } finally {
    element.remove(); // read once; the cache holds it from here on
  }
}

/** A new task: the browser may paint and handle input in between. Resolves after a 0 ms timer. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Hydrates the server's HTML from `state` in steps, each its own task (issue 21: Lighthouse counts every task over
 * 50 ms at a phone's CPU speed as blocking, and the entry's evaluation, the start-up and the first render made one
 * 100-170 ms task at 4x): the entry's evaluation ends, then the start-up (`appServices`: settings, theme, strings),
 * then the first page's preload (its route's code and strings), then `hydrateRoot`, whose first render finds both
 * under way. React hydrates the layout and the page after that in small background tasks.
 */
async function hydrateInSteps(root: HTMLElement, state: ServerState): Promise<void> {
  // The server's answers count as fetched now: a page from the page cache (docs/decisions/0030) may have been
  // rendered longer ago than a query's staleTime (a wiki page's is 10 s), but the writes that change a page clear
  // it, so its answers are the current ones; counted from the render, hydrating would ask for them all again.
  const queryClient = appQueryClient();
  const arrived = Date.now();
  for (const { queryKey, state: query } of state.queries.queries)
    if (query.status === 'success') queryClient.setQueryData(queryKey, query.data, { updatedAt: arrived });
  setServerTime(state.rendered_at);
  setServerAppearance(state.appearance);
  setServerFormats(state.formats ?? {});
  await nextTask();
  void appServices();
  await nextTask();
  void startFirstPage();
  await nextTask();
  hydrateRoot(root, app);
}

const state = serverState();
if (state !== undefined) {
  void hydrateInSteps(root, state);
} else {
  // The app renders the title (`PageTitle`); the one the server wrote for this shell would stay first in <head>.
  for (const title of document.head.querySelectorAll('title')) title.remove();
  createRoot(root).render(app);
}
