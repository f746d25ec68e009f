import { describe, expect, it } from 'vitest';
import { renderNote } from './markdown-preview.ts';

describe('renderNote (issue 24 point 7)', () => {
  it('renders GFM', () => {
    expect(renderNote('# Title\n\n**bold** ~~gone~~\n\n| a |\n| - |\n| 1 |')).toContain('<h1>Title</h1>');
    expect(renderNote('**bold** ~~gone~~')).toBe('<p><strong>bold</strong> <del>gone</del></p>');
    expect(renderNote('| a |\n| - |\n| 1 |')).toContain('<table>');
  });

  it('drops raw HTML, scripts, handlers, javascript: links, images and ids', () => {
    const html = renderNote(
      '<script>alert(1)</script><img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) ![p](https://e.x/p.png) <b id="x" onclick="y">b</b>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img|id=/i);
    expect(html).toBe('<p><a rel="noopener noreferrer" target="_blank">a</a>  b</p>');
  });

  it('opens http links in a new tab without referrer', () => {
    expect(renderNote('[site](https://example.com)')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a></p>',
    );
  });
});
