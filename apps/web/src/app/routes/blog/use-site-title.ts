import { useTranslation } from 'react-i18next';
import { pageTitle, usePageTitle } from '../../layout/page-title.ts';
import { useSiteInfo } from '../../layout/site-info.ts';

/**
 * Sets the document title of a manual_title blog page [LAYOUT-32] to "<text> - <site name>". Waits for the
 * site info so the title does not flicker from a fallback name to the real one; if the site info cannot be
 * loaded, the interface's own site name (`common:site_name`) stands in. `undefined` text (still loading)
 * leaves the title alone.
 */
export function useSiteTitle(text: string | undefined): void {
  const { t } = useTranslation('common');
  const site = useSiteInfo();
  const siteName = site.data?.name ?? (site.isError ? t('site_name') : undefined);
  usePageTitle(text && siteName ? pageTitle(text, siteName) : undefined);
}
