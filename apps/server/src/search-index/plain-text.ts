import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];

/** Elements whose text is never shown as prose. */
const skipped = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'button']);
/** Elements that end a line of text. */
const blocks = new Set([
  'p',
  'div',
  'br',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'tr',
  'td',
  'th',
  'dt',
  'dd',
  'figcaption',
  'aside',
  'section',
  'summary',
  'details',
  'hr',
]);

/**
 * The text a reader sees in sanitised HTML (a stored article, wiki page or review), one line per block element,
 * spaces inside a line collapsed, empty lines dropped, control characters removed. Never throws.
 * @example htmlToPlainText('<h2>A</h2><p>b <em>c</em></p>') === 'A\nb c'
 */
export function htmlToPlainText(html: string): string {
  const parts: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#text') parts.push((node as { value: string }).value);
      else if ('childNodes' in node && !skipped.has(node.nodeName)) {
        const block = blocks.has(node.nodeName);
        if (block) parts.push('\n');
        walk(node.childNodes as Node[]);
        if (block) parts.push('\n');
      }
    }
  };
  walk(parseFragment(html).childNodes as Node[]);
  return plainLines(parts.join(''));
}

/** `text` with control characters turned to spaces, spaces collapsed inside each line and blank lines dropped. */
export function plainLines(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[\p{Cc}\u00a0]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line !== '')
    .join('\n');
}
