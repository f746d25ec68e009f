import type { WikiPageRef } from '@site/contracts';

/**
 * One node of the wiki's page tree: a folder made from an id's leading segments (`guides` of `guides/setup`),
 * which may itself be a page too (`page` set when an id equals the folder's path), or a leaf page.
 * `path` is the id prefix up to this node; `children` are sorted folders first, then by name.
 */
export type WikiTreeNode = {
  name: string;
  path: string;
  page: WikiPageRef | null;
  children: WikiTreeNode[];
};

/**
 * Builds the page tree from every page's id: each "/"-separated segment is a level. Sorted by name in the
 * locale's collation (numbers in their order: `2` before `10`), folders before pages on each level.
 *
 * @example buildWikiTree([{id: 'a/b'}, {id: 'a'}]) → [{name: 'a', page: a, children: [{name: 'b', page: a/b}]}]
 */
export function buildWikiTree(pages: readonly WikiPageRef[], locale?: string): WikiTreeNode[] {
  const root: WikiTreeNode = { name: '', path: '', page: null, children: [] };
  for (const page of pages) {
    let node = root;
    for (const segment of page.id.split('/')) {
      const path = node.path ? `${node.path}/${segment}` : segment;
      let child = node.children.find((c) => c.name === segment);
      if (!child) {
        child = { name: segment, path, page: null, children: [] };
        node.children.push(child);
      }
      node = child;
    }
    node.page = page;
  }
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sort = (nodes: WikiTreeNode[]) => {
    nodes.sort(
      (a, b) => Number(b.children.length > 0) - Number(a.children.length > 0) || collator.compare(a.name, b.name),
    );
    for (const node of nodes) sort(node.children);
  };
  sort(root.children);
  return root.children;
}

/** How many pages a node holds, itself included. */
export function countPages(node: WikiTreeNode): number {
  return (node.page ? 1 : 0) + node.children.reduce((sum, child) => sum + countPages(child), 0);
}

/**
 * The nodes a tree view shows, in order, given which folders are open: each with its depth (1 at the top), its
 * parent's path and whether it is a folder. For the tree's keyboard moves (next, previous, parent).
 */
export function visibleTreeNodes(
  nodes: readonly WikiTreeNode[],
  open: ReadonlySet<string>,
  depth = 1,
  parent: string | null = null,
): { node: WikiTreeNode; depth: number; parent: string | null }[] {
  return nodes.flatMap((node) => [
    { node, depth, parent },
    ...(node.children.length > 0 && open.has(node.path)
      ? visibleTreeNodes(node.children, open, depth + 1, node.path)
      : []),
  ]);
}
