import type { Category } from '@site/contracts';

/** A category with its child categories, as the tree views show it. */
export type CategoryNode = Category & { children: CategoryNode[] };

/**
 * Builds the category tree from the flat list `blog/get_categories.php` answers (`parent_id` links them).
 *
 * - Order is kept: siblings appear in the order of the input (the server sorts them).
 * - A category whose parent is not in the list becomes a root, so no category is ever hidden.
 * - A `parent_id` cycle (bad data) is broken where it closes: the category that would close it becomes a
 *   root instead of vanishing or looping forever.
 *
 * @example buildCategoryTree([{id:'study',parent_id:null,...}, {id:'study/frontend',parent_id:'study',...}])
 *   // -> [{id:'study', children:[{id:'study/frontend', children:[]}]}]
 */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>();
  for (const category of categories) nodes.set(category.id, { ...category, children: [] });

  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent && !isAncestorOrSelf(node.id, parent.id, nodes)) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** True when `id` is `fromId` or one of its ancestors (following parent_id links that exist). */
function isAncestorOrSelf(id: string, fromId: string, nodes: Map<string, CategoryNode>): boolean {
  const seen = new Set<string>();
  let current: string | null = fromId;
  while (current !== null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = nodes.get(current)?.parent_id ?? null;
  }
  return false;
}
