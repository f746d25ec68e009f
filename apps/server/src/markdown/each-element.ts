import type { Element, Nodes, Root } from 'hast';

/**
 * Calls `visit` for every element under `node` (a hast tree: the HTML of rendered Markdown), parents before
 * children, with the element's parent (whose `children` the visitor may filter). Shared by the article and the
 * comment renderers' plugins.
 */
export function eachElement(node: Nodes, visit: (element: Element, parent: Element | Root) => void): void {
  if (!('children' in node)) return;
  for (const child of node.children) {
    if (child.type === 'element') {
      visit(child, node);
      eachElement(child, visit);
    }
  }
}
