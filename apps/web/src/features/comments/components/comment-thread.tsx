import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useComments } from '../api.ts';
import { toastFailure, useDeleteComment } from '../mutations.ts';
import { buildThread, type CommentNode, countReplies } from '../thread.ts';
import type { Viewer } from '../viewer.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import styles from './comments.module.css';

/**
 * Props of `CommentThread`: the page the comments belong to (a route path, e.g. `/about/message_board`). Where only
 * signed-in users post (a product's community posts: the server answers a guest 401 `not_logged_in`), the page
 * gives `guestPrompt` (a sign-in link in its own words), which a guest sees instead of the form; they still read.
 */
export type CommentThreadProps = { target: string; viewer: Viewer | null; guestPrompt?: ReactNode };

/**
 * The comments of one page [CMT-04]: the post form, then the thread with nested replies. Deleting asks first,
 * warning that all replies go too [CMT-08][CMT-09]; a confirmed delete removes the comment and its replies
 * [CMT-10] and shows "Deleted Comment Success" [ERR-21]. Arriving with `#comment-<id>` (a link from the home
 * page's recent comments) scrolls to that comment once the thread has loaded.
 *
 * @example <CommentThread target="/about/message_board" viewer={viewer} />
 */
export function CommentThread({ target, viewer, guestPrompt }: CommentThreadProps) {
  const { t } = useTranslation('comments');
  const query = useComments(target);
  const remove = useDeleteComment();
  const thread = useMemo(() => buildThread(query.data?.items ?? []), [query.data]);
  const [replyingTo, setReplyingTo] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CommentNode | null>(null);
  const [asking, setAsking] = useState(false);
  const { hash } = useLocation();
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (!loaded || !/^#comment-\d+$/.test(hash)) return;
    document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const confirmDelete = () => {
    if (deleting === null || viewer === null) return;
    remove.mutate(
      { tokenid: viewer.tokenid, id: deleting.comment.id },
      {
        onSuccess: () => toast({ message: t('toast.deleted'), status: 'success' }),
        onError: (error) => {
          toastFailure(error, 'comment');
        },
      },
    );
  };

  const total = query.data?.total;
  return (
    <section className={styles.thread} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        {total === undefined ? t('thread.title') : t('thread.title_count', { count: total })}
      </h2>
      {guestPrompt !== undefined && viewer === null ? (
        <div className={styles.signIn}>{guestPrompt}</div>
      ) : (
        <CommentForm target={target} viewer={viewer} />
      )}
      <Placeholder
        error={query.isError && !loaded}
        empty={loaded && thread.length === 0}
        loading={query.isPending}
        errorText={t('thread.error')}
        emptyText={t('thread.empty')}
        onRetry={() => void query.refetch()}
      >
        <ol className={styles.list}>
          {thread.map((node) => (
            <CommentItem
              key={node.comment.id}
              node={node}
              parent={undefined}
              depth={0}
              target={target}
              viewer={viewer}
              replyingTo={replyingTo}
              onReply={setReplyingTo}
              onDelete={(chosen) => {
                setDeleting(chosen);
                setAsking(true);
              }}
            />
          ))}
        </ol>
      </Placeholder>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        onConfirm={confirmDelete}
        title={t('delete.title')}
        message={
          <>
            {t('delete.warning')}
            {deleting !== null && countReplies(deleting) > 0 && (
              <> {t('delete.reply_count', { count: countReplies(deleting) })}</>
            )}
          </>
        }
        confirmLabel={t('delete.confirm')}
        danger
      />
    </section>
  );
}
