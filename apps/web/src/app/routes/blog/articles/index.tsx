import { useTranslation } from 'react-i18next';
import { ArticleList } from '../../../../features/blog/components/article-list.tsx';
import styles from '../blog-page.module.css';

/** "/blog/articles" [ROUTE-11]: every article, newest first, 10 a page (`?page=N`), under a heading per year. */
export default function ArticlesPage() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('articles.title')}</h1>
      <ArticleList byYear />
    </div>
  );
}
