import { isRealToken } from '@site/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { isLoginPending, useAccountStore } from '../store.ts';
import styles from './account-page.module.css';

/**
 * Shows `children` to a user; a logged-out visitor gets a login prompt with links to log in and register
 * instead, and nothing is asked of the server. While the stored login is being read it shows loading.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('account');
  const character = useAccountStore((s) => s.active_character);
  const pending = useAccountStore((s) => isLoginPending(s) || (isRealToken(s.tokenid) && s.user_loading));
  if (character !== null) return <>{children}</>;
  if (pending) return <Placeholder loading />;
  return (
    <section className={styles.section} aria-label={t('pages.login_prompt')}>
      <p>{t('pages.login_prompt')}</p>
      <div className={styles.actions}>
        <Link to="/account/login" className={buttonClassName('primary')}>
          {t('login')}
        </Link>
        <Link to="/account/register" className={buttonClassName()}>
          {t('register')}
        </Link>
      </div>
    </section>
  );
}
