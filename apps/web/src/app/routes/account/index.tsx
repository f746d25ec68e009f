import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../features/account/components/account-page.module.css';
import { openAccountDialog, useAccountStore } from '../../../features/account/store.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Button } from '../../../ui/button.tsx';

const links = [
  { path: '/account/overview', key: 'pages.overview' },
  { path: '/account/edit', key: 'pages.edit' },
  { path: '/account/messages', key: 'pages.messages' },
  { path: '/account/comments', key: 'pages.comments' },
  { path: '/account/property', key: 'pages.property' },
] as const;

/** "/account" and "/account/info": the account home [ROUTE-09]. A guest is offered login and register. */
export default function AccountHomePage() {
  const { t } = useTranslation('account');
  const character = useAccountStore((s) => s.active_character);
  const uid = useAccountStore((s) => s.login_info?.uid);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('pages.home')}</h1>
      {character === null ? (
        <section className={styles.section}>
          <div className={styles.who}>
            <Avatar name={null} size={48} />
            <p>{t('home.guest')}</p>
          </div>
          <div className={styles.actions}>
            <Button variant="primary" onClick={() => openAccountDialog('login')}>
              {t('login')}
            </Button>
            <Button onClick={() => openAccountDialog('register')}>{t('register')}</Button>
          </div>
        </section>
      ) : (
        <section className={styles.section} aria-label={t('home.links')}>
          <div className={styles.who}>
            <Avatar src={character.avatar_url} name={character.nickname} size={48} />
            <div>
              <p>{t('pages.welcome', { name: character.nickname })}</p>
              <p className={styles.muted}>{t('pages.uid_line', { uid })}</p>
            </div>
          </div>
          <ul>
            {links.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
