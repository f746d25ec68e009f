import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

const fixtures = '/work/shared/fixtures';

/** A post's text as an article's plain text is: front matter, fenced code and inline code left out. */
const prose = (file: string) =>
  readFileSync(file, 'utf8')
    .replace(/^---[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');

describe('detectLanguage: the language an article is written in (issue 19 point 6, feeds)', () => {
  // The expected tags come from the fixtures' own naming: the folder (hexo-docs/zh-cn, ja) or the file's
  // locale suffix (blog-more/x.zh-CN.md, x.en-US.md), written by the sites' translators, not by this project.
  const blogMore = readdirSync(`${fixtures}/blog-more`).filter((name) => /\.(zh-CN|en-US)\.md$/.test(name));
  it.each(blogMore)('blog-more/%s is in the language its name says', (name) => {
    const expected = name.includes('.zh-CN.') ? 'zh-CN' : 'en';
    expect(detectLanguage(prose(`${fixtures}/blog-more/${name}`))).toBe(expected);
  });

  it.each(readdirSync(`${fixtures}/blog/hexo-docs/zh-cn`))('hexo-docs/zh-cn/%s is Simplified Chinese', (name) => {
    expect(detectLanguage(prose(`${fixtures}/blog/hexo-docs/zh-cn/${name}`))).toBe('zh-CN');
  });

  it.each(readdirSync(`${fixtures}/blog/hexo-docs/ja`))('hexo-docs/ja/%s is Japanese, though full of kanji', (name) => {
    expect(detectLanguage(prose(`${fixtures}/blog/hexo-docs/ja/${name}`))).toBe('ja');
  });

  it('tells Traditional Chinese from Simplified (hexo-docs/zh-tw/front-matter.md)', () => {
    expect(detectLanguage(prose(`${fixtures}/blog/hexo-docs/zh-tw/front-matter.md`))).toBe('zh-TW');
  });

  it.each(readdirSync(`${fixtures}/blog/hexo-news`))('hexo-news/%s is English', (name) => {
    expect(detectLanguage(prose(`${fixtures}/blog/hexo-news/${name}`))).toBe('en');
  });

  it('names languages beyond the site interface, German and French, with their ISO 639-1 tags', () => {
    expect(
      detectLanguage(
        'Gestern sind wir am Fluss entlang gewandert. Das Wetter war kühl, aber die Bäume leuchteten in allen Farben des Herbstes, und wir haben lange auf der Brücke gestanden.',
      ),
    ).toBe('de');
    expect(
      detectLanguage(
        "Hier, nous avons marché le long de la rivière. Il faisait frais, mais les arbres brillaient de toutes les couleurs de l'automne et nous sommes restés longtemps sur le pont.",
      ),
    ).toBe('fr');
  });

  it('says nothing for a text too short to tell, or without letters', () => {
    expect(detectLanguage('Hello')).toBeNull();
    expect(detectLanguage('你好')).toBeNull();
    expect(detectLanguage('1234 5678 — !!! ??? 2024-01-01 12:00')).toBeNull();
  });
});
