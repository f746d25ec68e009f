import type { WikiItem } from '@site/contracts';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Params } from 'react-router';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ArticleBody } from '../../../../features/blog/components/article-body.tsx';
import { ArticleToc } from '../../../../features/blog/components/article-toc.tsx';
import { isWikiNotFound, useWikiItem, wikiItemQuery } from '../../../../features/wiki/api.ts';
import { Backlinks } from '../../../../features/wiki/components/backlinks.tsx';
import { DeletePageButton } from '../../../../features/wiki/components/delete-page.tsx';
import { DiffView } from '../../../../features/wiki/components/diff-view.tsx';
import { HistoryView } from '../../../../features/wiki/components/history-view.tsx';
import { WikiItemHeader } from '../../../../features/wiki/components/item-header.tsx';
import { WikiNotFound } from '../../../../features/wiki/components/not-found-view.tsx';
import { OldRevisionNotice } from '../../../../features/wiki/components/old-revision.tsx';
import { SourceView } from '../../../../features/wiki/components/source-view.tsx';
import styles from '../../../../features/wiki/components/wiki.module.css';
import { prepareWikiHtml } from '../../../../features/wiki/prepare-html.ts';
import { parseWikiView, type WikiView, wikiIdFromSplat, wikiItemPath } from '../../../../features/wiki/wiki-paths.ts';
import { ErrorText, failureCode, useErrorText } from '../../../../lib/error-text.ts';
import { Placeholder } from '../../../../ui/placeholder.tsx';
import { useIdleOrNear } from '../../../../ui/use-idle-or-near.ts';
import { appQueryClient } from '../../../app-startup.ts';
import { useBreadcrumbLabel } from '../../../layout/page-hooks.ts';
import { PageTitle } from '../../../layout/page-title.tsx';
import { useSiteTitle } from '../../blog/use-site-title.ts';
import { useViewer } from '../../use-viewer.ts';
import { useWikiEditor } from '../use-wiki-editor.ts';

/** The comment thread comes in its own chunk, below the text, once the page has painted (as under an article). */
const CommentThread = lazy(() =>
  import('../../../../features/comments/components/comment-thread.tsx').then((m) => ({ default: m.CommentThread })),
);

/** The page of the address, asked for as soon as the page's code is in (see `PageModule.prefetch`). */
export async function prefetch(params: Params): Promise<void> {
  const id = wikiIdFromSplat(params['*']);
  if (id !== null) await appQueryClient().prefetchQuery(wikiItemQuery(id));
}

/**
 * "/wiki/items/<id...>": the id spans the rest of the path [ROUTE-17] (`/wiki/items/guides/setup/linux`, CJK and
 * spaces percent-encoded). The route is flagged manual_title [ROUTE-18], so the page sets "<page title> - <site
 * name>" itself, and no_scroll_to_top [ROUTE-19]. The other views are search parameters of the same address
 * (`?view=history`, `?view=diff&from=3&to=5`, `?revision=4`, `?view=source`). A missing page shows "Wiki Item Not
 * Found" [ERR-04], with "Create this page" for editors. Guests read everything; editing and deleting show only to
 * editors [ROLE-01]. Under the current text, "Linked from" and the comment thread (target: the page's own address).
 */
export default function WikiItemPage() {
  const id = wikiIdFromSplat(useParams()['*']);
  const view = parseWikiView(useSearchParams()[0]);
  const editor = useWikiEditor();
  const revision = view.kind === 'read' ? view.revision : null;
  const item = useWikiItem(id, revision);
  const errorText = useErrorText();
  const notFound = id === null || isWikiNotFound(item.error);
  const title = notFound ? errorText('wiki_item_not_found') : item.data?.title || item.data?.id;
  const documentTitle = <PageTitle title={useSiteTitle(title)} />;
  useBreadcrumbLabel(notFound ? undefined : title);
  if (notFound)
    return (
      <>
        {documentTitle}
        <WikiNotFound id={id} canEdit={editor.canEdit} />
      </>
    );
  return (
    <div className={styles.page}>
      {documentTitle}
      <Placeholder
        error={item.isError && item.data === undefined}
        errorText={item.isError ? <ErrorText code={failureCode(item.error)} /> : undefined}
        loading={item.isPending}
        onRetry={() => item.refetch()}
      >
        {item.data && <ItemContent item={item.data} view={view} editor={editor} />}
      </Placeholder>
    </div>
  );
}

function ItemContent({
  item,
  view,
  editor,
}: {
  item: WikiItem;
  view: WikiView;
  editor: ReturnType<typeof useWikiEditor>;
}) {
  const { t } = useTranslation('wiki');
  const html = useMemo(
    () =>
      prepareWikiHtml(item.html, {
        title: item.title,
        missingLabel: t('item.missing_link'),
        ambiguousLabel: t('item.ambiguous_link'),
        hiddenClass: styles.visuallyHidden ?? '',
      }),
    [item.html, item.title, t],
  );
  const viewer = useViewer();
  const sentinel = useRef<HTMLDivElement>(null);
  const toComment = useLocation().hash.startsWith('#comment');
  const showComments = useIdleOrNear(sentinel, { eager: toComment });
  const title = item.title || item.id;
  return (
    <>
      <article className={styles.card}>
        <WikiItemHeader
          item={item}
          view={view}
          canEdit={editor.canEdit}
          actions={editor.tokenid !== null && <DeletePageButton id={item.id} title={title} tokenid={editor.tokenid} />}
        />
        {view.kind === 'history' && <HistoryView id={item.id} title={title} />}
        {view.kind === 'diff' && <DiffView id={item.id} from={view.from} to={view.to} />}
        {view.kind === 'source' && <SourceView id={item.id} title={title} revision={view.revision} />}
        {view.kind === 'read' && (
          <>
            {!item.is_current && (
              <OldRevisionNotice
                id={item.id}
                revision={item.revision.revision}
                tokenid={editor.canEdit ? editor.tokenid : null}
              />
            )}
            <ArticleToc toc={item.toc} />
            <div className={styles.missingLinks}>
              <ArticleBody html={html} />
            </div>
            <Backlinks pages={item.backlinks} />
          </>
        )}
      </article>
      {view.kind === 'read' && item.is_current && (
        <div ref={sentinel}>
          {showComments && (
            <Suspense fallback={null}>
              <CommentThread target={wikiItemPath(item.id)} viewer={viewer} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
