import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lyricEntryFromText } from './lyric-file.ts';

const fixtures = join(__dirname, '../../../../../../shared/fixtures/lyrics/amll-db');
const fixture = (name: string) => readFileSync(join(fixtures, name), 'utf8');

describe('lyricEntryFromText', () => {
  it('[ROUTE-27] reads a real YRC and QRC file as word lyrics', () => {
    for (const name of ['2122308128.yrc', '459717345.qrc']) {
      const result = lyricEntryFromText(name, fixture(name));
      expect(result?.entry.type, name).toBe('word');
      expect(result?.rows, name).toBeGreaterThan(5);
    }
  });

  it('[ROUTE-27] reads a real LRC file as row lyrics and a TTML file as ttml', () => {
    expect(lyricEntryFromText('1361348080.lrc', fixture('1361348080.lrc'))?.entry.type).toBe('row');
    expect(lyricEntryFromText('1361348080.ttml', fixture('1361348080.ttml'))?.entry.type).toBe('ttml');
  });

  it('reads enhanced LRC as word lyrics, untimed text as plain text, and drops a byte-order mark', () => {
    const enhanced = '[00:01.00]<00:01.00>Hel<00:01.50>lo <00:02.00>world\n[00:03.00]<00:03.00>a <00:03.50>b';
    expect(lyricEntryFromText('a.lrc', enhanced)?.entry.type).toBe('word');
    const plain = lyricEntryFromText('notes.txt', '\uFEFFfirst line\nsecond line');
    expect(plain?.entry).toEqual({ type: 'plain_text', data: { text: 'first line\nsecond line' } });
  });

  it('gives null for a blank file or markup without lines', () => {
    expect(lyricEntryFromText('a.lrc', '  \n ')).toBeNull();
    expect(lyricEntryFromText('a.ttml', '<tt><body></body></tt>')).toBeNull();
  });
});
