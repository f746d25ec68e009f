import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styles from '../../../features/account/components/account-page.module.css';
import { RegisterForm } from '../../../features/account/components/register-form.tsx';
import { useAccountStore } from '../../../features/account/store.ts';

/** "/account/register": the register form as a page [ROUTE-10]; afterwards it goes to the profile editor. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const character = useAccountStore((s) => s.active_character);
  return (
    <article className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t('create_account')}</h1>
      {character === null ? (
        <RegisterForm onSuccess={() => navigate('/account/edit')} />
      ) : (
        <p>
          {t('pages.welcome', { name: character.nickname })} <Link to="/account">{t('pages.home')}</Link>
        </p>
      )}
    </article>
  );
}
