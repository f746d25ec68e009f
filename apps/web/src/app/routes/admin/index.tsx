import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../features/account/components/account-page.module.css';
import { RequireAdmin } from '../../../features/account/components/require-admin.tsx';

/** The owner's tools, each a page of its own (issue 23): its address and the `admin:index.*` keys of its texts. */
const tools = [
  { to: '/blog/manage', name: 'index.articles', about: 'index.articles_about' },
  { to: '/admin/media', name: 'index.media', about: 'index.media_about' },
  { to: '/account/users', name: 'index.users', about: 'index.users_about' },
  { to: '/admin/backups', name: 'index.backups', about: 'index.backups_about' },
] as const;

/** "/admin" (issue 23): the list of the owner's tools; the admin's only. */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('index.title')}</h1>
      <RequireAdmin>
        {() => (
          <section className={styles.section}>
            <p>{t('index.intro')}</p>
            <ul className={styles.list}>
              {tools.map((tool) => (
                <li key={tool.to}>
                  <Link to={tool.to}>{t(tool.name)}</Link>: {t(tool.about)}
                </li>
              ))}
            </ul>
          </section>
        )}
      </RequireAdmin>
    </article>
  );
}
