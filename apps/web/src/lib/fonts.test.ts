import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// `fonts.ts` decides once per page load whether Inter is used, so each case loads a fresh copy of the module.
const freshFonts = async () => {
  vi.resetModules();
  return import('./fonts.ts');
};

describe('[THEME-13] the default font on a first and a later page load', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('a first page load (nothing fetched yet) uses the system sans-serif, without Inter', async () => {
    const { fontStackFor, fontStacks } = await freshFonts();
    const stack = fontStackFor('sans-serif', false);
    expect(stack).not.toContain('Inter');
    expect(stack.startsWith('system-ui,')).toBe(true);
    expect(fontStacks['sans-serif'].endsWith(stack)).toBe(true); // the same stack after Inter
  });

  it('a page load after Inter was fetched leads with Inter; an older Inter file counts as not fetched', async () => {
    localStorage.setItem('font_cache', interLatinUrl);
    const later = await freshFonts();
    expect(later.fontStackFor('sans-serif', false)).toBe(later.fontStacks['sans-serif']);
    expect(later.fontStackFor('sans-serif', false).startsWith('"Inter Variable"')).toBe(true);

    localStorage.setItem('font_cache', '/assets/inter-latin-wght-normal-OLDHASH.woff2');
    const updated = await freshFonts();
    expect(updated.fontStackFor('sans-serif', false)).not.toContain('Inter');
  });

  it('the other fonts and "hidden fonts" do not depend on it', async () => {
    const { fontStackFor, fontStacks, systemFontStack } = await freshFonts();
    expect(fontStackFor('serif', false)).toBe(fontStacks.serif);
    expect(fontStackFor('kaiti', false)).toBe(fontStacks.kaiti);
    expect(fontStackFor('madoka', false)).toBe(fontStacks.madoka);
    expect(fontStackFor('sans-serif', true)).toBe(systemFontStack);
  });

  it('after the first paint Inter is fetched and remembered for the next load, while this load keeps its font', async () => {
    const load = vi.fn(async () => [{} as FontFace]);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    const { cacheDefaultFontLater, defaultFontCacheKey, fontStackFor } = await freshFonts();
    const before = fontStackFor('sans-serif', false);
    await cacheDefaultFontLater();
    expect(load).toHaveBeenCalledWith("1em 'Inter Variable'", 'a');
    expect(localStorage.getItem(defaultFontCacheKey)).toBe(interLatinUrl);
    expect(fontStackFor('sans-serif', false)).toBe(before); // no font change under the reader
    await cacheDefaultFontLater(); // fetched once per page load at most
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is not remembered (tried again on a later load) and throws nothing', async () => {
    const load = vi.fn(async () => Promise.reject(new Error('offline')));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    const { cacheDefaultFontLater, defaultFontCacheKey } = await freshFonts();
    await expect(cacheDefaultFontLater()).resolves.toBeUndefined();
    expect(localStorage.getItem(defaultFontCacheKey)).toBeNull();

    Object.defineProperty(document, 'fonts', { value: { load: async () => [] }, configurable: true });
    const none = await freshFonts();
    await none.cacheDefaultFontLater(); // no face matched: nothing was fetched
    expect(localStorage.getItem(defaultFontCacheKey)).toBeNull();
  });

  it('a page load that already uses Inter fetches nothing more', async () => {
    localStorage.setItem('font_cache', interLatinUrl);
    const load = vi.fn(async () => [{} as FontFace]);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    const { cacheDefaultFontLater } = await freshFonts();
    await cacheDefaultFontLater();
    expect(load).not.toHaveBeenCalled();
  });
});
