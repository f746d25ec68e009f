import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryTree } from '../../../features/blog/components/category-tree.tsx';
import { LatestArticles } from '../../../features/blog/components/latest-articles.tsx';
import { SearchForm } from '../../../features/blog/components/search-form.tsx';
import { TagList } from '../../../features/blog/components/tag-list.tsx';
import styles from './blog-page.module.css';

/**
 * "/blog" [ROUTE-11]: the newest articles as summary cards, the search box, the category tree with counts and
 * the most used tags, with links to all articles, all categories and all tags. Its title comes from the breadcrumb (not
 * manual_title).
 */
/** How many of the most used tags /blog shows beside its articles. */
const blogHomeTagCount = 20;

export default function BlogPage() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <div className={styles.columns}>
        <LatestArticles limit={10} />
        <div className={styles.sideColumn}>
          <div className={styles.side}>
            <SearchForm />
          </div>
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
          <section className={styles.side} aria-labelledby="blog-tags-title">
            <h2 id="blog-tags-title" className={styles.sideTitle}>
              {t('tags.title')}
            </h2>
            <TagList limit={blogHomeTagCount} />
            <p className={styles.links}>
              <Link to="/blog/tags">{t('home.all_tags')}</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
