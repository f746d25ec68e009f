import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './not-found-state.module.css';

/**
 * What a wrong category address shows: "Category not found" as the page's h1, why (the address is wrong or
 * the category has moved), and links to the blog and to all categories.
 */
export function CategoryNotFound() {
  const { t } = useTranslation('blog');
  return (
    <section className={styles.box} aria-labelledby="category-not-found-title">
      <h1 id="category-not-found-title" className={styles.title}>
        {t('category.not_found_title')}
      </h1>
      <p>{t('category.not_found_text')}</p>
      <p className={styles.links}>
        <Link to="/blog">{t('category.back')}</Link>
        <Link to="/blog/categories">{t('category.all_categories')}</Link>
      </p>
    </section>
  );
}
