import { parseFragment } from 'parse5';

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; content?: Node };

/**
 * The unsafe elements and attributes of `html` as a browser parses it (parse5): script/style/frame/svg-like
 * elements, `on*` and `style` attributes, `javascript:`/`data:`/`vbscript:` addresses. Unlike a regular expression
 * over the text, text inside an attribute value (`alt="<img onerror=…>"`, inert) is not mistaken for a tag.
 * For tests.
 */
export function unsafeElements(html: string): string[] {
  const found: string[] = [];
  const walk = (node: Node) => {
    if (/^(script|style|iframe|object|embed|svg|math|base|link|meta|form)$/i.test(node.nodeName))
      found.push(`<${node.nodeName}>`);
    for (const attr of node.attrs ?? []) {
      if (/^on|^style$/i.test(attr.name)) found.push(`${node.nodeName}[${attr.name}]`);
      if (
        /^(href|src|action|formaction|xlink:href)$/i.test(attr.name) &&
        /^\s*(javascript|vbscript|data):/i.test(attr.value)
      )
        found.push(`${node.nodeName}[${attr.name}=${attr.value}]`);
    }
    for (const child of node.childNodes ?? []) walk(child);
    if (node.content) walk(node.content);
  };
  walk(parseFragment(html) as unknown as Node);
  return found;
}
