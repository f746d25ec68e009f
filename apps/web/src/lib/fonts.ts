/**
 * The interface fonts [THEME-13], self-hosted from their npm packages through Vite (no font is fetched
 * from another site). The default, Inter, is declared in the page's CSS with `font-display: optional`
 * (app/default-font.css: no re-flow when it arrives). The others' CSS is imported only when chosen; their
 * stacks fall back to system fonts until they arrive (`font-display: swap`).
 */
export type FontName = 'sans-serif' | 'serif' | 'kaiti' | 'madoka';

/** `font-family` stacks; CJK text falls back to the system's CJK fonts of the same style. */
export const fontStacks: Record<FontName, string> = {
  'sans-serif':
    "'Inter Variable', system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif",
  serif: "'Noto Serif', 'Noto Serif CJK SC', 'Source Han Serif SC', 'Songti SC', SimSun, serif",
  kaiti: "'LXGW WenKai', KaiTi, STKaiti, 'Kaiti SC', serif",
  madoka: "'Cinzel Decorative', 'Noto Serif', serif",
};

/** The stack used when web fonts are switched off (the debug "hidden fonts" option). */
export const systemFontStack =
  "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans', 'Microsoft YaHei', sans-serif";

const loaders: Record<FontName, () => Promise<unknown>> = {
  // Declared up front with `font-display: optional` (app/default-font.css): nothing to load.
  'sans-serif': () => Promise.resolve(),
  serif: () => Promise.all([import('@fontsource/noto-serif/400.css'), import('@fontsource/noto-serif/700.css')]),
  // One weight: the package ships each weight as a whole CJK font of ~7 MB.
  kaiti: () => import('@fontsource/lxgw-wenkai/500.css'),
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
