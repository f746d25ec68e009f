import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/about.json';
import ja from '../../../locales/ja/about.json';
import zh from '../../../locales/zh/about.json';
import zhTw from '../../../locales/zh-tw/about.json';

/**
 * Issue 19 point 9: the privacy policy on /about/terms says, in all four languages, that avatars are looked up on
 * Gravatar by the server, and that visitors' browsers load them from this site only.
 */
describe('/about/terms privacy text', () => {
  const languages = { en, zh, 'zh-tw': zhTw, ja };
  it.each(Object.entries(languages))(
    '%s: one privacy item names Gravatar and says the server fetches it',
    (_, strings) => {
      const items = strings.terms.privacy.items.filter((item) => item.includes('Gravatar'));
      expect(items).toHaveLength(1);
      expect(items[0]).toMatch(/server|服务器|伺服器|サーバー/);
    },
  );
  it('every language has as many privacy items as English', () => {
    for (const strings of Object.values(languages))
      expect(strings.terms.privacy.items).toHaveLength(en.terms.privacy.items.length);
  });
});
