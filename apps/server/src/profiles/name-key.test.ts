import { describe, expect, it } from 'vitest';
import { nameKeys } from './name-key.ts';

/** True when the names clash: one of their keys is equal. */
const clash = (a: string, b: string) => {
  const [x, y] = [nameKeys(a), nameKeys(b)];
  return x.folded === y.folded || x.caps === y.caps || x.written === y.written;
};

describe('nameKeys', () => {
  it.each([
    ['Émile', 'émile', 'case outside ASCII'],
    ['ÉMILE', 'émile', 'capitals outside ASCII'],
    ['É', 'É', 'composed and decomposed accents'],
    ['ＦＵＬＬ', 'full', 'full width'],
    ['ﬁne', 'FINE', 'a ligature'],
    ['Straße', 'STRASSE', 'full case folding: ß is ss'],
    ['ΟΔΟΣ', 'οδος', 'final sigma'],
    ['аdmin', 'admin', 'a Cyrillic а'],
    ['АDМIN', 'admin', 'Cyrillic capitals'],
    ['ΑDΜΙΝ', 'admin', 'Greek capitals'],
    ['ΒΕΝ', 'Ben', 'Greek capitals whose small letters look Latin no more'],
    ['ορεν', 'open', 'Greek small letters'],
    ['adrnin', 'admin', 'rn for m'],
    ['ADMlN', 'ADMIN', 'l for I'],
    ['AIice', 'Alice', 'I for l'],
    ['B0B', 'bob', 'zero for O'],
  ])('%s looks like %s (%s)', (a, b) => {
    expect(clash(a, b)).toBe(true);
  });

  it.each([
    ['alice', 'bob'],
    ['admin', 'admins'],
    ['émile', 'emile'],
    ['秋天', '春天'],
    ['ADMIN', 'ADMLN'],
  ])('%s and %s stay apart', (a, b) => {
    expect(clash(a, b)).toBe(false);
  });

  it('is the same for a name and its NFKC form, so a stored key can be computed from either', () => {
    for (const name of ['ＦＵＬＬ', 'ﬁne', 'Ⅻ', 'Émile']) {
      expect(nameKeys(name)).toEqual(nameKeys(name.normalize('NFKC')));
    }
  });
});
