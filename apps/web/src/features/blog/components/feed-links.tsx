import { type FeedQuery, feedPath } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import styles from './feed-links.module.css';

/** Props of `FeedLinks`: what the feeds follow (a category id or a tag, as `feedPath` takes it) and its name. */
export type FeedLinksProps = { query: FeedQuery; name: string };

/**
 * "Follow: RSS · Atom", the links to the feeds of one category (with its descendants) or one tag, each named
 * for what it follows ("RSS feed of “css”") so a screen reader's list of links tells them apart. Plain links:
 * the feeds are the server's, not pages of the app. The page's HTML announces the same feeds in `<head>`.
 */
export function FeedLinks({ query, name }: FeedLinksProps) {
  const { t } = useTranslation('blog');
  return (
    <p className={styles.feeds}>
      <span>{t('feed.follow')}</span>
      <a href={feedPath('rss', query)} aria-label={t('feed.rss_of', { name })}>
        {t('feed.rss')}
      </a>
      <a href={feedPath('atom', query)} aria-label={t('feed.atom_of', { name })}>
        {t('feed.atom')}
      </a>
    </p>
  );
}
