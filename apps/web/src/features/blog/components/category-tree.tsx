import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCategories } from '../api.ts';
import { categoryPath } from '../blog-paths.ts';
import { buildCategoryTree, type CategoryNode } from '../category-tree.ts';
import styles from './category-tree.module.css';
import { QueryState } from './query-state.tsx';

/**
 * The hierarchical category tree (multi-segment ids such as `study/frontend` nest under `study`), each
 * category a link to its page with its article count (the category's and its descendants' articles).
 * Loading, error and empty states go through the Placeholder.
 */
export function CategoryTree() {
  const { t } = useTranslation('blog');
  const query = useCategories();
  const tree = query.data ? buildCategoryTree(query.data) : [];
  return (
    <QueryState query={query} empty={query.data !== undefined && tree.length === 0} emptyText={t('categories.empty')}>
      <nav aria-label={t('categories.tree_label')}>
        <CategoryBranch nodes={tree} root />
      </nav>
    </QueryState>
  );
}

/** Props of `CategoryBranch`: sibling categories; `root` styles the outermost list. */
export type CategoryBranchProps = { nodes: CategoryNode[]; root?: boolean };

/** A list of categories, each with its own children nested below it. Also lists a category's children. */
export function CategoryBranch({ nodes, root = false }: CategoryBranchProps) {
  const { t } = useTranslation('blog');
  return (
    <ul className={root ? styles.root : styles.branch}>
      {nodes.map((node) => (
        <li key={node.id}>
          <span className={styles.row}>
            <Link to={categoryPath(node.id)}>{node.name}</Link>
            <span className={styles.count}>{t('categories.count', { count: node.article_count })}</span>
          </span>
          {node.description && <span className={styles.description}>{node.description}</span>}
          {node.children.length > 0 && <CategoryBranch nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}
