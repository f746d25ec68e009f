import type { Root } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { eachElement } from '../../markdown/each-element.ts';

/**
 * The comment allow-list: GitHub's schema (what the blog starts from) without images, form inputs and ids, and
 * links only to http(s) and mailto. GitHub's schema already drops `<script>`, `<style>`, every `on*` attribute,
 * `style` and `javascript:` addresses.
 */
const commentSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => !['img', 'input', 'picture', 'source'].includes(t)),
  clobber: [],
  attributes: { ...defaultSchema.attributes, '*': (defaultSchema.attributes?.['*'] ?? []).filter((a) => a !== 'id') },
  protocols: { href: ['http', 'https', 'mailto'], cite: ['http', 'https'] },
};

/** Links in comments are the commenter's: search engines get no endorsement and the opener is cut. */
function markLinks() {
  return (tree: Root) =>
    eachElement(tree, (element) => {
      if (element.tagName === 'a') element.properties.rel = ['nofollow', 'ugc', 'noopener', 'noreferrer'];
    });
}

/**
 * Comment Markdown: GFM without raw HTML (remark-rehype drops it), sanitised. The server renders on save and
 * again on every display from the stored source (`renderComment` is memoised), so a stored HTML column is never
 * sent as it is.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, commentSchema)
  .use(markLinks)
  .use(rehypeStringify)
  .freeze();

const cache = new Map<string, string>();
const cacheSize = 2000;

/**
 * Renders a comment's Markdown to sanitised HTML. Never throws for any input string.
 * @example renderComment('**hi** <script>x</script> [a](javascript:alert(1))') → '<p><strong>hi</strong>  <a rel="…">a</a></p>'
 */
export function renderComment(source: string): string {
  const cached = cache.get(source);
  if (cached !== undefined) return cached;
  const html = String(processor.processSync(source));
  if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
  cache.set(source, html);
  return html;
}
