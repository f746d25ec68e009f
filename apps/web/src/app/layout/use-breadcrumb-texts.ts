import { useTranslation } from 'react-i18next';
import { breadcrumbItems } from './breadcrumb-items.ts';
import { usePageStore } from './page-store.ts';

/** A breadcrumb item ready to show: the path up to it and its text. */
export type BreadcrumbText = { path: string; label: string };

/**
 * The breadcrumb items of `pathname` with their texts [LAYOUT-27]: a known path's i18n label, else the
 * decoded segment; the last item takes the page's better label from the page store when the page set one
 * for this very path (an article's title, say).
 */
export function useBreadcrumbTexts(pathname: string): BreadcrumbText[] {
  const { t } = useTranslation('layout');
  const override = usePageStore((s) => s.breadcrumb_label);
  const items = breadcrumbItems(pathname);
  return items.map((item, index) => {
    const isLast = index === items.length - 1;
    if (isLast && override && override.path === pathname) return { path: item.path, label: override.text };
    return { path: item.path, label: item.key ? t(item.key) : item.text };
  });
}
