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
    // Measured before the first paint, so a phone never flashes the wide nav.
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(contentEl);
    observer.observe(tagsEl);
    return () => observer.disconnect();
  }, [content, tags, force_small, set]);
}
