import { type RefObject, useLayoutEffect } from 'react';
import { headerWidthType } from './nav-collapse.ts';
import { usePageStore } from './page-store.ts';

/**
 * Measures the header and keeps the page store's header width type current [LAYOUT-09]: `content` is the
 * header's inner box, `tags` an invisible copy of the nav tags laid out inline (so its width is known even
 * while the nav is collapsed). Re-measures on every size change of either (ResizeObserver: window size,
 * language, font). `force_small` (the debug mobile-mode setting) pins it to `small`.
 */
export function useHeaderWidth(
  content: RefObject<HTMLElement | null>,
  tags: RefObject<HTMLElement | null>,
  force_small: boolean,
): void {
  const set = usePageStore((s) => s.setHeaderWidthType);
  useLayoutEffect(() => {
    const contentEl = content.current;
    const tagsEl = tags.current;
    if (!contentEl || !tagsEl) return;
    const measure = () => set(force_small ? 'small' : headerWidthType(contentEl.clientWidth, tagsEl.scrollWidth));
    if (force_small || typeof ResizeObserver === 'undefined') {
      measure();
      if (force_small) return;
    }
    // No measuring here: reading sizes in a layout effect forces a layout of the whole new page in the middle of
    // the commit (the largest script cost of an article's first render). The observer's first callback comes in
    // the same frame once the browser has laid the page out, before it paints, and the store update it makes is
    // rendered at once (a sync external-store update), so a phone still never sees the wide nav.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(contentEl);
    observer.observe(tagsEl);
    return () => observer.disconnect();
  }, [content, tags, force_small, set]);
}
