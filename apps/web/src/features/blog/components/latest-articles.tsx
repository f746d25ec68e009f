import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useArticles } from '../api.ts';
import { ArticleCard } from './article-card.tsx';
import styles from './latest-articles.module.css';
import { QueryState } from './query-state.tsx';

/** Props of `LatestArticles`: how many of the newest articles to show (1–100, default 5). */
export type LatestArticlesProps = { limit?: number };

/**
 * The newest articles as summary cards under an h2 "Latest articles", with a link to all articles; for the
 * home page. Loading, error and empty states go through the kit's Placeholder. Shares the first page's cache
 * with the other article lists of the same size.
 */
export function LatestArticles({ limit = 5 }: LatestArticlesProps) {
  const { t } = useTranslation('blog_card');
  const query = useArticles(1, limit);
  const items = query.data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="latest-articles-title">
      <h2 id="latest-articles-title" className={styles.title}>
        {t('latest.title')}
      </h2>
      <QueryState query={query} empty={query.data !== undefined && items.length === 0} emptyText={t('list.empty')}>
        <ul className={styles.list}>
          {items.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingLevel={3} />
            </li>
          ))}
        </ul>
        <Link className={styles.more} to="/blog/articles">
          {t('latest.more')}
        </Link>
      </QueryState>
    </section>
  );
}
