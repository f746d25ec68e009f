import { lazy, memo, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { reportPageView } from '../../features/account/device.ts';
import { useSettingsStore } from '../../features/settings/store.ts';
import { NeedsJavaScript } from '../../ui/needs-javascript.tsx';
import { Toaster } from '../../ui/toaster.tsx';
import { useNavigationPending } from '../navigation-progress.ts';
import styles from './app-layout.module.css';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { MobileBar } from './mobile-bar.tsx';
import { showsMobileBar, stickyBottom } from './mobile-bar-rule.ts';
import { usePageStore } from './page-store.ts';
import { PageTitle } from './page-title.tsx';
import { useSiteInfo } from './site-info.ts';
import {
  useBreadcrumbTitle,
  useNoScroll,
  useScrollToTopOnNavigate,
  useServerHeadUntilNavigation,
  useStickyBottom,
} from './use-layout-effects.ts';

/**
 * The route's page in its Suspense boundary [ROUTE-02], `loading` while its code loads. Memoised, so a re-render of
 * the layout alone (the header's first measurement, a setting) passes it by: on a server-rendered page the layout's
 * first update comes while the page's markup is still being hydrated, and a boundary whose props changed would be
 * hydrated at once, in the same task as the update (one 50-70 ms task on a phone, issue 21), instead of in the
 * background in small pieces. Route changes still reach the `Outlet` through the router's context.
 */
const PageOutlet = memo(function PageOutlet({ loading }: { loading: string }) {
  return (
    <Suspense
      fallback={
        <p role="status" className={styles.loading}>
          {loading}
        </p>
      }
    >
      <Outlet />
    </Suspense>
  );
});

/**
 * The header and the footer render again when their own state changes (their stores, the route), not with every
 * update of the layout: a server-rendered page's layout updates twice as it starts (the header's first measurement,
 * the page's breadcrumb label), and each rendered both in full again (issue 21).
 */
const LayoutHeader = memo(Header);
const LayoutFooter = memo(Footer);

// Debug tools are off for nearly every visit: their code loads when they are switched on.
const DebugPanel = lazy(() => import('./debug-panel.tsx').then((m) => ({ default: m.DebugPanel })));
const FpsCounter = lazy(() => import('./fps-counter.tsx').then((m) => ({ default: m.FpsCounter })));

/**
 * The app shell around every page (the root route's element): a skip link, the header (unless hide_header
 * [LAYOUT-25]), `<main id="main">` with the lazily loaded page in a Suspense boundary [ROUTE-02], the footer
 * (unless hide_footer [LAYOUT-24]), the mobile bottom bar [LAYOUT-33..36], the toasts, the debug panel while
 * debug is on [LAYOUT-37] and the fps meter while show_fps is on [LAYOUT-40]. It also keeps the document title
 * [LAYOUT-30..32], scrolls to the top on navigation [ROUTE-03] and locks scrolling under no_scroll
 * [LAYOUT-39], and reports every route change as a page view [API-11]. Above the page, readers without JavaScript
 * read which parts need it (`NeedsJavaScript`, issue 21 point 3). While a navigation waits for its page's
 * code (`useNavigationPending`), a progress bar runs along the top and `<main>` is `aria-busy`.
 */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const siteName = useSiteInfo().data?.name ?? t('common:site_name');
  const hideHeader = useSettingsStore((s) => s.settings.hide_header);
  const hideFooter = useSettingsStore((s) => s.settings.hide_footer);
  const debug = useSettingsStore((s) => s.settings.debug);
  const showFps = useSettingsStore((s) => s.settings.show_fps);
  const noScroll = useSettingsStore((s) => s.settings.no_scroll);
  const widthType = usePageStore((s) => s.header_width_type);
  // The bar belongs with the footer's navigation: hiding the footer hides it too.
  const mobileBar = !hideFooter && showsMobileBar(pathname, widthType);
  const navigating = useNavigationPending();

  useScrollToTopOnNavigate();
  const documentTitle = useBreadcrumbTitle(siteName);
  useNoScroll(noScroll);
  useStickyBottom(stickyBottom(mobileBar));
  // [API-11][API-12] a page view on every route change, sent once the device id is ready.
  useEffect(() => reportPageView(pathname), [pathname]);
  useServerHeadUntilNavigation(pathname);

  return (
    <div className={styles.shell} data-header={hideHeader ? 'hidden' : 'shown'}>
      {documentTitle !== undefined && <PageTitle title={documentTitle} />}
      <a href="#main" className={styles.skip}>
        {t('skip_to_content')}
      </a>
      {navigating && <div className={styles.progress} role="progressbar" aria-label={t('loading')} />}
      {!hideHeader && <LayoutHeader site_name={siteName} />}
      <main id="main" tabIndex={-1} className={styles.main} aria-busy={navigating || undefined}>
        <NeedsJavaScript part="site" banner />
        <PageOutlet loading={t('loading')} />
      </main>
      {!hideFooter && <LayoutFooter />}
      {mobileBar && <MobileBar unmeasured={widthType === 'unmeasured'} />}
      <Toaster />
      {/* Only while one is on (never on a server-rendered page): an empty boundary in the server's markup would be
          hydrated, in the same task, by the layout's first update (the header's measurement) instead of never. */}
      {(debug || showFps) && (
        <Suspense fallback={null}>
          {debug && <DebugPanel />}
          {showFps && <FpsCounter />}
        </Suspense>
      )}
    </div>
  );
}
