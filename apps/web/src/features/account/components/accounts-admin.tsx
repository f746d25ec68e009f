import type { ResetLink } from '@site/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard.ts';
import { Button } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';
import { toast } from '../../../ui/toast-store.ts';
import { useAllAccounts, useCreateResetLink } from '../mail-api.ts';
import styles from './account-page.module.css';
import own from './accounts-admin.module.css';
import { FormField } from './form-field.tsx';

/**
 * The admin's accounts (issue 23 point 4): uid, e-mail and registration date of each, and a "create reset link"
 * button whose single-use link (30 minutes) is shown, selected, with a copy button, to hand over by hand. The
 * table scrolls sideways on a narrow screen. Strings: `admin_users`.
 */
export function AccountsAdmin() {
  const { t } = useTranslation('admin_users');
  const accounts = useAllAccounts();
  const create = useCreateResetLink();
  const [made, setMade] = useState<(ResetLink & { uid: string }) | null>(null);

  const makeLink = (uid: string) =>
    create.mutate(uid, {
      onSuccess: (link) => setMade({ ...link, uid }),
      onError: () => toast({ message: t('failed'), status: 'error' }),
    });
  const copy = async (link: string) => {
    try {
      await copyText(link);
      toast({ message: t('copied') });
    } catch {
      toast({ message: t('copy_failed'), status: 'error' });
    }
  };

  return (
    <>
      {made && (
        <section className={styles.section} role="status">
          <FormField
            label={t('link_for', { uid: made.uid })}
            value={made.link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            hint={t('link_hint')}
          />
          <div className={styles.actions}>
            <Button onClick={() => void copy(made.link)}>{t('copy')}</Button>
          </div>
        </section>
      )}
      <section className={styles.section}>
        <Placeholder loading={accounts.isPending} error={accounts.isError} onRetry={() => void accounts.refetch()}>
          <div className={own.scroll}>
            <table className={styles.table}>
              <caption className={styles.muted}>{t('caption', { count: accounts.data?.length ?? 0 })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('uid')}</th>
                  <th scope="col">{t('email')}</th>
                  <th scope="col">{t('registered')}</th>
                  <th scope="col">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {accounts.data?.map((account) => (
                  <tr key={account.uid}>
                    <th scope="row">
                      {account.uid}
                      {account.ctype === 'admin' && <span className={styles.muted}> ({t('admin')})</span>}
                    </th>
                    <td>{account.email || '—'}</td>
                    <td>
                      <RelativeTime date={account.registered_at} />
                    </td>
                    <td>
                      <Button
                        onClick={() => makeLink(account.uid)}
                        loading={create.isPending && create.variables === account.uid}
                        aria-label={t('create_for', { uid: account.uid })}
                      >
                        {t('create')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Placeholder>
      </section>
    </>
  );
}
