import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStore } from '../store.ts';
import styles from './account-page.module.css';
import { RequireLogin } from './require-login.tsx';

/**
 * Shows `children` (given the admin's token) to the admin only (issue 23: the owner's tools): a logged-out visitor
 * gets `RequireLogin`'s prompt, a signed-in user who is not the admin a note that the page is the admin's. Nothing
 * is asked of the server for either. Needs the `account` and `admin` namespaces.
 */
export function RequireAdmin({ children }: { children: (tokenid: string) => ReactNode }) {
  return (
    <RequireLogin>
      <AdminGate>{children}</AdminGate>
    </RequireLogin>
  );
}

function AdminGate({ children }: { children: (tokenid: string) => ReactNode }) {
  const { t } = useTranslation('admin');
  const isAdmin = useAccountStore((s) => s.is_admin);
  const tokenid = useAccountStore((s) => s.tokenid);
  if (!isAdmin) {
    return (
      <section className={styles.section}>
        <p role="note">{t('only_admin')}</p>
      </section>
    );
  }
  return <>{children(tokenid)}</>;
}
