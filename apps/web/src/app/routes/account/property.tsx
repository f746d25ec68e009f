import { useTranslation } from 'react-i18next';
import { useProperty } from '../../../features/account/api.ts';
import styles from '../../../features/account/components/account-page.module.css';
import { RequireLogin } from '../../../features/account/components/require-login.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { RelativeTime } from '../../../ui/relative-time.tsx';

/** "/account/property" [ROUTE-10]: the items the user holds. */
export default function PropertyPage() {
  const { t } = useTranslation('account');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('pages.property')}</h1>
      <RequireLogin>
        <Property />
      </RequireLogin>
    </article>
  );
}

function Property() {
  const { t } = useTranslation('account');
  const items = useProperty();
  return (
    <Placeholder
      error={items.isError}
      empty={items.data?.length === 0}
      loading={items.isPending}
      emptyText={t('property.empty')}
      onRetry={() => void items.refetch()}
    >
      <ul className={styles.list}>
        {items.data?.map((item) => (
          <li key={item.id} className={styles.item}>
            <div className={styles.itemHead}>
              <strong>{item.name}</strong>
              <span>{t('property.count', { count: item.count })}</span>
            </div>
            <span className={styles.muted}>
              {t('property.obtained')} <RelativeTime date={item.obtained_at} />
            </span>
          </li>
        ))}
      </ul>
    </Placeholder>
  );
}
