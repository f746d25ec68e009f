import type {
  ArchiveGameGenre,
  ArchiveItemSummary,
  ArchiveKind,
  ArchiveMovieType,
  ArchiveStatus,
} from '@site/contracts';
import type { Language } from '../../lib/i18n.ts';

/**
 * The archive's words and colours. The words live in the `archive` namespace (`locales/<language>/archive.json`);
 * these helpers name their keys, so a page writes `t(levelNameKey(level))` and a missing key is a type error
 * rather than a raw key on screen. The level colours are data here (not only CSS) so a test can check their
 * contrast.
 */

/** The BCP 47 tag of an interface language, for `Intl`: en, zh-Hans (simplified), zh-Hant (traditional), ja. */
export function intlLocale(language: Language): string {
  return { en: 'en', zh: 'zh-Hans', 'zh-tw': 'zh-Hant', ja: 'ja' }[language];
}

/** ISO 3166-1's user-assigned codes, bar `XK` (Kosovo, which CLDR and most catalogues use). */
const userAssigned = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/;
const regionLists = new Map<Language, readonly { code: string; name: string }[]>();

/**
 * Every region code the platform's table names, with its name in `language`, sorted by name in that language: the
 * region filter's choices [CONST-08]. Made once per language from the 676 two-letter candidates, so no code list is
 * written by hand: kept are the codes `Intl.DisplayNames` names that are their own canonical form (a replaced code
 * such as `BU` for Myanmar would name a country twice) and not ISO 3166's user-assigned ones (`AA`, `QM`–`QZ`,
 * `XA`–`XZ` but Kosovo's `XK`, `ZZ`).
 */
export function regionOptions(language: Language): readonly { code: string; name: string }[] {
  const made = regionLists.get(language);
  if (made) return made;
  const names = new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const options: { code: string; name: string }[] = [];
  for (const a of letters)
    for (const b of letters) {
      const code = a + b;
      if (userAssigned.test(code) || Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      const name = names.of(code);
      if (name !== undefined && name !== code) options.push({ code, name });
    }
  const collator = new Intl.Collator(intlLocale(language));
  options.sort((x, y) => collator.compare(x.name, y.name));
  regionLists.set(language, options);
  return options;
}

/** An item's title in `language` where the item has one, else its own (original) title. */
export function displayTitle(item: Pick<ArchiveItemSummary, 'title' | 'titles'>, language: Language): string {
  return item.titles[language] ?? item.title;
}

/** The rating levels 0–7 [CONST-06]. */
export const archiveLevels = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/** A level's badge colours: `bg` its fill, `fg` its text (WCAG AA, 4.5:1, on its own fill: the same in both themes). */
export type LevelColors = { bg: string; fg: string };

/**
 * Each level's own colour [CONST-06], rising from grey through green, blue, purple, orange and red to gold and a
 * gold-on-ink for Incomparable. The badge carries its fill, so its text contrast is the same in the light and the
 * dark theme. No-rate [CONST-07] has no fill at all: a dashed outline in the theme's muted text colour.
 */
export const levelColors: Readonly<Record<(typeof archiveLevels)[number], LevelColors>> = {
  0: { bg: '#5f6672', fg: '#ffffff' },
  1: { bg: '#1a7f37', fg: '#ffffff' },
  2: { bg: '#0b5fb8', fg: '#ffffff' },
  3: { bg: '#7b3fb5', fg: '#ffffff' },
  4: { bg: '#b04a05', fg: '#ffffff' },
  5: { bg: '#b3261e', fg: '#ffffff' },
  6: { bg: '#f2c230', fg: '#1d2025' },
  7: { bg: '#1b1035', fg: '#ffd54a' },
};

/** The colours of `level` (0–7), or null for no-rate or a number outside 0–7. */
export function levelColorsOf(level: number | null): LevelColors | null {
  return level !== null && Number.isInteger(level) && level >= 0 && level <= 7
    ? levelColors[level as (typeof archiveLevels)[number]]
    : null;
}

/** The key of a level's name: 0–7 → `levels.<n>.name` [CONST-06], null → `levels.none.name` [CONST-07]. */
export function levelNameKey(level: number | null): `archive:levels.${number | 'none'}.name` {
  return `archive:levels.${levelColorsOf(level) === null ? 'none' : (level as number)}.name`;
}

/** The key of what a level means (the rating reference's text); null → no-rate's. */
export function levelMeaningKey(level: number | null): `archive:levels.${number | 'none'}.meaning` {
  return `archive:levels.${levelColorsOf(level) === null ? 'none' : (level as number)}.meaning`;
}

/** The key of a game genre's name [CONST-04]. */
export function genreKey(genre: ArchiveGameGenre): `archive:genres.${ArchiveGameGenre}` {
  return `archive:genres.${genre}`;
}

/** The key of a movie type's name [CONST-05]. */
export function movieTypeKey(type: ArchiveMovieType): `archive:movie_types.${ArchiveMovieType}` {
  return `archive:movie_types.${type}`;
}

/** The key of a status in the words of its kind: a movie's `done` is "Watched", a game's "Played". */
export function statusKey(kind: ArchiveKind, status: ArchiveStatus): `archive:status.${ArchiveKind}.${ArchiveStatus}` {
  return `archive:status.${kind}.${status}`;
}

/** The key of a kind's plural name ("Movies", "Games", "Products"). */
export function kindKey(kind: ArchiveKind): `archive:kinds.${ArchiveKind}` {
  return `archive:kinds.${kind}`;
}
