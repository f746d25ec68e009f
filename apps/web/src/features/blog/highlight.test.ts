import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

describe('highlightParts', () => {
  it('marks every place of every word, in any case, and keeps the text between', () => {
    expect(highlightParts('Fluid type with CSS clamp()', ['CLAMP', 'type'])).toEqual([
      { text: 'Fluid ', match: false },
      { text: 'type', match: true },
      { text: ' with CSS ', match: false },
      { text: 'clamp', match: true },
      { text: '()', match: false },
    ]);
    expect(highlightParts('秋天的河边散步', ['河边'])).toEqual([
      { text: '秋天的', match: false },
      { text: '河边', match: true },
      { text: '散步', match: false },
    ]);
  });

  it('takes the words as plain text and prefers the longer of two overlapping words', () => {
    expect(highlightParts('a.b ab (x)', ['.', '(x)'])).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b ab ', match: false },
      { text: '(x)', match: true },
    ]);
    expect(highlightParts('clamp', ['c', 'clamp']).map((p) => p.text)).toEqual(['clamp']);
  });

  it('gives the text whole when there is nothing to mark', () => {
    expect(highlightParts('text', [])).toEqual([{ text: 'text', match: false }]);
    expect(highlightParts('text', ['zz'])).toEqual([{ text: 'text', match: false }]);
    expect(highlightParts('', ['a'])).toEqual([{ text: '', match: false }]);
  });
});
