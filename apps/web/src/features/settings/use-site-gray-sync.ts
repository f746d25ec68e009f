import { useEffect } from 'react';
import { useSettingsStore } from './store.ts';

/**
 * Copies the site-wide gray flag (`SiteInfo.gray` of GET site/get_site_info.php) into the session setting
 * `site_gray`, which gray `auto` follows [THEME-05]. `gray` is `undefined` while the site info is loading or
 * unavailable: the setting then keeps its value (the page stays in colour until the site says otherwise).
 * The app level passes the flag in from its one site-info query, so the call is made and cached once.
 *
 * @example useSiteGraySync(useSiteInfo().data?.gray)
 */
export function useSiteGraySync(gray: boolean | undefined): void {
  useEffect(() => {
    if (gray !== undefined) useSettingsStore.getState().set('site_gray', gray);
  }, [gray]);
}
