import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNotFoundError, useCategory } from '../api.ts';
import { categoryPath } from '../blog-paths.ts';
import { ArticleList } from './article-list.tsx';
import { CategoryBranch } from './category-tree.tsx';
import styles from './category-view.module.css';
import { FeedLinks } from './feed-links.tsx';
import { NotFoundState } from './not-found-state.tsx';
import { QueryState } from './query-state.tsx';

/** Props of `CategoryView`: the category id from the address (`null` when the address cannot name one). */
export type CategoryViewProps = { id: string | null };

/**
 * A category's page content: its name (h1), description, its path as links (ancestors first), its child
 * categories with counts, the links to its feeds, and its articles (with its descendants'), paged by `?page=N`.
 * A wrong address shows "Category not found".
 */
export function CategoryView({ id }: CategoryViewProps) {
  const { t } = useTranslation('blog');
  const query = useCategory(id);
  if (id === null || isNotFoundError(query.error)) return <NotFoundState kind="category" />;
  const detail = query.data;
  return (
    <div className={styles.page}>
      <QueryState query={query}>
        {detail && (
          <>
            <header className={styles.header}>
              <nav aria-label={t('category.path')}>
                <ol className={styles.path}>
                  <li>
                    <Link to="/blog/categories">{t('categories.title')}</Link>
                  </li>
                  {detail.path.map((step) => (
                    <li key={step.id}>
                      <Link
                        to={categoryPath(step.id)}
                        aria-current={step.id === detail.category.id ? 'page' : undefined}
                      >
                        {step.name}
                      </Link>
                    </li>
                  ))}
                </ol>
              </nav>
              <h1 className={styles.title}>{detail.category.name}</h1>
              {detail.category.description && <p className={styles.description}>{detail.category.description}</p>}
              <p className={styles.count}>{t('categories.count', { count: detail.category.article_count })}</p>
              <FeedLinks query={{ category: detail.category.id }} name={detail.category.name} />
            </header>
            {detail.children.length > 0 && (
              <section className={styles.section} aria-labelledby="category-children-title">
                <h2 id="category-children-title">{t('category.children')}</h2>
                <CategoryBranch nodes={detail.children.map((child) => ({ ...child, children: [] }))} root />
              </section>
            )}
            <section className={styles.section} aria-labelledby="category-articles-title">
              <h2 id="category-articles-title">{t('category.articles')}</h2>
              <ArticleList categoryId={detail.category.id} cardHeadingLevel={3} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
