import { resetTokenSchema } from '@site/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../features/account/components/account-page.module.css';
import { ResetForm } from '../../../features/account/components/reset-form.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';

/** The token of a reset link's fragment (`#token=…`), or null. */
function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token !== null && resetTokenSchema.safeParse(token).success ? token : null;
}

/**
 * "/account/reset#token=…" (issue 23 point 4): a reset link's page. The token is in the fragment, which browsers
 * never send to a server nor put in a Referer; the page reads it after mounting (the server's render has no
 * fragment) and POSTs it with the new password (`ResetForm`). A link without a token says so.
 */
export default function ResetPage() {
  const { t } = useTranslation('account_reset');
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setToken(tokenOfHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return (
    <article className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>{t('reset_title')}</h1>
      <section className={styles.section}>
        <Placeholder loading={token === undefined}>
          {token ? (
            <ResetForm token={token} />
          ) : (
            <p>
              {t('no_token')} <Link to="/account/forgot">{t('ask_again')}</Link>
            </p>
          )}
        </Placeholder>
      </section>
    </article>
  );
}
