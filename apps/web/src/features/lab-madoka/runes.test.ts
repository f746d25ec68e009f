import { describe, expect, it } from 'vitest';
import { glyphPaths, runeLetters, separatorPath } from './glyphs.ts';
import { encodeRunes, foldLatin, letterOfPath, pressRuneKey, readRunes, runeCount } from './runes.ts';

// The expected letters are written out here from the alphabet, not read from the module's tables.
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('runes (issue 25 point 4)', () => {
  it('encodes and decodes every letter A-Z, upper and lower case, to itself in lower case', () => {
    for (const upper of alphabet) {
      const lower = upper.toLowerCase();
      for (const input of [upper, lower]) {
        const { lines, skipped } = encodeRunes(input);
        expect(lines, input).toEqual([[[lower]]]);
        expect(skipped).toEqual([]);
        expect(readRunes(lines)).toBe(lower);
        // Back from the drawn rune: its path data names the letter again.
        expect(letterOfPath(glyphPaths[lines[0]?.[0]?.[0] ?? 'a'], glyphPaths)).toBe(lower);
      }
    }
    expect(readRunes(encodeRunes(alphabet).lines)).toBe('abcdefghijklmnopqrstuvwxyz');
    expect(runeCount(encodeRunes(alphabet).lines)).toBe(26);
  });

  it('writes every letter back from the rune keyboard, with space and backspace', () => {
    let text = '';
    for (const letter of 'thequickbrownfox') text = pressRuneKey(text, letter as 'a');
    expect(text).toBe('thequickbrownfox');
    text = pressRuneKey(text, 'space');
    text = pressRuneKey(text, 'space');
    expect(text).toBe('thequickbrownfox ');
    text = pressRuneKey(pressRuneKey(text, 'j'), 'backspace');
    expect(text).toBe('thequickbrownfox ');
    expect(pressRuneKey('', 'space')).toBe('');
    expect(pressRuneKey('', 'backspace')).toBe('');
    for (const upper of alphabet) {
      const lower = upper.toLowerCase() as 'a';
      expect(readRunes(encodeRunes(pressRuneKey('', lower)).lines)).toBe(lower);
    }
  });

  it('folds accented letters to their base letter and ignores case', () => {
    expect(foldLatin('Ça déjà vu, Ångström, NAÏVE, Øre, Straße')).toBe('ca deja vu, angstrom, naive, øre, straße');
    expect(readRunes(encodeRunes('Crème Brûlée').lines)).toBe('creme brulee');
    expect(readRunes(encodeRunes('ÀÁÂÃÄÅĀĂĄǍ').lines)).toBe('aaaaaaaaaa');
    expect(readRunes(encodeRunes('ñ Ň ń ǹ').lines)).toBe('n n n n');
    // A decomposed input (letter + combining mark) reads the same as the composed one.
    expect(readRunes(encodeRunes('e\u0301').lines)).toBe('e');
  });

  it('skips digits, punctuation and characters with no base letter, listing each once', () => {
    const { lines, skipped } = encodeRunes('R2-D2, Øre & straße!');
    expect(readRunes(lines)).toBe('rd re strae');
    expect(skipped).toEqual(['2', '-', ',', 'Ø', '&', 'ß', '!']);
    expect(encodeRunes('<script>alert(1)</script>').skipped).toEqual(['<', '>', '(', '1', ')', '/']);
    expect(encodeRunes('12 34 !?').lines).toEqual([]);
  });

  it('makes one separator per run of spaces and a row per line break, dropping blank lines at the ends', () => {
    expect(encodeRunes('  hello   world \t').lines).toEqual([
      [
        ['h', 'e', 'l', 'l', 'o'],
        ['w', 'o', 'r', 'l', 'd'],
      ],
    ]);
    expect(readRunes(encodeRunes('\n\nab\r\n\ncd\n\n').lines)).toBe('ab\n\ncd');
  });

  it('reads back no letter from a path that is not a rune', () => {
    expect(letterOfPath(separatorPath, glyphPaths)).toBeUndefined();
    expect(letterOfPath('M0 0 L1 1', glyphPaths)).toBeUndefined();
    expect(runeLetters).toHaveLength(26);
  });
});
