import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFoundError, useCategory } from '../../../../features/blog/api.ts';
import { categoryPath, folderCrumbs, idFromSplat } from '../../../../features/blog/blog-paths.ts';
import { CategoryView } from '../../../../features/blog/components/category-view.tsx';
import { useBreadcrumbLabel } from '../../../layout/page-hooks.ts';
import { PageTitle } from '../../../layout/page-title.tsx';
import { useSiteTitle } from '../use-site-title.ts';

/**
 * "/blog/categories/<id...>": the id spans the rest of the path [ROUTE-12] (`/blog/categories/a/b` is `a/b`).
 * The route is flagged manual_title [ROUTE-13], so this page sets the title itself [LAYOUT-32]:
 * "<category name> - <site name>", or "Category not found - <site name>" for a wrong address.
 */
export default function CategoryPage() {
  const { t } = useTranslation('blog');
  const id = idFromSplat(useParams()['*']);
  const category = useCategory(id);
  const notFound = id === null || isNotFoundError(category.error);
  const name = notFound ? t('category.not_found_title') : category.data?.category.name;
  const documentTitle = <PageTitle title={useSiteTitle(name)} />;
  // The category's ancestors show their names (issue 19), from the category's own path.
  const ancestors = category.data?.path;
  const crumbs = id !== null && ancestors ? folderCrumbs(categoryPath, id, ancestors, '/blog/categories') : undefined;
  useBreadcrumbLabel(notFound ? undefined : name, crumbs);
  return (
    <>
      {documentTitle}
      <CategoryView id={id} />
    </>
  );
}
