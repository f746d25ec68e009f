import { useTranslation } from 'react-i18next';
import { CategoryTree } from '../../../../features/blog/components/category-tree.tsx';
import styles from '../blog-page.module.css';

/** "/blog/categories" [ROUTE-11]: the whole category tree with article counts. */
export default function CategoriesPage() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('categories.title')}</h1>
      <div className={styles.side}>
        <CategoryTree />
      </div>
    </div>
  );
}
