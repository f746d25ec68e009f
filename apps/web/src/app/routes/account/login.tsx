import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styles from '../../../features/account/components/account-page.module.css';
import { LoginForm } from '../../../features/account/components/login-form.tsx';
import { useAccountStore } from '../../../features/account/store.ts';

/** "/account/login": the login form as a page [ROUTE-10]; after logging in it goes to the account home. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const character = useAccountStore((s) => s.active_character);
  return (
    <article className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t('login')}</h1>
      {character === null ? (
        <LoginForm onSuccess={() => navigate('/account')} />
      ) : (
        <p>
          {t('pages.welcome', { name: character.nickname })} <Link to="/account">{t('pages.home')}</Link>
        </p>
      )}
    </article>
  );
}
