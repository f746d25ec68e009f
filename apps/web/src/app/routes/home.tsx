import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { articlesQuery, useArticles } from '../../features/blog/api.ts';
import { LatestArticles } from '../../features/blog/components/latest-articles.tsx';
import { RecentComments } from '../../features/comments/components/recent-comments.tsx';
import { useIdleOrNear } from '../../ui/use-idle-or-near.ts';
import { appQueryClient } from '../app-startup.ts';
import { breadcrumbKeys } from '../layout/breadcrumb-items.ts';
import { useBackground, useSiteInfo } from '../layout/site-info.ts';
import { homeLatestArticlesCount } from '../route-pages.ts';
import styles from './home.module.css';

/** How many of the most recent comments the home page lists [SITE-01]. */
const homeRecentCommentsCount = 10;

/**
 * The home page at "/", "/index.html" and "/index" [ROUTE-06]: a hero with the site's name and description
 * over a background picked at random from the server's pool [SITE-02], then the latest articles. The hero
 * has a fixed height and the picture is a CSS background, so its arrival shifts nothing. Under the articles, the
 * ten most recent comments of the whole site [SITE-01] (a small list; the thread's code loads with its pages).
 * The comments come in once the articles have arrived (or failed): rendered earlier, the articles' arrival
 * above them would push them down the screen (a layout shift Lighthouse counted at 0.09). They sit below the
 * fold, so their call waits until the page has painted and the browser is idle, or until they scroll near
 * (`useIdleOrNear`): it no longer competes with the page's first paint.
 */
/** The home page's first data, asked for as soon as its code is in (see `PageModule.prefetch`). */
export function prefetch(): Promise<void> {
  return appQueryClient().prefetchQuery(articlesQuery(1, homeLatestArticlesCount));
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const layout = useTranslation('layout').t;
  // A comment on a page that is no record (the message board) names it as its breadcrumb does.
  const nameOf = (target: string) => (breadcrumbKeys[target] ? layout(breadcrumbKeys[target]) : null);
  const info = useSiteInfo().data;
  const background = useBackground().data;
  const backgroundUrl = background ? `url(${JSON.stringify(background.url)})` : undefined;
  // The same query (and cache entry) LatestArticles reads: no second request.
  const articlesSettled = !useArticles(1, homeLatestArticlesCount).isPending;
  const sentinel = useRef<HTMLDivElement>(null);
  const showComments = useIdleOrNear(sentinel);
  return (
    <div className={styles.page}>
      <section className={styles.hero} style={{ backgroundImage: backgroundUrl }} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <h1 id="home-title" className={styles.title}>
            {info?.name ?? t('hero.welcome')}
          </h1>
          {info?.description && <p className={styles.description}>{info.description}</p>}
        </div>
        {background?.credit && (
          <p className={styles.credit}>{t('hero.background_credit', { credit: background.credit })}</p>
        )}
      </section>
      <div className={styles.content}>
        <LatestArticles limit={homeLatestArticlesCount} />
        <div ref={sentinel}>
          {articlesSettled && showComments && <RecentComments limit={homeRecentCommentsCount} nameOf={nameOf} />}
        </div>
      </div>
    </div>
  );
}
