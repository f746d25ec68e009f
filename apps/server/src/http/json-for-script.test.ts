import { jsonForScript } from '@site/contracts';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';

type Element = DefaultTreeAdapterMap['element'];
type TextNode = DefaultTreeAdapterMap['textNode'];

/** The `<body>` of `html` as an HTML5 parser (parse5, the WHATWG algorithm) builds it. */
function bodyOf(html: string): Element {
  const document = parse(`<!doctype html><html><head></head><body>${html}</body></html>`);
  const root = document.childNodes.find((node): node is Element => node.nodeName === 'html');
  const body = root?.childNodes.find((node): node is Element => node.nodeName === 'body');
  if (!body) throw new Error('no body');
  return body;
}

const hostile = [
  '</script><script>alert(1)</script>',
  '</SCRIPT  ><img src=x onerror=alert(1)>',
  '<!--<script>',
  '--> <!-- </script',
  'a & b &amp; c &lt; d > e',
  'line\u2028separator\u2029paragraph',
  '中文 <b>粗</b> 日本語',
];

describe('jsonForScript: a JSON data block that an HTML parser reads back whole', () => {
  it.each(hostile)('keeps %j inside its <script>, and JSON reads the same value back', (text) => {
    const value = { html: text, list: [text], nested: { text } };
    const body = bodyOf(`<script type="application/json">${jsonForScript(value)}</script><p id="after">after</p>`);
    const elements = body.childNodes.filter((node): node is Element => 'tagName' in node);
    // One script, then the paragraph: nothing ended the script early or swallowed what follows it.
    expect(elements.map((element) => element.tagName)).toEqual(['script', 'p']);
    const [script] = elements;
    const text0 = (script?.childNodes[0] as TextNode | undefined)?.value ?? '';
    expect(JSON.parse(text0)).toEqual(value);
  });

  it('writes no "<" at all, and leaves ">" and "&" as they are (a script has no character references)', () => {
    const out = jsonForScript({ a: '<>&' });
    expect(out).not.toContain('<');
    expect(out).toBe('{"a":"\\u003c>&"}');
  });
});
