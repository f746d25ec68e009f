import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../features/account/components/account-page.module.css';

/**
 * "/account/forgot" [ROUTE-10]: no password reset by e-mail, since e-mail replies are not available [SITE-06];
 * the way back is a message to the admin on the message board or the feedback page.
 */
export default function ForgotPage() {
  const { t } = useTranslation('account');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('pages.forgot')}</h1>
      <section className={styles.section}>
        <p>{t('forgot.intro')}</p>
        <p>{t('forgot.how')}</p>
        <ul>
          <li>
            <Link to="/about/message_board">{t('forgot.message_board')}</Link>
          </li>
          <li>
            <Link to="/about/feedback">{t('forgot.feedback')}</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
