import { describe, expect, it } from 'vitest';
import { searchWordsOf } from './not-found.tsx';

describe('searchWordsOf', () => {
  it("takes the words of a wrong address's last named segment", () => {
    expect(searchWordsOf('/2019/10/14/hexo-4-releasd/')).toBe('hexo 4 releasd');
    expect(searchWordsOf('/posts/my_old-post.html')).toBe('my old post');
    expect(searchWordsOf('/notes/a+b/index.html')).toBe('a b');
    expect(searchWordsOf('/archives/%E5%86%99%E4%BD%9C/')).toBe('写作');
    expect(searchWordsOf('/bad/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('gives nothing for numbers only or the root', () => {
    expect(searchWordsOf('/')).toBe('');
    expect(searchWordsOf('/2019/10/14/')).toBe('');
    expect(searchWordsOf('/p/42.html')).toBe('');
  });
});
