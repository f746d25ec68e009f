import { lrcFieldNames, type SongSummary } from '@site/contracts';
import { vi } from 'vitest';

/** A JSON response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** get_song_detail.php's success envelope for `song` with the given lyric fields (the rest empty). */
export function songDetailAnswer(song: SongSummary, lrc: Record<string, string> = {}) {
  const fields = Object.fromEntries(lrcFieldNames.map((name) => [name, lrc[name] ?? '']));
  return { status: 'success', message: '', data: { ...song, lrc: fields } };
}

/**
 * Stubs fetch: the first `routes` key contained in the requested URL answers with its body (a function gets
 * the URL); anything else answers 404 with an empty object. Returns the spy (its calls hold the URLs).
 */
export function mockFetch(routes: Record<string, unknown | ((url: string) => unknown)>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    for (const [part, body] of Object.entries(routes))
      if (url.includes(part)) return jsonResponse(typeof body === 'function' ? body(url) : body);
    return jsonResponse({}, 404);
  });
}

/** The URLs a fetch spy was called with. */
export function fetchedUrls(spy: ReturnType<typeof mockFetch>): string[] {
  return spy.mock.calls.map(([input]) =>
    typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url,
  );
}
