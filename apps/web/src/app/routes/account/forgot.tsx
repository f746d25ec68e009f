import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../features/account/components/account-page.module.css';
import { ForgotForm } from '../../../features/account/components/forgot-form.tsx';
import { useResetOptions } from '../../../features/account/mail-api.ts';
import { Placeholder } from '../../../ui/placeholder.tsx';

/**
 * "/account/forgot" [ROUTE-10]. When the site sends mail (SMTP_URL, issue 23 point 4) it is the forgot form
 * (`ForgotForm`), with the message board as the way back for somebody who lost the address too. Without mail, as
 * the spec has it, it points to a message for the admin [SITE-06], who can hand out a reset link.
 */
export default function ForgotPage() {
  const { t } = useTranslation('account');
  const { t: tr } = useTranslation('account_reset');
  const options = useResetOptions();
  const ways = (
    <ul>
      <li>
        <Link to="/about/message_board">{t('forgot.message_board')}</Link>
      </li>
      <li>
        <Link to="/about/feedback">{t('forgot.feedback')}</Link>
      </li>
    </ul>
  );
  return (
    <article className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t('pages.forgot')}</h1>
      <Placeholder loading={options.isPending} error={options.isError} onRetry={() => void options.refetch()}>
        {options.data?.mail ? (
          <>
            <section className={styles.section}>
              <ForgotForm />
            </section>
            <section className={styles.section}>
              <p className={styles.muted}>{tr('no_address')}</p>
              {ways}
            </section>
          </>
        ) : (
          <section className={styles.section}>
            <p>{t('forgot.intro')}</p>
            <p>{t('forgot.how')}</p>
            <p>{tr('admin_link')}</p>
            {ways}
          </section>
        )}
      </Placeholder>
    </article>
  );
}
