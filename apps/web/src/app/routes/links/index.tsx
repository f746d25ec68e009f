import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLinkDirectory } from '../../../features/links/api.ts';
import { EntryList } from '../../../features/links/entry-list.tsx';
import styles from '../../../features/links/links-pages.module.css';
import { LinksPageFrame } from '../../../features/links/page-frame.tsx';
import { ErrorText, failureCode } from '../../../lib/error-text.ts';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { useViewer } from '../use-viewer.ts';

/** The admin's editor of classes and entries: its own chunk, loaded only for the admin at `/links?manage=1`. */
const LinksManager = lazy(() => import('../../../features/links/admin/links-manager.tsx'));

/**
 * "/links" [ROUTE-21]: every class (its name links to its own page) with its entries as cards [SITE-08], then the
 * entries of no class, and the way to the friends' and the followed sites. The admin gets "Manage links"
 * (`?manage=1`), which shows the manager above the directory.
 */
export default function LinksPage() {
  const { t } = useTranslation('links');
  const query = useLinkDirectory();
  const viewer = useViewer();
  const [params] = useSearchParams();
  const managing = viewer?.is_admin === true && params.get('manage') === '1';
  const directory = query.data;
  const empty = directory !== undefined && directory.classes.length === 0 && directory.unclassified.length === 0;
  return (
    <LinksPageFrame
      title={t('index.title')}
      intro={t('index.intro')}
      actions={
        viewer?.is_admin === true && !managing ? (
          <Link to="/links?manage=1" className={styles.section}>
            {t('index.manage')}
          </Link>
        ) : undefined
      }
    >
      {managing && viewer && (
        <Suspense fallback={<Placeholder loading />}>
          <LinksManager tokenid={viewer.tokenid} />
        </Suspense>
      )}
      <Placeholder
        error={query.isError && directory === undefined}
        errorText={query.isError ? <ErrorText code={failureCode(query.error)} context="load" /> : undefined}
        empty={empty}
        emptyText={t('index.empty')}
        loading={query.isPending}
        onRetry={() => void query.refetch()}
      >
        {directory?.classes.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`links-class-${group.id}`}>
            <h2 className={styles.groupTitle} id={`links-class-${group.id}`}>
              <Link to={`/links/class/${group.id}`}>{group.name}</Link>
            </h2>
            <EntryList entries={group.entries} empty={t('class.empty')} />
          </section>
        ))}
        {directory !== undefined && directory.unclassified.length > 0 && (
          <section className={styles.group} aria-labelledby="links-unclassified">
            <h2 className={styles.groupTitle} id="links-unclassified">
              {t('index.unclassified')}
            </h2>
            <EntryList entries={directory.unclassified} empty="" />
          </section>
        )}
      </Placeholder>
    </LinksPageFrame>
  );
}
