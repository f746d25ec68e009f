import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './not-found-state.module.css';

/**
 * What a wrong article address shows [ERR-03]: "Article not found" as the page's h1, why (the address is
 * wrong or the article has moved), and ways on: the blog and the list of all articles.
 */
export function ArticleNotFound() {
  const { t } = useTranslation('blog');
  return (
    <section className={styles.box} aria-labelledby="article-not-found-title">
      <h1 id="article-not-found-title" className={styles.title}>
        {t('not_found.title')}
      </h1>
      <p>{t('not_found.text')}</p>
      <p className={styles.links}>
        <Link to="/blog">{t('not_found.back')}</Link>
        <Link to="/blog/articles">{t('not_found.all_articles')}</Link>
      </p>
    </section>
  );
}
