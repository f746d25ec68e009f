import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '../../../features/comments/components/feedback-form.tsx';
import { useViewer } from '../use-viewer.ts';
import styles from './about.module.css';

/**
 * "/about/feedback": what feedback is for, the statement that e-mail replies are not available [SITE-06], and
 * the feedback form (sent with the reader's token when logged in).
 */
export default function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const viewer = useViewer();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <p>{t('no_email')}</p>
      <FeedbackForm viewer={viewer} />
    </article>
  );
}
