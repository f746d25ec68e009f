/**
 * The interface fonts [THEME-13], self-hosted from their npm packages through Vite (no font is fetched
 * from another site). A font's CSS is imported only when it is shown, so the first page load carries
 * none of them; the stacks fall back to system fonts until it arrives (`font-display: swap`).
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
  'sans-serif': () => import('@fontsource-variable/inter/index.css'),
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
