import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFoundError } from '../../../../features/blog/api.ts';
import { ArticleBody } from '../../../../features/blog/components/article-body.tsx';
import { usePreviewPage } from '../../../../features/blog-editor/api.ts';
import styles from '../../../../features/wiki/components/wiki.module.css';
import { Placeholder } from '../../../../ui/placeholder.tsx';
import { PageTitle } from '../../../layout/page-title.tsx';
import { useSiteTitle } from '../use-site-title.ts';

/**
 * "/blog/preview/<token>" (issue 23 point 2): an unpublished article shown to whoever holds its preview link,
 * without signing in; the server answers this page `noindex` and 404 for a revoked or unknown link.
 */
export default function ArticlePreviewPage() {
  const { t } = useTranslation('blog_editor');
  const token = useParams().token ?? '';
  const preview = usePreviewPage(token);
  const missing = isNotFoundError(preview.error) || (preview.error !== null && preview.data === undefined);
  const title = missing ? t('preview_page.not_found') : preview.data?.title;
  return (
    <div className={styles.page}>
      <PageTitle title={useSiteTitle(title)} />
      <article className={styles.card} aria-labelledby="preview-title">
        <p role="note">{t('preview_page.notice')}</p>
        {missing ? (
          <h1 id="preview-title">{t('preview_page.not_found')}</h1>
        ) : (
          <Placeholder loading={preview.data === undefined}>
            {preview.data && (
              <>
                <h1 id="preview-title" className={styles.title}>
                  {preview.data.title}
                </h1>
                <ArticleBody html={preview.data.html} />
              </>
            )}
          </Placeholder>
        )}
      </article>
    </div>
  );
}
