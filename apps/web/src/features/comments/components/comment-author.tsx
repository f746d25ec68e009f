import type { Comment } from '@site/contracts';
import { useTranslation } from 'react-i18next';
import styles from './comments.module.css';

/**
 * The author's name, linked to their website when they gave one (a visitor's own address, so
 * `rel="nofollow ugc noopener"`: no ranking passed, no access to this page), and a "Guest" flag on a guest's
 * comment [CMT-03] or "Admin" on the admin's.
 */
export function CommentAuthor({ comment }: { comment: Comment }) {
  const { t } = useTranslation('comments');
  const { author } = comment;
  return (
    <span className={styles.author}>
      {!/^https?:\/\//i.test(author.website) ? (
        <span className={styles.nickname}>{author.nickname}</span>
      ) : (
        <a className={styles.nickname} href={author.website} rel="nofollow ugc noopener" target="_blank">
          {author.nickname}
        </a>
      )}
      {comment.guest && <span className={styles.badge}>{t('item.guest')}</span>}
      {author.ctype === 'admin' && <span className={`${styles.badge} ${styles.adminBadge}`}>{t('item.admin')}</span>}
    </span>
  );
}
