import type { SongSummary } from '@site/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { type ComponentType, createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../../../../lib/i18n.ts';

/**
 * Test helpers of the music pages: render a page at a path inside i18n (English), a fresh QueryClient and a
 * memory router, with fetch answered from a table (`mockMusicFetch`).
 */

let shared: I18n | null = null;

/** The English i18n instance with every namespace, made once per test file. */
export async function musicI18n(): Promise<I18n> {
  shared ??= await createI18n('en');
  return shared;
}

/** Shows where the router went (for pages that navigate). */
function Where() {
  const location = useLocation();
  return createElement('p', { 'data-testid': 'where' }, `${location.pathname}${location.search}`);
}

/**
 * Renders `Page` at `path`, matched by the route `pattern` (e.g. `/archive/music/songs/:id`); any other path
 * renders its address in a `where` paragraph (read it with `currentPath()`).
 */
export async function renderMusicPage(Page: ComponentType, path: string, pattern: string = path) {
  const i18n = await musicI18n();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: pattern, Component: Page },
      { path: '*', Component: Where },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router })),
    ),
  );
  return { ...view, router };
}

/** The address the router is at, once a page navigated away (see `renderMusicPage`). */
export async function currentPath(): Promise<string> {
  return (await screen.findByTestId('where')).textContent ?? '';
}

/** An envelope answer. */
export function envelope(data: unknown, status = 'success', message = 'success') {
  return { status, message, data };
}

/** A JSON response. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs fetch: the first key of `routes` that the URL's path ends with answers (a function gets the URL and may
 * return a Response); anything else answers 404. Returns the spy.
 */
export function mockMusicFetch(routes: Record<string, unknown | ((url: URL) => unknown)>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url);
    for (const [suffix, body] of Object.entries(routes)) {
      if (!url.pathname.endsWith(suffix)) continue;
      const value = typeof body === 'function' ? body(url) : body;
      return value instanceof Response ? value : json(value);
    }
    // Both upstreams set up, unless the test answers get_sources.php itself (issue 19).
    if (url.pathname.endsWith('get_sources.php')) return json(envelope({ ncm: true, meting: true }));
    return json(envelope(null, 'error', 'not_found'), 404);
  });
}

/** A site song `n` as get_songs.php lists it. */
export function siteSong(n: number, fields: Partial<SongSummary> = {}): SongSummary {
  return {
    song_key: `local:${n}`,
    song_source: 'local',
    song_id: String(n),
    ncm_id: '',
    title: `Song ${n}`,
    _title_cn: '',
    _artists_name: `Artist ${n}`,
    _album_name: `Album ${n}`,
    cover_url: '',
    song_duration: 180,
    audio_url: `/media/audio/${n}.mp3`,
    ...fields,
  };
}
