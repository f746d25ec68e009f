import type { Element, Root } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * The scratch pad's preview (issue 24 point 7; docs/decisions/0038): the server's comment pipeline and sanitiser
 * rules (`apps/server/src/modules/comments/render-comment.ts`), run in the browser because a note must never be
 * sent. This module is loaded only by /laboratory/temp, on demand: no other page ships Markdown code.
 *
 * The allow-list is the comments': GitHub's schema without images (a note's picture would be fetched from a third
 * party, telling it the page was opened), form inputs and ids, links only to http(s) and mailto. GitHub's schema
 * already drops `<script>`, `<style>`, every `on*` attribute, `style` and `javascript:` addresses.
 */
export const previewSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => !['img', 'input', 'picture', 'source'].includes(t)),
  clobber: [],
  attributes: { ...defaultSchema.attributes, '*': (defaultSchema.attributes?.['*'] ?? []).filter((a) => a !== 'id') },
  protocols: { href: ['http', 'https', 'mailto'], cite: ['http', 'https'] },
};

function visit(node: Root | Element, each: (element: Element) => void): void {
  for (const child of node.children) {
    if (child.type === 'element') {
      each(child);
      visit(child, each);
    }
  }
}

/** Links in a note open in a new tab (the note stays) and tell the other site nothing of this page. */
function markLinks() {
  return (tree: Root) =>
    visit(tree, (element) => {
      if (element.tagName === 'a') {
        element.properties.rel = ['noopener', 'noreferrer'];
        element.properties.target = '_blank';
      }
    });
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, previewSchema)
  .use(markLinks)
  .use(rehypeStringify)
  .freeze();

/**
 * A note's Markdown as sanitised HTML: GFM, raw HTML dropped (remark-rehype leaves it out), then the allow-list.
 * Never throws for any string.
 *
 * @example renderNote('**hi** <script>x</script> [a](javascript:alert(1))') // '<p><strong>hi</strong>  <a …>a</a></p>'
 */
export function renderNote(source: string): string {
  return String(processor.processSync(source));
}
