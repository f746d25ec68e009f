/**
 * The interface fonts [THEME-13], self-hosted from their npm packages through Vite (no font is fetched
 * from another site). The default, Inter, is declared in the page's CSS with `font-display: optional`
 * (app/default-font.css) and used from a page's first paint once the browser has it cached: a visit's first
 * page load uses the system sans-serif and fetches Inter once the page has painted (`cacheDefaultFontLater`),
 * so the next page load has it (see `fontStackFor`). The others' CSS is imported only when chosen; their
 * stacks fall back to system fonts until they arrive (`font-display: swap`).
 */
import interLatinUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export type FontName = 'sans-serif' | 'serif' | 'kaiti' | 'madoka';

/**
 * `font-family` stacks; CJK text falls back to the system's CJK fonts of the same style. Names are double-quoted, as
 * global.css writes them: the theme writes the stack onto `<html>` at start, and the same text as the stylesheet's
 * changes nothing, where a differently quoted one made the browser restyle the whole page (issue 21).
 */
export const fontStacks: Record<FontName, string> = {
  'sans-serif':
    '"Inter Variable", system-ui, -apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  serif: '"Noto Serif", "Noto Serif CJK SC", "Source Han Serif SC", "Songti SC", SimSun, serif',
  kaiti: '"LXGW WenKai", KaiTi, STKaiti, "Kaiti SC", serif',
  madoka: '"Cinzel Decorative", "Noto Serif", serif',
};

/** The stack used when web fonts are switched off (the debug "hidden fonts" option). */
export const systemFontStack =
  'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans", "Microsoft YaHei", sans-serif';

/**
 * localStorage key holding the address of the Inter file this browser has fetched (its hashed asset name, so
 * a new version of the font counts as not fetched yet).
 */
export const defaultFontCacheKey = 'font_cache';

function readDefaultFontCached(): boolean {
  try {
    return localStorage.getItem(defaultFontCacheKey) === interLatinUrl;
  } catch {
    return false; // storage blocked: behave as a first visit
  }
}

/** Whether Inter is used on this page load: decided once, at the first theme, so it never changes mid-visit. */
let defaultFontUsable: boolean | undefined;

/**
 * The `font-family` stack of `font`, or of the system fonts with `hide_fonts`. For the default sans-serif, Inter
 * leads the stack only when this browser fetched it on an earlier page load (`cacheDefaultFontLater`); otherwise
 * the stack starts at the system sans-serif, so the first page load does not fetch a 48 KB font while the page is
 * loading its code and data (with Inter in the stack, the text's first layout starts that download, and the
 * slow-connection model counted it in the first paint: about 0.2-0.3 s). The choice is made once per page load:
 * text never changes font under the reader.
 */
export function fontStackFor(font: FontName, hide_fonts: boolean): string {
  if (hide_fonts) return systemFontStack;
  if (font !== 'sans-serif') return fontStacks[font];
  defaultFontUsable ??= readDefaultFontCached();
  return defaultFontUsable ? fontStacks[font] : fontStacks[font].replace('"Inter Variable", ', '');
}

/**
 * Once the page has painted and the browser is idle (call it then), fetches Inter's Latin file into the browser's
 * cache when this page load did not use it, and remembers that it did, so the next page load shows Inter from its
 * first paint. Nothing on this page changes (its text does not use Inter). A failed fetch is retried on a later
 * page load. At most once per page load; resolves when done.
 */
export function cacheDefaultFontLater(): Promise<void> {
  caching ??= fetchDefaultFont();
  return caching;
}

let caching: Promise<void> | undefined;

async function fetchDefaultFont(): Promise<void> {
  defaultFontUsable ??= readDefaultFontCached();
  if (defaultFontUsable || typeof document === 'undefined' || !('fonts' in document)) return;
  try {
    const faces = await document.fonts.load("1em 'Inter Variable'", 'a');
    if (faces.length > 0) localStorage.setItem(defaultFontCacheKey, interLatinUrl);
  } catch {
    // offline or storage blocked: try again on a later page load
  }
}

const loaders: Record<FontName, () => Promise<unknown>> = {
  // Declared up front with `font-display: optional` (app/default-font.css); see `fontStackFor`.
  'sans-serif': () => Promise.resolve(),
  serif: () => Promise.all([import('@fontsource/noto-serif/400.css'), import('@fontsource/noto-serif/700.css')]),
  // One weight, split by unicode-range into 97 files (~9 MB in all): a page downloads only the files of the
  // characters it shows (issue 19 point 9: the single 7.2 MB file of before was downloaded whole).
  kaiti: () => import('lxgw-wenkai-webfont/lxgwwenkai-regular.css'),
  madoka: () =>
    Promise.all([import('@fontsource/cinzel-decorative/400.css'), import('@fontsource/cinzel-decorative/700.css')]),
};

const loading = new Map<FontName, Promise<void>>();

/**
 * Loads the `@font-face` rules of `font` once. Resolves when its CSS is in the page (the font files
 * themselves download when text uses them); a failed load is logged and may be retried later.
 */
export function loadFont(font: FontName): Promise<void> {
  const existing = loading.get(font);
  if (existing) return existing;
  const promise = loaders[font]().then(
    () => undefined,
    (error: unknown) => {
      loading.delete(font);
      console.log(`[theme] could not load the font ${font}`, error);
    },
  );
  loading.set(font, promise);
  return promise;
}
