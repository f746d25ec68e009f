import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEditorArticles } from '../../../features/blog-editor/api.ts';
import { ManageList } from '../../../features/blog-editor/components/manage-list.tsx';
import styles from '../../../features/wiki/components/wiki.module.css';
import { buttonClassName } from '../../../ui/button.tsx';
import { Placeholder } from '../../../ui/placeholder.tsx';
import { PageTitle } from '../../layout/page-title.tsx';
import { useArticleWriter } from './use-article-writer.ts';
import { useSiteTitle } from './use-site-title.ts';

/** "/blog/manage" (issue 23 point 1): every article with its status, for the admin and the editors. */
export default function ManageArticlesPage() {
  const { t } = useTranslation('blog_editor');
  const writer = useArticleWriter();
  const list = useEditorArticles(writer.canWrite ? writer.tokenid : null);
  return (
    <div className={styles.page}>
      <PageTitle title={useSiteTitle(t('manage.title'))} />
      <section className={styles.card} aria-labelledby="manage-title">
        <h1 id="manage-title" className={styles.title}>
          {t('manage.title')}
        </h1>
        {writer.pending ? (
          <Placeholder loading />
        ) : !writer.canWrite ? (
          <div role="status">
            <p>{t('not_allowed')}</p>
            {writer.tokenid === null && <Link to="/account/login">{t('login')}</Link>}
          </div>
        ) : (
          <>
            <p>
              <Link to="/blog/new" className={buttonClassName('primary')}>
                {t('manage.new')}
              </Link>
            </p>
            <Placeholder error={list.isError} loading={list.data === undefined} onRetry={() => list.refetch()}>
              {list.data && <ManageList rows={list.data} />}
            </Placeholder>
          </>
        )}
      </section>
    </div>
  );
}
