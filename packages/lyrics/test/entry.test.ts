import * as viaPackage from '@site/lyrics';
import { describe, expect, it } from 'vitest';
import * as viaSource from '../src/index.ts';

describe('the package entry', () => {
  it('resolves to the sources under Vitest (the "development" export condition), with no build step', () => {
    expect(viaPackage.parse).toBe(viaSource.parse);
  });

  it('exports parse, selectLyric, currentRowIndex, the source converters and the writers', () => {
    for (const name of [
      'parse',
      'selectLyric',
      'currentRowIndex',
      'wordProgress',
      'rowState',
      'blurEm',
      'lrcDataFromSongDetail',
      'lrcDataFromNcm',
      'lrcDataFromMeting',
      'writeLrc',
      'writeTtml',
    ])
      expect(typeof (viaPackage as Record<string, unknown>)[name]).toBe('function');
  });
});
