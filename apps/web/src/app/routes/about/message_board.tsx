import { useTranslation } from 'react-i18next';
import { CommentThread } from '../../../features/comments/components/comment-thread.tsx';
import { useViewer } from '../use-viewer.ts';
import styles from './about.module.css';

/** The comments of the message board are the thread of this route's own path [CMT-04]. */
const target = '/about/message_board';

/**
 * "/about/message_board": an intro that says e-mail replies are not available [SITE-06], then a comment thread
 * any visitor, guest or user, can write in [CMT-06].
 */
export default function MessageBoardPage() {
  const { t } = useTranslation('comments');
  const viewer = useViewer();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('message_board.title')}</h1>
      <p className={styles.lead}>{t('message_board.intro')}</p>
      <p>{t('message_board.no_email')}</p>
      <CommentThread target={target} viewer={viewer} />
    </article>
  );
}
