import { useTranslation } from 'react-i18next';
import { TagList } from '../../../../features/blog/components/tag-list.tsx';
import styles from '../blog-page.module.css';

/** "/blog/tags": every tag of the blog with its article count, most used first, each a link to its page. */
export default function TagsPage() {
  const { t } = useTranslation('blog');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('tags.title')}</h1>
      <div className={styles.side}>
        <TagList />
      </div>
    </div>
  );
}
