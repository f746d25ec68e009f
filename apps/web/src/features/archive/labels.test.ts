import { archiveGameGenres, archiveMovieTypes } from '@site/contracts';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n.ts';
import { palettes } from '../../lib/theme-palette.ts';
import {
  archiveLevels,
  genreKey,
  intlLocale,
  levelColors,
  levelColorsOf,
  levelNameKey,
  movieTypeKey,
  regionOptions,
  statusKey,
} from './labels.ts';
import { regionNameIn, regionTable } from './region-names.ts';

extend([a11yPlugin]);

const languages: Language[] = ['en', 'zh', 'zh-tw', 'ja'];
type Strings = Record<string, unknown>;
const strings = async (language: Language): Promise<Strings> =>
  (await import(`../../locales/${language}/archive.json`)).default;
/** The text of `key` (`archive:a.b.c`) in `table`, or undefined. */
const text = (table: Strings, key: string): unknown =>
  key
    .replace(/^archive:/, '')
    .split('.')
    .reduce<unknown>((v, k) => (v as Strings | undefined)?.[k], table);
const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe('archive strings', () => {
  it('every key is there, non-empty, in all four languages', async () => {
    const en = await strings('en');
    for (const language of languages) {
      const other = await strings(language);
      expect(keys(other).sort(), language).toEqual(keys(en).sort());
      for (const key of keys(other)) expect(text(other, key), `${language}:${key}`).not.toBe('');
    }
  });
});

describe('rating levels', () => {
  it('[CONST-06] the levels are 0 Normal, 1 Good, 2 Great, 3 Epic, 4 Legend, 5 Myth, 6 Ace, 7 Incomparable', async () => {
    const en = await strings('en');
    const spec = '0 Normal, 1 Good, 2 Great, 3 Epic, 4 Legend, 5 Myth, 6 Ace, 7 Incomparable';
    const named = archiveLevels.map((level) => `${level} ${text(en, levelNameKey(level))}`).join(', ');
    expect(named).toBe(spec);
  });

  it('[CONST-06] each level has its own name in every language, its own colour, and text readable on it', async () => {
    for (const language of languages) {
      const table = await strings(language);
      const names = archiveLevels.map((level) => text(table, levelNameKey(level)));
      expect(new Set(names).size, language).toBe(8);
    }
    const fills = archiveLevels.map((level) => levelColors[level].bg.toLowerCase());
    expect(new Set(fills).size).toBe(8);
    for (const level of archiveLevels) {
      const { bg, fg } = levelColors[level];
      // WCAG AA for normal text; the badge carries its own fill, so this holds in the light and the dark theme.
      expect(colord(fg).contrast(bg), `level ${level}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('[CONST-07] no-rate is its own state: not a level, its own words in every language, readable in both themes', async () => {
    expect(levelColorsOf(null)).toBeNull();
    for (const outside of [-1, 8, 2.5]) expect(levelColorsOf(outside)).toBeNull();
    for (const level of archiveLevels) expect(levelColorsOf(level)).not.toBeNull();
    expect(levelNameKey(null)).toBe('archive:levels.none.name');
    for (const language of languages) {
      const table = await strings(language);
      const none = text(table, levelNameKey(null));
      expect(typeof none).toBe('string');
      const levelNames = archiveLevels.map((level) => text(table, levelNameKey(level)));
      expect(levelNames, language).not.toContain(none);
    }
    // No fill: muted text on the page, the card and the second surface of each theme.
    for (const palette of Object.values(palettes))
      for (const bg of [palette.bg, palette.surface, palette.surface2])
        expect(colord(palette.textMuted).contrast(bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('genres, types, statuses', () => {
  it('[CONST-04] the 31 game genres of the spec each have a name in all four languages', async () => {
    const spec =
      'aavg, act, arpg, avg, cag, edu, fly, fps, ftg, galgame, interactive_fiction, jump, metroidvania, mug, pzg, rcg, riddle, rpg, rts, sim, slg, spg, stg, strategy, tab, tcg, td, tps, trpg, visual, visual_novel';
    const codes = spec.split(', ');
    expect(codes).toHaveLength(31);
    expect([...archiveGameGenres].sort()).toEqual([...codes].sort());
    for (const language of languages) {
      const table = await strings(language);
      const names = archiveGameGenres.map((genre) => text(table, genreKey(genre)));
      for (const [i, name] of names.entries()) expect(name, `${language}:${codes[i]}`).toEqual(expect.any(String));
      expect(Object.keys(table.genres as Strings).sort(), language).toEqual([...codes].sort());
      // Two genres with the same words could not be told apart in the filter.
      expect(new Set(names).size, language).toBe(31);
    }
  });

  it('[CONST-05] the four movie types of the spec each have a name in all four languages', async () => {
    const codes = ['movie', 'series', 'anime_movie', 'anime_series'];
    expect([...archiveMovieTypes]).toEqual(codes);
    for (const language of languages) {
      const table = await strings(language);
      const names = codes.map((type) => text(table, movieTypeKey(type as (typeof archiveMovieTypes)[number])));
      for (const name of names) expect(name).toEqual(expect.any(String));
      expect(new Set(names).size, language).toBe(4);
    }
  });

  it('statuses are worded per kind: a movie is watched, a game played', async () => {
    const en = await strings('en');
    expect(text(en, statusKey('movie', 'want'))).toBe('Want to watch');
    expect(text(en, statusKey('movie', 'done'))).toBe('Watched');
    expect(text(en, statusKey('game', 'want'))).toBe('Want to play');
    expect(text(en, statusKey('game', 'done'))).toBe('Played');
  });
});

describe('regions', () => {
  it('[CONST-08] maps the app’s languages to BCP 47 tags for Intl', () => {
    expect(languages.map(intlLocale)).toEqual(['en', 'zh-Hans', 'zh-Hant', 'ja']);
  });

  it('[CONST-08] a region code shows its display name in each language, from the platform’s table', () => {
    expect(['en', 'zh', 'zh-tw', 'ja'].map((l) => regionNameIn(regionTable(l as Language), 'JP'))).toEqual([
      'Japan',
      '日本',
      '日本',
      '日本',
    ]);
    expect(regionNameIn(regionTable('en'), 'US')).toBe('United States');
    expect(regionNameIn(regionTable('zh'), 'US')).toBe('美国');
    expect(regionNameIn(regionTable('zh-tw'), 'US')).toBe('美國');
    expect(regionNameIn(regionTable('ja'), 'DE')).toBe('ドイツ');
    expect(regionNameIn(regionTable('en'), 'gb')).toBe('United Kingdom');
  });

  it('[CONST-08] a code the table cannot name shows as the code, without throwing', () => {
    expect(regionNameIn(regionTable('en'), 'not a code')).toBe('not a code');
    expect(regionNameIn(regionTable('ja'), '')).toBe('');
  });

  it('[CONST-08] the region filter offers the platform’s regions by name in each language, each once', () => {
    for (const language of languages) {
      const options = regionOptions(language);
      const codes = options.map((o) => o.code);
      // "a table of about 190 codes": the countries, with a few territories CLDR names beside them.
      expect(options.length, language).toBeGreaterThan(190);
      expect(new Set(codes).size).toBe(codes.length);
      expect(new Set(options.map((o) => o.name)).size, language).toBe(codes.length);
      for (const code of ['JP', 'US', 'FR', 'CN', 'TW', 'KR', 'GB', 'XK']) expect(codes, code).toContain(code);
      // Unknown, user-assigned and replaced codes are not offered.
      for (const code of ['ZZ', 'XA', 'QO', 'AA', 'BU', 'UK']) expect(codes, code).not.toContain(code);
    }
    expect(regionOptions('ja').find((o) => o.code === 'FR')?.name).toBe('フランス');
    expect(regionOptions('zh-tw').find((o) => o.code === 'KR')?.name).toBe('南韓');
  });
});
