import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { useRecentComments } from '../api.ts';
import { commentExcerpt } from '../excerpt.ts';
import styles from './recent-comments.module.css';

/**
 * Props of `RecentComments`: how many to list (the home page shows ten [SITE-01]), and `nameOf`, the name of a
 * target page that is no record (the message board), or null; a record's page is named by its title (the server's
 * `target_title`), and a page neither names shows its path.
 */
export type RecentCommentsProps = { limit: number; nameOf?: (target: string) => string | null };

/**
 * The site's most recent comments, newest first, each a link to the comment on its page [SITE-01]: author,
 * a plain-text excerpt, the page and the time. Small on purpose: it is on the home page, which loads none of
 * the thread's code (form, dialogs).
 */
export function RecentComments({ limit, nameOf }: RecentCommentsProps) {
  const { t } = useTranslation('comments_recent');
  const query = useRecentComments(limit);
  const items = query.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="recent-comments-title">
      <h2 id="recent-comments-title" className={styles.title}>
        {t('title')}
      </h2>
      <Placeholder
        error={query.isError && query.data === undefined}
        empty={query.data !== undefined && items.length === 0}
        loading={query.isPending}
        emptyText={t('empty')}
        onRetry={() => void query.refetch()}
      >
        <ol className={styles.list}>
          {items.map((comment) => (
            <li key={comment.id} className={styles.item}>
              <Link className={styles.link} to={`${comment.target}#comment-${comment.id}`}>
                <span className={styles.head}>
                  <span className={styles.nickname}>{comment.author.nickname}</span>
                  {comment.guest && <span className={styles.badge}>{t('guest')}</span>}
                  <RelativeTime date={comment.created_at} className={styles.time} />
                </span>
                <span className={styles.excerpt}>{commentExcerpt(comment.html)}</span>
                <span className={styles.target}>
                  {t('on', {
                    target: comment.target_title ?? nameOf?.(comment.target) ?? safeDecode(comment.target),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </Placeholder>
    </section>
  );
}

/** The target path as a reader types it (`/blog/articles/中文` rather than percent escapes). */
function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
