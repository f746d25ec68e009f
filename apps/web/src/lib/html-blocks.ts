import { useId } from 'react';

/**
 * HTML blocks (docs/decisions/0029, "The HTML once"): a server-rendered page writes an article's HTML into its body
 * and its query cache carries the same HTML again for hydration, the largest part of `#ssr-state` (an article of
 * 9 KB then weighs 20 KB in the page). A component that renders an API answer's HTML verbatim marks its element
 * with `useHtmlBlock`; the server replaces that string in the dehydrated answers by a reference to the element
 * (`withHtmlBlocks`), and the browser reads it back from the element before hydrating (`restoreHtmlBlocks`): the
 * same markup, as the browser's parser serialises it.
 */

/** The attribute naming a block's element. */
export const htmlBlockAttribute = 'data-html-block';

/** What stands in the dehydrated state for a string the page's markup holds: the id of its element. */
export type HtmlBlockReference = { $html_block: string };

let collecting: Map<string, string> | undefined;

/**
 * Server rendering: records, from here until the returned function is called, the HTML blocks the render writes
 * (block id -> HTML); the function answers them and stops. One render at a time (as `render` in entry-server).
 */
export function collectHtmlBlocks(): () => Map<string, string> {
  const blocks = new Map<string, string>();
  collecting = blocks;
  return () => {
    if (collecting === blocks) collecting = undefined;
    return blocks;
  };
}

/**
 * Marks an element whose inner HTML is `html` as written (`dangerouslySetInnerHTML`): put the returned id in its
 * `data-html-block` attribute. The id is React's `useId`, the same on the server and in the hydrating browser.
 */
export function useHtmlBlock(html: string): string {
  const id = useId();
  collecting?.set(id, html);
  return id;
}

/** Calls `replace` on every value nested in `value` (arrays and plain objects), bottom first; answers the result. */
function mapDeep(value: unknown, replace: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return replace(value.map((item) => mapDeep(item, replace)));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = mapDeep(item, replace);
    return replace(out);
  }
  return replace(value);
}

/**
 * Server: `data` (an answer of the query cache) with each string equal to the HTML of a block in `blocks` that the
 * rendered `markup` contains replaced by its `HtmlBlockReference`. Strings of blocks that are not in the markup (a
 * render pass that was not the last) stay.
 */
export function withHtmlBlocks(data: unknown, blocks: Map<string, string>, markup: string): unknown {
  const idOf = new Map<string, string>();
  for (const [id, html] of blocks)
    if (html.length > 0 && markup.includes(`${htmlBlockAttribute}="${id}"`)) idOf.set(html, id);
  if (idOf.size === 0) return data;
  return mapDeep(data, (value) => {
    const id = typeof value === 'string' ? idOf.get(value) : undefined;
    return id === undefined ? value : ({ $html_block: id } satisfies HtmlBlockReference);
  });
}

const isReference = (value: unknown): value is HtmlBlockReference =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value).length === 1 &&
  typeof (value as HtmlBlockReference).$html_block === 'string';

/**
 * Browser, before hydrating: `data` with every `HtmlBlockReference` replaced by the inner HTML of its element in
 * `root`; undefined when an element is missing (the page is then rendered from scratch, not hydrated).
 */
export function restoreHtmlBlocks(data: unknown, root: ParentNode): unknown {
  let missing = false;
  const restored = mapDeep(data, (value) => {
    if (!isReference(value)) return value;
    const element = [...root.querySelectorAll(`[${htmlBlockAttribute}]`)].find(
      (candidate) => candidate.getAttribute(htmlBlockAttribute) === value.$html_block,
    );
    if (!element) missing = true;
    return element?.innerHTML ?? '';
  });
  return missing ? undefined : restored;
}
