import type { Comment } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import styles from './account-page.module.css';

/** One comment in an account list: where it was posted (a link to its page), when, and its sanitised text. */
export function CommentItem({ comment, head, unread }: { comment: Comment; head?: ReactNode; unread?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <li className={styles.item} data-unread={unread ?? undefined}>
      <div className={styles.itemHead}>
        <span>
          {head ?? (
            <>
              {t('comments.on')} <Link to={comment.target}>{comment.target}</Link>
            </>
          )}
        </span>
        <RelativeTime date={comment.created_at} className={styles.muted} />
      </div>
      {/* Sanitised on the server when saved (contracts comments.ts). */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML */}
      <div className={styles.html} dangerouslySetInnerHTML={{ __html: comment.html }} />
    </li>
  );
}
