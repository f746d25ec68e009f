/**
 * The English fallback of a language's strings, filled in when the strings are built [I18N-02]: a key whose text
 * in zh, zh-tw or ja is empty or absent carries the English text in that language's own chunk, so a visitor
 * downloads one language's strings instead of their language's and English's (docs/decisions/0016).
 *
 * Runs in the build (a Vite plugin in `vite.config.ts` imports this file), so it imports nothing.
 */

/** A value of a strings file: a string, a list (read whole with i18next's `returnObjects`) or nested strings. */
export type LocaleValue = string | LocaleValue[] | LocaleStrings;
/** A namespace's strings as its JSON file holds them. */
export type LocaleStrings = { [key: string]: LocaleValue };

/** i18next's plural suffixes (`count_one`, `count_other`, ...): the part after the last `_` of a key. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * `strings` of `language` with every key of `english` that is absent or empty in `strings` set to the English
 * text, recursively. A list (the terms' paragraphs, say) is one value: the language's own when it has a non-empty
 * one, else English's whole. Keys only `strings` has are kept. A plural form the language never selects (`_one` in zh or
 * ja, whose numbers have the one form `other`, per `Intl.PluralRules`) is not copied: it would never be shown.
 * Neither argument is changed; the result is a new object.
 *
 * @example withEnglishFallback({ a: '', b: '乙' }, { a: 'A', b: 'B', c: 'C' }, 'zh') -> { a: 'A', b: '乙', c: 'C' }
 */
export function withEnglishFallback(strings: LocaleStrings, english: LocaleStrings, language: string): LocaleStrings {
  const categories = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  const fill = (own: LocaleStrings, en: LocaleStrings): LocaleStrings => {
    const out: LocaleStrings = { ...own };
    for (const [key, enValue] of Object.entries(en)) {
      const value = own[key];
      if (Array.isArray(enValue)) {
        if (!Array.isArray(value) || value.length === 0) out[key] = enValue;
      } else if (typeof enValue === 'object') {
        out[key] = fill(isStrings(value) ? value : {}, enValue);
      } else if (typeof value !== 'string' || value === '') {
        const plural = pluralSuffix.exec(key)?.[1];
        if (plural === undefined || categories.has(plural)) out[key] = enValue;
      }
    }
    return out;
  };
  return fill(strings, english);
}

const isStrings = (value: LocaleValue | undefined): value is LocaleStrings =>
  typeof value === 'object' && !Array.isArray(value);
