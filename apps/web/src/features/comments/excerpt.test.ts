import { describe, expect, it } from 'vitest';
import { commentExcerpt } from './excerpt.ts';

describe('commentExcerpt', () => {
  it('[SITE-01] reads the text of the HTML, whitespace collapsed', () => {
    expect(commentExcerpt('<p>Hello <strong>world</strong></p>\n<p>again</p>')).toBe('Hello world again');
  });

  it('[SITE-01] cuts long text with an ellipsis, counting characters, not UTF-16 units', () => {
    expect(commentExcerpt('<p>Hello world</p>', 8)).toBe('Hello w…');
    expect(commentExcerpt('<p>😀😀😀😀</p>', 3)).toBe('😀😀…');
  });

  it('only reads hostile markup: no script runs and no handler fires', () => {
    const w = window as unknown as { __xss?: boolean };
    expect(commentExcerpt('<img src=x onerror="window.__xss=true"><script>window.__xss=true</script>ok')).toBe(
      'window.__xss=trueok',
    );
    expect(w.__xss).toBeUndefined();
  });
});
