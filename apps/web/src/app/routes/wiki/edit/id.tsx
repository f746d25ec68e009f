import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ArticleBody } from '../../../../features/blog/components/article-body.tsx';
import { isWikiNotFound, useWikiItem, useWikiSource } from '../../../../features/wiki/api.ts';
import { WikiNotFound } from '../../../../features/wiki/components/not-found-view.tsx';
import { RenameForm } from '../../../../features/wiki/components/rename-form.tsx';
import styles from '../../../../features/wiki/components/wiki.module.css';
import { WikiEditor } from '../../../../features/wiki/components/wiki-editor.tsx';
import { prepareWikiHtml } from '../../../../features/wiki/prepare-html.ts';
import { wikiEditPath, wikiIdFromSplat, wikiItemPath } from '../../../../features/wiki/wiki-paths.ts';
import { Placeholder } from '../../../../ui/placeholder.tsx';
import { PageTitle } from '../../../layout/page-title.tsx';
import { useSiteTitle } from '../../blog/use-site-title.ts';
import { useWikiEditor } from '../use-wiki-editor.ts';

/**
 * "/wiki/edit/<id...>": the id spans the rest of the path [ROUTE-20]. Editors edit the page's Markdown with a live
 * preview; a page that does not exist yet is created by the first save (base revision 0); an existing one may be
 * renamed. Anyone else is told that only editors may edit, and a guest is offered the login [ROLE-01].
 */
export default function WikiEditPage() {
  const { t } = useTranslation('wiki');
  const id = wikiIdFromSplat(useParams()['*']);
  const editor = useWikiEditor();
  const [renamedTo, setRenamedTo] = useState<string | null>(null);
  const item = useWikiItem(editor.canEdit ? id : null);
  const missing = isWikiNotFound(item.error);
  const revision = item.data?.revision.revision ?? 0;
  const source = useWikiSource(id ?? '', revision, item.data !== undefined);
  const heading = id === null ? undefined : t(item.data ? 'edit.title_edit' : 'edit.title_create', { id });
  const documentTitle = <PageTitle title={useSiteTitle(heading)} />;
  if (id === null)
    return (
      <>
        {documentTitle}
        <WikiNotFound id={null} canEdit={false} />
      </>
    );
  // Renamed here: the page at its new address (before the refreshed answer below names the new id).
  if (renamedTo !== null) return <Navigate replace to={wikiItemPath(renamedTo)} />;
  // An old name left behind by a rename: edit the page where it lives now.
  if (item.data && item.data.id !== id) return <Navigate replace to={wikiEditPath(item.data.id)} />;
  const ready = missing || (item.data !== undefined && source.data !== undefined);
  return (
    <div className={styles.page}>
      {documentTitle}
      <section className={styles.card} aria-labelledby="wiki-edit-title">
        <h1 id="wiki-edit-title" className={styles.title}>
          {heading}
        </h1>
        {editor.pending ? (
          <Placeholder loading />
        ) : !editor.canEdit ? (
          <div className={styles.notice} role="status">
            <p>{t('edit.not_allowed')}</p>
            <p className={styles.actions}>
              {editor.tokenid === null && <Link to="/account/login">{t('edit.login')}</Link>}
              <Link to={wikiItemPath(id)}>{t('item.read')}</Link>
            </p>
          </div>
        ) : (
          <Placeholder
            error={(item.isError && !missing) || source.isError}
            loading={!ready}
            onRetry={() => (item.isError ? item.refetch() : source.refetch())}
          >
            {ready && editor.tokenid !== null && (
              <>
                <WikiEditor
                  key={id}
                  id={id}
                  tokenid={editor.tokenid}
                  stored={missing ? { source: '', revision: 0 } : { source: source.data ?? '', revision }}
                  renderHtml={(html, title) => (
                    <div className={styles.missingLinks}>
                      <ArticleBody
                        html={prepareWikiHtml(html, {
                          title,
                          missingLabel: t('item.missing_link'),
                          ambiguousLabel: t('item.ambiguous_link'),
                          hiddenClass: styles.visuallyHidden ?? '',
                        })}
                      />
                    </div>
                  )}
                />
                {!missing && <RenameForm id={id} tokenid={editor.tokenid} onRenamed={setRenamedTo} />}
              </>
            )}
          </Placeholder>
        )}
      </section>
    </div>
  );
}
