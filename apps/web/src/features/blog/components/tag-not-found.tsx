import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './not-found-state.module.css';

/**
 * What the address of a tag no article carries shows: "Tag not found" as the page's h1, why, and links to the
 * blog and to all tags.
 */
export function TagNotFound() {
  const { t } = useTranslation('blog');
  return (
    <section className={styles.box} aria-labelledby="tag-not-found-title">
      <h1 id="tag-not-found-title" className={styles.title}>
        {t('tag.not_found_title')}
      </h1>
      <p>{t('tag.not_found_text')}</p>
      <p className={styles.links}>
        <Link to="/blog">{t('tag.back')}</Link>
        <Link to="/blog/tags">{t('tag.all_tags')}</Link>
      </p>
    </section>
  );
}
