import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessages, useReadMessages } from '../../../features/account/api.ts';
import styles from '../../../features/account/components/account-page.module.css';
import { CommentItem } from '../../../features/account/components/comment-item.tsx';
import { RequireLogin } from '../../../features/account/components/require-login.tsx';
import { Button } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';

/** "/account/messages" [ROUTE-10]: replies to the user's comments, unread ones marked, with "mark as read". */
export default function MessagesPage() {
  const { t } = useTranslation('account');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('pages.messages')}</h1>
      <RequireLogin>
        <Messages />
      </RequireLogin>
    </article>
  );
}

function Messages() {
  const { t } = useTranslation('account');
  const messages = useMessages();
  const read = useReadMessages();
  const unread = messages.data?.unread ?? 0;
  return (
    <Placeholder
      error={messages.isError}
      empty={messages.data?.items.length === 0}
      loading={messages.isPending}
      emptyText={t('messages.empty')}
      onRetry={() => void messages.refetch()}
    >
      <div className={styles.itemHead}>
        <p role="status">{t('messages.unread', { count: unread })}</p>
        <Button size="small" disabled={unread === 0} loading={read.isPending} onClick={() => read.mutate(undefined)}>
          {t('messages.mark_all_read')}
        </Button>
      </div>
      <ul className={styles.list}>
        {messages.data?.items.map((message) => (
          <CommentItem
            key={message.id}
            comment={message.comment}
            unread={!message.read}
            head={
              <>
                {!message.read && <strong>{t('messages.new')} · </strong>}
                {message.kind === 'comment'
                  ? t('notifications:commented', { name: message.comment.author.nickname })
                  : t('messages.replied', { name: message.comment.author.nickname })}{' '}
                <Link to={message.comment.target}>{t('messages.open')}</Link>
                {!message.read && (
                  <>
                    {' '}
                    <Button size="small" variant="ghost" onClick={() => read.mutate([message.id])}>
                      {t('messages.mark_read')}
                    </Button>
                  </>
                )}
              </>
            }
          />
        ))}
      </ul>
    </Placeholder>
  );
}
