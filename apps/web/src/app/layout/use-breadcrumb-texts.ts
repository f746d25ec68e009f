import { useTranslation } from 'react-i18next';
import { breadcrumbItems } from './breadcrumb-items.ts';
import { usePageStore } from './page-store.ts';

/** A breadcrumb item ready to show: the path up to it, where its link leads and its text. */
export type BreadcrumbText = { path: string; to: string; label: string };

/**
 * The breadcrumb items of `pathname` with their texts [LAYOUT-27]: a known path's i18n label, else the
 * decoded segment; when the page set a better breadcrumb for this very path (page store), the last item takes its
 * label (an article's title, say) and the earlier items its targets and names (an article's category).
 */
export function useBreadcrumbTexts(pathname: string): BreadcrumbText[] {
  const { t } = useTranslation('layout');
  const override = usePageStore((s) => s.breadcrumb_label);
  const items = breadcrumbItems(pathname);
  const own = override?.path === pathname ? override : undefined;
  return items.map((item, index) => {
    const crumb = own?.crumbs?.[item.path];
    if (crumb) return { path: item.path, to: crumb.to, label: crumb.text };
    if (own?.text && index === items.length - 1) return { path: item.path, to: item.to, label: own.text };
    return { path: item.path, to: item.to, label: item.key ? t(item.key) : item.text };
  });
}
