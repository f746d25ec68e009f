import { articleEditPath } from '@site/contracts';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Params } from 'react-router';
import { Link, useLocation, useParams } from 'react-router';
import { articleQuery, isNotFoundError, useArticle, useCategories } from '../../../../features/blog/api.ts';
import { articlePath, folderCrumbs, idFromSplat } from '../../../../features/blog/blog-paths.ts';
import { ArticleView } from '../../../../features/blog/components/article-view.tsx';
import { useIdleOrNear } from '../../../../ui/use-idle-or-near.ts';
import { appQueryClient } from '../../../app-startup.ts';
import { useBreadcrumbLabel } from '../../../layout/page-hooks.ts';
import { PageTitle } from '../../../layout/page-title.tsx';
import { useSiteInfo } from '../../../layout/site-info.ts';
import { useViewer } from '../../use-viewer.ts';
import { useSiteTitle } from '../use-site-title.ts';
import styles from './id.module.css';

/**
 * The comment thread comes in its own chunk, after the article: it sits below the text, so the article's first
 * paint does not wait for the thread's code (form, fields, relative times) nor spend its first render on it, and
 * its code and comments load once the article has painted (`useIdleOrNear`), at once for a link to a comment.
 */
const CommentThread = lazy(() =>
  import('../../../../features/comments/components/comment-thread.tsx').then((m) => ({ default: m.CommentThread })),
);

/** The article of the address, asked for as soon as the page's code is in (see `PageModule.prefetch`). */
export async function prefetch(params: Params): Promise<void> {
  const id = idFromSplat(params['*']);
  if (id !== null) await appQueryClient().prefetchQuery(articleQuery(id));
}

/**
 * "/blog/articles/<id...>": the id spans the rest of the path [ROUTE-14]
 * (`/blog/articles/hexo-news/2019-10-14-hexo-4-released`). The route is flagged manual_title [ROUTE-15], so
 * this page sets the title itself [LAYOUT-32]: "<article title> - <site name>", or "Article not found - <site
 * name>" for a wrong address [ERR-03]. The licence notice's text and link come from the site info [SITE-03].
 * Under an article that exists, its comment thread; the target is the article's own address [CMT-04].
 */
export default function ArticlePage() {
  const { t } = useTranslation('blog');
  const id = idFromSplat(useParams()['*']);
  const article = useArticle(id);
  const site = useSiteInfo().data;
  const notFound = id === null || isNotFoundError(article.error);
  const title = notFound ? t('not_found.title') : article.data?.title;
  const documentTitle = <PageTitle title={useSiteTitle(title)} />;
  // The article's folders lead to their categories, named (issue 19); a folder that is no category to the list.
  const categories = useCategories().data;
  const crumbs = id !== null && categories ? folderCrumbs(articlePath, id, categories, '/blog/articles') : undefined;
  useBreadcrumbLabel(notFound ? undefined : title, crumbs);
  const viewer = useViewer();
  const sentinel = useRef<HTMLDivElement>(null);
  const toComment = useLocation().hash.startsWith('#comment');
  const showComments = useIdleOrNear(sentinel, { eager: toComment });
  return (
    <>
      {documentTitle}
      <ArticleView id={id} licence={site ? { name: site.licence, url: site.licence_url } : undefined} />
      {id !== null && article.data !== undefined && viewer?.is_admin === true && (
        <p className={styles.edit}>
          <Link to={articleEditPath(id)}>{t('edit_article')}</Link>
        </p>
      )}
      {id !== null && article.data !== undefined && (
        <div className={styles.comments} ref={sentinel}>
          {showComments && (
            <Suspense fallback={null}>
              <CommentThread target={articlePath(id)} viewer={viewer} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
