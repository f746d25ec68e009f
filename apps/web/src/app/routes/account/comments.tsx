import { useTranslation } from 'react-i18next';
import { useMyComments } from '../../../features/account/api.ts';
import styles from '../../../features/account/components/account-page.module.css';
import { CommentItem } from '../../../features/account/components/comment-item.tsx';
import { RequireLogin } from '../../../features/account/components/require-login.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';

/** "/account/comments" [ROUTE-10]: the user's own comments, newest first, each linking to its page. */
export default function MyCommentsPage() {
  const { t } = useTranslation('account');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('pages.comments')}</h1>
      <RequireLogin>
        <MyComments />
      </RequireLogin>
    </article>
  );
}

function MyComments() {
  const { t } = useTranslation('account');
  const comments = useMyComments();
  return (
    <Placeholder
      error={comments.isError}
      empty={comments.data?.length === 0}
      loading={comments.isPending}
      emptyText={t('comments.empty')}
      onRetry={() => void comments.refetch()}
    >
      <ul className={styles.list}>
        {comments.data?.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
    </Placeholder>
  );
}
