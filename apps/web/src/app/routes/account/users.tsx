import { useTranslation } from 'react-i18next';
import styles from '../../../features/account/components/account-page.module.css';
import { AccountsAdmin } from '../../../features/account/components/accounts-admin.tsx';
import { RequireLogin } from '../../../features/account/components/require-login.tsx';
import { useAccountStore } from '../../../features/account/store.ts';

/**
 * "/account/users" (issue 23 point 4): the admin's list of accounts, each with "create reset link" for handing a
 * password reset over by hand when the site sends no mail. Anybody else is told the page is the admin's.
 */
export default function UsersPage() {
  const { t } = useTranslation('admin_users');
  const isAdmin = useAccountStore((s) => s.is_admin);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <RequireLogin>{isAdmin ? <AccountsAdmin /> : <p>{t('admin_only')}</p>}</RequireLogin>
    </article>
  );
}
