import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectHtmlBlocks, restoreHtmlBlocks, useHtmlBlock, withHtmlBlocks } from './html-blocks.ts';

function Block({ html }: { html: string }) {
  const block = useHtmlBlock(html);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own markup
  return <div data-html-block={block} dangerouslySetInnerHTML={{ __html: html }} />;
}

const article = '<h2 id="a">Heading &amp; more</h2><p>Text with <a href="/x?a=1&amp;b=2">a link</a> and 中文.</p>';

/** Renders `node` on the "server" and answers its markup and the blocks it recorded. */
function serverRender(node: React.ReactNode) {
  const stop = collectHtmlBlocks();
  const markup = renderToString(node);
  return { markup, blocks: stop() };
}

describe("HTML blocks: an answer's HTML goes to the browser once, in the markup", () => {
  it("replaces the answer's HTML by a reference, and the browser reads the same markup back from the page", () => {
    const { markup, blocks } = serverRender(<Block html={article} />);
    const answer = { id: 'a', title: 'T', html: article, list: [{ html: article }], other: '<p>not shown</p>' };
    const sent = JSON.parse(JSON.stringify(withHtmlBlocks(answer, blocks, markup)));
    expect(JSON.stringify(sent)).not.toContain('Heading');
    expect(sent.other).toBe('<p>not shown</p>');
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    const restored = restoreHtmlBlocks(sent, document.body) as typeof answer;
    expect(restored).toEqual(answer);
  });

  it('keeps the HTML in the answer when the markup does not hold the block (a pass that was not the last)', () => {
    const { blocks } = serverRender(<Block html={article} />);
    const answer = { html: article };
    expect(withHtmlBlocks(answer, blocks, '<div>another render</div>')).toEqual(answer);
  });

  it('records nothing outside a server render', () => {
    renderToString(<Block html={article} />);
    const { blocks } = serverRender(<p>no block</p>);
    expect(blocks.size).toBe(0);
  });

  it('answers undefined when the page lacks a referenced block, so the app renders instead of hydrating', () => {
    document.body.innerHTML = '<div id="root"><p>no block here</p></div>';
    expect(restoreHtmlBlocks({ html: { $html_block: 'missing' } }, document.body)).toBeUndefined();
  });
});
