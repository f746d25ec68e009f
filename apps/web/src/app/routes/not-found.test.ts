import { describe, expect, it } from 'vitest';
import { createI18n, type Language } from '../../lib/i18n.ts';
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

describe('the Not Found page in four languages (issue 19 point 6)', () => {
  it.each([
    ['en', 'Not Found', 'Page not Found'],
    ['zh', '找不到页面', '页面不存在'],
    ['zh-tw', '找不到頁面', '頁面不存在'],
    ['ja', 'ページが見つかりません', 'このページは存在しません'],
  ])(
    '%s: its heading and text are in that language (ROUTE-05 and ERR-02 give the English words)',
    async (language, title, body) => {
      const i18n = await createI18n(language as Language, ['layout']);
      expect(i18n.t('layout:not_found.title')).toBe(title);
      expect(i18n.t('layout:not_found.body')).toBe(body);
    },
  );
});
