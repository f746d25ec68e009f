import { describe, expect, it } from 'vitest';
import { foldForSearch, foldText, foldWithOffsets, originalRange } from './fold.ts';

// Expected values are written by hand from issue 22's rules (case, width, accents, Traditional/Simplified).
describe('foldForSearch (issue 22 point 2)', () => {
  it('lower-cases, and turns full-width Latin and digits into ASCII', () => {
    expect(foldForSearch('ＡＢＣ ｘｙｚ １２３')).toBe('abc xyz 123');
    expect(foldForSearch('Hello WORLD')).toBe('hello world');
  });

  it('turns half-width katakana into full-width, voiced marks joined', () => {
    expect(foldForSearch('ｶﾀｶﾅ')).toBe('カタカナ');
    expect(foldForSearch('ｶﾞｷﾞｸﾞ ﾊﾟ')).toBe('ガギグ パ');
  });

  it('drops accents but keeps kana voicing (が is not か)', () => {
    expect(foldForSearch('Café Pokémon Ångström naïve')).toBe('cafe pokemon angstrom naive');
    expect(foldForSearch('cafe\u0301')).toBe('cafe');
    expect(foldForSearch('がぎぐ')).toBe('がぎぐ');
    expect(foldForSearch('か\u3099')).toBe('が');
  });

  it('folds Traditional Chinese to Simplified, and leaves Simplified as it is', () => {
    expect(foldForSearch('繁體中文')).toBe('繁体中文');
    expect(foldForSearch('繁体中文')).toBe('繁体中文');
    expect(foldForSearch('臺灣 後來 頭髮 裏面')).toBe('台湾 后来 头发 里面');
    // Simplified 么 stays itself (Taiwan's variant table would make it 幺).
    expect(foldForSearch('什麼 什么')).toBe('什么 什么');
  });

  it('does not fold hiragana and katakana into each other', () => {
    expect(foldForSearch('ひらがな カタカナ')).toBe('ひらがな カタカナ');
  });

  it('keeps emoji whole, and makes a lone surrogate U+FFFD', () => {
    expect(foldForSearch('I ❤ 🎵 👍🏽')).toBe('i ❤ 🎵 👍🏽');
    expect(foldForSearch('a\ud800b\udc00')).toBe('a\ufffdb\ufffd');
  });

  it('makes every whitespace one space, without collapsing runs', () => {
    expect(foldForSearch('a\tb\nc\u00a0d\u3000e  f')).toBe('a b c d e  f');
  });

  it('changes nothing when folding a folded text again (the index may store folded text)', () => {
    const folded = 'cafe 繁体 カタカナ ガ ひらがな 株式会社 fi 什么 i σασ 🎵';
    expect(foldForSearch(folded)).toBe(folded);
  });

  it('folds Greek final sigma to sigma, so capitals find lower case', () => {
    expect(foldForSearch('ΣΟΦΙΑΣ σοφιας')).toBe('σοφιασ σοφιασ');
  });

  it('opens compatibility forms', () => {
    expect(foldForSearch('ﬁne ㍿')).toBe('fine 株式会社');
  });
});

describe('foldWithOffsets (issue 22 point 3: highlights on the original)', () => {
  it('maps one to one for ASCII', () => {
    expect(foldWithOffsets('AbC')).toEqual({ folded: 'abc', offsets: [0, 1, 2, 3] });
  });

  it('points a dropped accent back to its letter, and ends at text.length', () => {
    expect(foldWithOffsets('e\u0301x')).toEqual({ folded: 'ex', offsets: [0, 2, 3] });
    expect(foldWithOffsets('Éa')).toEqual({ folded: 'ea', offsets: [0, 1, 2] });
  });

  it('points every unit of an expansion at its start', () => {
    expect(foldWithOffsets('a㍿b')).toEqual({ folded: 'a株式会社b', offsets: [0, 1, 1, 1, 1, 2, 3] });
  });

  it('maps an emoji unit to unit, and a joined half-width voiced mark to its kana', () => {
    expect(foldWithOffsets('🎵x')).toEqual({ folded: '🎵x', offsets: [0, 1, 2, 3] });
    expect(foldWithOffsets('ｶﾞx')).toEqual({ folded: 'ガx', offsets: [0, 2, 3] });
  });

  it('has folded.length + 1 offsets for any text', () => {
    for (const text of ['', 'x', 'ＡＢＣ', '繁體', '㍿㍿', '\ud800', 'ﷺ']) {
      const { folded, offsets } = foldWithOffsets(text);
      expect(offsets).toHaveLength(folded.length + 1);
      expect(offsets[offsets.length - 1]).toBe(text.length);
    }
  });
});

describe('originalRange', () => {
  it('covers the whole source of the last unit, accents and expansions included', () => {
    expect(originalRange(foldText('cafe\u0301!'), 0, 4)).toEqual([0, 5]);
    // '株式' is inside the expansion of ㍿: the range is the whole ㍿.
    expect(originalRange(foldText('a㍿b'), 1, 3)).toEqual([1, 2]);
  });

  it('never splits a surrogate pair', () => {
    const text = foldText('x🎵y');
    expect(originalRange(text, 1, 2)).toEqual([1, 3]);
    expect(originalRange(text, 2, 3)).toEqual([1, 3]);
  });
});
