import { useTranslation } from 'react-i18next';
import { pageTitle } from '../../layout/page-title.tsx';
import { useSiteInfo } from '../../layout/site-info.ts';

/**
 * The document title of a manual_title page [LAYOUT-32], "<text> - <site name>", for the page to render as
 * `<PageTitle title={…} />`. Waits for the site info so the title does not flicker from a fallback name to the
 * real one; if the site info cannot be loaded, the interface's own site name (`common:site_name`) stands in.
 * `undefined` while `text` is (still loading): `PageTitle` then keeps the title shown before.
 */
export function useSiteTitle(text: string | undefined): string | undefined {
  const { t } = useTranslation('common');
  const site = useSiteInfo();
  const siteName = site.data?.name ?? (site.isError ? t('site_name') : undefined);
  return text && siteName ? pageTitle(text, siteName) : undefined;
}
