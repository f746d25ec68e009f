import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTags } from '../api.ts';
import { tagPath } from '../blog-paths.ts';
import { QueryState } from './query-state.tsx';
import styles from './tag-list.module.css';

/** Props of `TagList`: `limit` shows only the most used tags (all when absent). */
export type TagListProps = { limit?: number };

/**
 * Every tag of the blog as a link to its page (`/blog/tags/<tag>`) with the number of articles carrying it, most
 * used first (`GET blog/get_tags.php`). Loading, error and empty states go through the Placeholder.
 */
export function TagList({ limit }: TagListProps) {
  const { t } = useTranslation('blog');
  const query = useTags();
  const tags = query.data ?? [];
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  return (
    <QueryState query={query} empty={query.data !== undefined && tags.length === 0} emptyText={t('tags.empty')}>
      <ul className={styles.list}>
        {shown.map(({ tag, article_count }) => (
          <li key={tag}>
            <Link className={styles.tag} to={tagPath(tag)}>
              {tag}
              <span className={styles.count}>{article_count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
