import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFoundError, useArticle } from '../../../../features/blog/api.ts';
import { idFromSplat } from '../../../../features/blog/blog-paths.ts';
import { ArticleView } from '../../../../features/blog/components/article-view.tsx';
import { useBreadcrumbLabel } from '../../../layout/page-hooks.ts';
import { useSiteInfo } from '../../../layout/site-info.ts';
import { useSiteTitle } from '../use-site-title.ts';

/**
 * "/blog/articles/<id...>": the id spans the rest of the path [ROUTE-14]
 * (`/blog/articles/hexo-news/2019-10-14-hexo-4-released`). The route is flagged manual_title [ROUTE-15], so
 * this page sets the title itself [LAYOUT-32]: "<article title> - <site name>", or "Article not found - <site
 * name>" for a wrong address [ERR-03]. The licence notice's text and link come from the site info [SITE-03].
 */
export default function ArticlePage() {
  const { t } = useTranslation('blog');
  const id = idFromSplat(useParams()['*']);
  const article = useArticle(id);
  const site = useSiteInfo().data;
  const notFound = id === null || isNotFoundError(article.error);
  const title = notFound ? t('not_found.title') : article.data?.title;
  useSiteTitle(title);
  useBreadcrumbLabel(notFound ? undefined : title);
  return <ArticleView id={id} licence={site ? { name: site.licence, url: site.licence_url } : undefined} />;
}
