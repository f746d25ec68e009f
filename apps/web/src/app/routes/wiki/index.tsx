import { wikiIdSchema } from '@site/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWikiMaintenance, useWikiRecentChanges, useWikiTree } from '../../../features/wiki/api.ts';
import { MaintenanceLists } from '../../../features/wiki/components/maintenance-lists.tsx';
import { PageTree } from '../../../features/wiki/components/page-tree.tsx';
import { RecentChanges } from '../../../features/wiki/components/recent-changes.tsx';
import styles from '../../../features/wiki/components/wiki.module.css';
import { wikiEditPath, wikiFeedPath } from '../../../features/wiki/wiki-paths.ts';
import { Button } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useWikiEditor } from './use-wiki-editor.ts';

/** The admin's editors panel comes in its own chunk: nobody else ever loads it. */
const EditorsPanel = lazy(() =>
  import('../../../features/wiki/components/editors-panel.tsx').then((m) => ({ default: m.EditorsPanel })),
);

/**
 * "/wiki", the wiki's home [ROUTE-16]: the page tree (folders from the ids' segments), the recent changes with their
 * feed, and the maintenance lists (wanted pages, orphans). Editors also get "New page", which opens the edit route
 * of the name they type; the admin also gets the editors panel (who may edit besides the admin).
 */
export default function WikiHomePage() {
  const { t } = useTranslation('wiki');
  const editor = useWikiEditor();
  const tree = useWikiTree();
  const recent = useWikiRecentChanges();
  const maintenance = useWikiMaintenance();
  const treeId = useId();
  const recentId = useId();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('home.title')}</h1>
        <p className={styles.muted}>{t('home.intro')}</p>
        {editor.canEdit && <NewPageForm />}
      </header>
      <div className={styles.homeGrid}>
        <section className={styles.card} aria-labelledby={treeId}>
          <h2 id={treeId}>{t('home.tree')}</h2>
          <Placeholder
            error={tree.isError}
            loading={tree.isPending}
            empty={tree.data?.length === 0}
            emptyText={t('home.tree_empty')}
            onRetry={() => tree.refetch()}
          >
            {tree.data && <PageTree pages={tree.data} label={t('home.tree')} />}
          </Placeholder>
        </section>
        <div className={styles.section}>
          <section className={styles.card} aria-labelledby={recentId}>
            <h2 id={recentId}>{t('home.recent')}</h2>
            <Placeholder
              error={recent.isError}
              loading={recent.isPending}
              empty={recent.data?.length === 0}
              emptyText={t('home.recent_empty')}
              onRetry={() => recent.refetch()}
            >
              {recent.data && <RecentChanges changes={recent.data} />}
            </Placeholder>
            <p>
              <a href={wikiFeedPath} type="application/atom+xml">
                {t('home.feed')}
              </a>
            </p>
          </section>
          <div className={styles.card}>
            <Placeholder
              error={maintenance.isError}
              loading={maintenance.isPending}
              onRetry={() => maintenance.refetch()}
            >
              {maintenance.data && <MaintenanceLists lists={maintenance.data} canEdit={editor.canEdit} />}
            </Placeholder>
          </div>
          {editor.isAdmin && editor.tokenid !== null && (
            <Suspense fallback={null}>
              <EditorsPanel tokenid={editor.tokenid} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}

/** An editor's way to a new page: its name (an id, "/" for folders), then its edit route. */
function NewPageForm() {
  const { t } = useTranslation('wiki');
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const id = name.trim();
  const valid = wikiIdSchema.safeParse(id).success;
  return (
    <form
      className={styles.newPage}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) navigate(wikiEditPath(id));
      }}
    >
      <TextField label={t('home.new_page_id')} value={name} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" variant="primary" disabled={!valid}>
        {t('home.create')}
      </Button>
    </form>
  );
}
