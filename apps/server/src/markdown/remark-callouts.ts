import type { Blockquote, Nodes, Paragraph, Root } from 'mdast';

/**
 * Callouts, shared by the article and the wiki renderers: GitHub's alerts (`> [!NOTE]`, `[!TIP]`,
 * `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`, in any case), which Hugo renders too, and Obsidian's callouts of any
 * type with an optional title (`> [!info] Title`) and fold mark (`[!note]-`, `[!note]+`: accepted, shown open).
 */

const calloutStart = /^\[!([\w-]{1,40})\]([+-]?)[ \t]*([^\n]*)(?:\n|$)/;

/**
 * `> [!note] Title` → `<aside class="callout callout-note" data-callout="note">` whose first paragraph is the
 * title (`p.callout-title`): the title as written, else the type's name in English with a capital (`Note`,
 * `Warning`): the HTML is rendered once for every reader, and the type's name is what GitHub shows. A blockquote
 * whose first text is no callout mark is left as it is.
 */
export function calloutNode(quote: Blockquote): void {
  const first = quote.children[0];
  const text = first?.type === 'paragraph' ? first.children[0] : undefined;
  if (first?.type !== 'paragraph' || text?.type !== 'text') return;
  const match = calloutStart.exec(text.value);
  if (!match) return;
  const type = (match[1] ?? 'note').toLowerCase();
  const titleText = match[3]?.trim() || type.charAt(0).toUpperCase() + type.slice(1);
  text.value = text.value.slice(match[0].length);
  // The title line ends at the first line break of the paragraph; what follows it on the paragraph is body text.
  const title: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'text', value: titleText }],
    data: { hProperties: { className: ['callout-title'] } },
  };
  if (text.value === '' && first.children.length === 1) quote.children.shift();
  quote.children.unshift(title);
  quote.data = {
    ...quote.data,
    hName: 'aside',
    hProperties: { className: ['callout', `callout-${type}`], dataCallout: type },
  };
}

/** Applies `visit` to every blockquote, innermost last. */
export function eachBlockquote(node: Nodes, visit: (quote: Blockquote) => void): void {
  if (node.type === 'blockquote') visit(node);
  if ('children' in node) for (const child of node.children) eachBlockquote(child, visit);
}

/** The remark plugin turning every callout blockquote of the document into a callout (`calloutNode`). */
export function remarkCallouts() {
  return (tree: Root) => eachBlockquote(tree, calloutNode);
}
