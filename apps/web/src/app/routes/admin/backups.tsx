import { useTranslation } from 'react-i18next';
import styles from '../../../features/account/components/account-page.module.css';
import { RequireAdmin } from '../../../features/account/components/require-admin.tsx';
import { BackupsPanel } from '../../../features/backups/components/backups-panel.tsx';

/** "/admin/backups" (issue 23 point 6): the last backup, writing one, the kept archives; the admin's only. */
export default function BackupsPage() {
  const { t } = useTranslation('admin');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('backups.title')}</h1>
      <RequireAdmin>{(tokenid) => <BackupsPanel tokenid={tokenid} />}</RequireAdmin>
    </article>
  );
}
