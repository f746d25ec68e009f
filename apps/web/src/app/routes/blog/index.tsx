import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryTree } from '../../../features/blog/components/category-tree.tsx';
import { LatestArticles } from '../../../features/blog/components/latest-articles.tsx';
import styles from './blog-page.module.css';

/**
 * "/blog" [ROUTE-11]: the newest articles as summary cards and the category tree with counts, with links to
 * all articles and all categories. Its title comes from the breadcrumb (not manual_title).
 */
export default function BlogPage() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <div className={styles.columns}>
        <LatestArticles limit={10} />
        <section className={styles.side} aria-labelledby="blog-categories-title">
          <h2 id="blog-categories-title" className={styles.sideTitle}>
            {t('home.categories')}
          </h2>
          <CategoryTree />
          <p className={styles.links}>
            <Link to="/blog/articles">{t('home.all_articles')}</Link>
            <Link to="/blog/categories">{t('home.all_categories')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
