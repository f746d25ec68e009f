import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLinkClass } from '../../../features/links/api.ts';
import { EntryList } from '../../../features/links/entry-list.tsx';
import styles from '../../../features/links/links-pages.module.css';
import { LinksPageFrame } from '../../../features/links/page-frame.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';

/** A class id as the address gives it: a positive integer the server could take, else null (no call). */
export function linkClassIdOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2 ** 31 - 1 ? id : null;
}

/**
 * "/links/class/:id" [ROUTE-21]: one class with its entries as cards [SITE-08]; its name is the page's title and
 * its breadcrumb. An unknown id, or one that is no id, shows a not-found state with the way back to /links.
 */
export default function LinkClassPage() {
  const { t } = useTranslation('links');
  const id = linkClassIdOf(useParams().id);
  const query = useLinkClass(id);
  const group = query.data;
  const notFound =
    id === null ||
    (query.error instanceof ApiRequestError &&
      (query.error.code === 'not_found' || query.error.code === 'invalid_input'));
  useBreadcrumbLabel(notFound ? t('class.not_found') : group?.name);

  if (notFound)
    return (
      <LinksPageFrame title={t('class.not_found')}>
        <p className={styles.muted}>{t('class.not_found_text')}</p>
        <p>
          <Link to="/links">{t('class.back')}</Link>
        </p>
      </LinksPageFrame>
    );
  return (
    <LinksPageFrame title={group?.name ?? t('breadcrumb.classes')}>
      <Placeholder
        error={query.isError && group === undefined}
        errorText={query.isError ? <ErrorText code={failureCode(query.error)} context="load" /> : undefined}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      >
        {group && <EntryList entries={group.entries} empty={t('class.empty')} level={2} />}
      </Placeholder>
    </LinksPageFrame>
  );
}
