import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { articlesQuery } from '../../../../features/blog/api.ts';
import { tagFromSplat } from '../../../../features/blog/blog-paths.ts';
import { ArticleList } from '../../../../features/blog/components/article-list.tsx';
import { FeedLinks } from '../../../../features/blog/components/feed-links.tsx';
import { NotFoundState } from '../../../../features/blog/components/not-found-state.tsx';
import { articlesPageSize } from '../../../../features/blog/page-param.ts';
import { useBreadcrumbLabel } from '../../../layout/page-hooks.ts';
import { PageTitle } from '../../../layout/page-title.tsx';
import styles from '../blog-page.module.css';
import { useSiteTitle } from '../use-site-title.ts';

/**
 * "/blog/tags/<tag>": the articles carrying the tag, newest first, paged by `?page=N`. The route is flagged
 * manual_title, so this page sets the title itself [LAYOUT-32]: "<tag> - <site name>", or "Tag not found -
 * <site name>" when no article carries the tag (the server answers that address with HTTP 404 too).
 */
export default function TagPage() {
  const { t } = useTranslation('blog');
  const tag = tagFromSplat(useParams()['*']);
  // The first page tells whether any article carries the tag (the list below shares its cached answer).
  const first = useQuery({ ...articlesQuery(1, articlesPageSize, { tag }), enabled: tag !== null });
  const notFound = tag === null || first.data?.total === 0;
  const documentTitle = <PageTitle title={useSiteTitle(notFound ? t('tag.not_found_title') : (tag ?? undefined))} />;
  useBreadcrumbLabel(notFound ? undefined : (tag ?? undefined));
  if (notFound)
    return (
      <>
        {documentTitle}
        <NotFoundState kind="tag" />
      </>
    );
  return (
    <div className={styles.page}>
      {documentTitle}
      <h1 className={styles.title}>{t('tag.title', { tag })}</h1>
      <p className={styles.links}>
        <Link to="/blog/tags">{t('tag.all_tags')}</Link>
      </p>
      {tag !== null && <FeedLinks query={{ tag }} name={tag} />}
      <ArticleList tag={tag} />
    </div>
  );
}
