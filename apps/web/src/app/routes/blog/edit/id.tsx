import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isNotFoundError } from '../../../../features/blog/api.ts';
import { idFromSplat } from '../../../../features/blog/blog-paths.ts';
import { ArticleBody } from '../../../../features/blog/components/article-body.tsx';
import { useCategoriesAndTags, useEditorArticle } from '../../../../features/blog-editor/api.ts';
import { ArticleEditor } from '../../../../features/blog-editor/components/article-editor.tsx';
import styles from '../../../../features/wiki/components/wiki.module.css';
import { Placeholder } from '../../../../ui/placeholder.tsx';
import { PageTitle } from '../../../layout/page-title.tsx';
import { useArticleWriter } from '../use-article-writer.ts';
import { useSiteTitle } from '../use-site-title.ts';

/**
 * "/blog/edit/<id...>" and "/blog/new" (issue 23 point 1): the article editor for the admin and the editors; anyone
 * else is told that only they may write, and a guest is offered the login.
 */
export default function ArticleEditPage() {
  const { t } = useTranslation('blog_editor');
  const splat = useParams()['*'];
  const id = splat === undefined ? null : idFromSplat(splat);
  const writer = useArticleWriter();
  const article = useEditorArticle(writer.canWrite ? writer.tokenid : null, id);
  const lists = useCategoriesAndTags();
  const heading = id === null ? t('title_new') : t('title_edit', { id });
  const missing = id !== null && isNotFoundError(article.error);
  return (
    <div className={styles.page}>
      <PageTitle title={useSiteTitle(heading)} />
      <section className={styles.card} aria-labelledby="article-edit-title">
        <h1 id="article-edit-title" className={styles.title}>
          {heading}
        </h1>
        <p>
          <Link to="/blog/manage">{t('manage.title')}</Link>
        </p>
        {writer.pending ? (
          <Placeholder loading />
        ) : !writer.canWrite || writer.tokenid === null ? (
          <div role="status">
            <p>{t('not_allowed')}</p>
            {writer.tokenid === null && <Link to="/account/login">{t('login')}</Link>}
          </div>
        ) : missing ? (
          <p role="status">{t('not_found')}</p>
        ) : (
          <Placeholder
            error={id !== null && article.isError}
            loading={id !== null && article.data === undefined}
            onRetry={() => article.refetch()}
          >
            {(id === null || article.data !== undefined) && (
              <ArticleEditor
                key={id ?? ''}
                tokenid={writer.tokenid}
                stored={id === null ? null : (article.data ?? null)}
                categories={lists.categories}
                tags={lists.tags}
                renderHtml={(html) => <ArticleBody html={html} />}
              />
            )}
          </Placeholder>
        )}
      </section>
    </div>
  );
}
