import { type SearchKind, type SearchKindName, searchKindNames } from '@site/contracts';
import { foldForSearch } from './fold.ts';

/**
 * A search query as the index and the ranking read it (issue 22 point 2). Every text in it is folded
 * ({@link foldForSearch}), so it compares directly with a folded document.
 */
export type ParsedSearchQuery = {
  /** Folded words and phrases; every one must occur as a substring of the document (title, headings, body, tags or context). */
  required: ReadonlyArray<{ text: string; phrase: boolean }>;
  /** Folded words/phrases that must NOT occur. */
  excluded: readonly string[];
  /** From kind:… (mapped through searchKindNames; unknown kind name -> treated as a plain word), null when none. */
  kinds: readonly SearchKind[] | null;
  /** tag:x, folded. */
  tags: readonly string[];
  /** year:2024 (4 digits; otherwise a plain word). */
  years: readonly number[];
};

/** The most required terms a query keeps (the rest are dropped); the same cap holds for excluded terms, tags and years. issue 22. */
export const searchTermsMax = 8;
/** The longest term, in UTF-16 units of its folded form; a longer one is cut there (never inside a surrogate pair). issue 22. */
export const searchTermLengthMax = 64;

/** Characters that end a bare word: whitespace, and a quote (which opens a phrase). */
const space = /\s/u;
/** A term made only of these says nothing (`-`, `:`, `*`, `(`, `^`, `"`, `...`): dropped. */
const noiseOnly = /^[\p{P}\s$+<=>^`|~]*$/u;
/**
 * Brackets, quotes and sentence punctuation around a bare word (`(word)`, `word,`, `word*`) are not part of it;
 * inside (`node.js`) they are, and other signs stay everywhere (`C#`, `@name`, `100%`, `C++`).
 */
const edgePunctuation =
  /^[\p{Ps}\p{Pe}\p{Pi}\p{Pf},.;:!?*'"…。、，！？；：·・]+|[\p{Ps}\p{Pe}\p{Pi}\p{Pf},.;:!?*'"…。、，！？；：·・]+$/gu;
/** Control characters, NUL and lone surrogates are never part of a term (PostgreSQL refuses NUL and bad UTF-16). */
const unusable = /[\p{Cc}\p{Cs}]/gu;
const yearPattern = /^\d{4}$/;

/** A folded term cut to `searchTermLengthMax`, whitespace runs made one space, trimmed; '' when nothing is left. */
function cleanTerm(folded: string, phrase: boolean): string {
  let text = folded.replace(/\s+/gu, ' ').trim();
  if (!phrase) text = text.replace(edgePunctuation, '');
  if (noiseOnly.test(text)) return '';
  if (text.length > searchTermLengthMax) {
    const last = text.charCodeAt(searchTermLengthMax - 1);
    text = text.slice(0, last >= 0xd800 && last <= 0xdbff ? searchTermLengthMax - 1 : searchTermLengthMax).trim();
  }
  return text;
}

type Token = { text: string; quoted: boolean; negated: boolean; key: string | null };

/**
 * Splits the raw query into tokens: bare words (ended by whitespace or a quote), `"phrases"` (an unbalanced quote
 * is dropped and what follows it read as words), a leading `-` run negating the token, and `key:` before a quoted
 * value (`tag:"two words"`).
 */
function tokenize(raw: string): Token[] {
  const q = raw.replace(unusable, ' ');
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    while (i < q.length && space.test(q[i] as string)) i++;
    if (i >= q.length) break;
    let negated = false;
    while (q[i] === '-') {
      negated = true;
      i++;
    }
    let key: string | null = null;
    if (q[i] !== '"') {
      let end = i;
      while (end < q.length && !space.test(q[end] as string) && q[end] !== '"') end++;
      const word = q.slice(i, end);
      const keyMatch = /^(\S+?)[:：]$/u.exec(word);
      if (keyMatch && q[end] === '"' && q.indexOf('"', end + 1) > 0) {
        key = keyMatch[1] as string;
        i = end;
      } else {
        tokens.push({ text: word, quoted: false, negated, key: null });
        i = end;
        continue;
      }
    }
    // At a quote: a phrase when it closes, else the quote is dropped and the rest read as words.
    const close = q.indexOf('"', i + 1);
    if (close < 0) {
      if (key !== null) tokens.push({ text: `${key}:`, quoted: false, negated, key: null });
      i++;
      continue;
    }
    tokens.push({ text: q.slice(i + 1, close), quoted: true, negated, key });
    i = close + 1;
  }
  return tokens;
}

/**
 * Reads a search query (issue 22 point 2): words, each of which must occur (as a substring, so Chinese and Japanese
 * need no spaces); `"exact phrase"`; `-word` or `-"phrase"` that must not occur; `kind:wiki` (any name of
 * `searchKindNames`; several widen: `kind:wiki kind:blog` is either); `tag:x` or `tag:"x y"` (several: all of
 * them); `year:2024` (several: any of them). Keys and values fold like any text (`Kind:WIKI`, `ｔａｇ：ｘ` work).
 *
 * Anything else is a word: an unknown `kind:` name, a `year:` that is not four digits, `tag:` with no value, `-`
 * before a filter (`-kind:wiki` excludes the words `kind:wiki`). Punctuation around a bare word is dropped
 * (`(café)*` is `cafe`); a term of punctuation only (`-`, `:`, `*`, `(`, `^`, `NEAR` stays a word `near`) is
 * dropped; an unbalanced quote is dropped and what follows read as words; control characters and lone surrogates
 * separate words. Caps: the first {@link searchTermsMax} required terms (duplicates counted once), excluded terms
 * and tags; each term at most {@link searchTermLengthMax} units. Pure, linear in the input, never throws.
 *
 * @example parseSearchQuery('Café "deep sea" -draft kind:wiki tag:Ocean year:2024')
 * // { required: [{ text: 'cafe', phrase: false }, { text: 'deep sea', phrase: true }], excluded: ['draft'],
 * //   kinds: ['wiki'], tags: ['ocean'], years: [2024] }
 */
export function parseSearchQuery(q: string): ParsedSearchQuery {
  const required: { text: string; phrase: boolean }[] = [];
  const excluded: string[] = [];
  const kinds = new Set<SearchKind>();
  const tags: string[] = [];
  const years: number[] = [];
  let kindSeen = false;

  const addTerm = (rawText: string, phrase: boolean, negated: boolean) => {
    const text = cleanTerm(foldForSearch(rawText), phrase);
    if (text === '') return;
    if (negated) {
      if (excluded.length < searchTermsMax && !excluded.includes(text)) excluded.push(text);
    } else if (required.length < searchTermsMax && !required.some((t) => t.text === text && t.phrase === phrase)) {
      required.push({ text, phrase });
    }
  };

  for (const token of tokenize(q)) {
    if (token.key !== null) {
      // `key:"quoted value"`: a tag with spaces; for any other key, a phrase of the whole.
      const key = foldForSearch(token.key);
      const value = cleanTerm(foldForSearch(token.text), true);
      if (key === 'tag' && !token.negated && value !== '') {
        if (tags.length < searchTermsMax && !tags.includes(value)) tags.push(value);
      } else addTerm(`${token.key}:${token.text}`, true, token.negated);
      continue;
    }
    if (!token.quoted && !token.negated) {
      const folded = foldForSearch(token.text);
      const colon = folded.indexOf(':');
      const key = colon > 0 ? folded.slice(0, colon) : '';
      const value = folded.slice(colon + 1);
      if (key === 'kind' && Object.hasOwn(searchKindNames, value)) {
        for (const kind of searchKindNames[value as SearchKindName]) kinds.add(kind);
        kindSeen = true;
        continue;
      }
      if (key === 'tag' && value !== '') {
        const tag = cleanTerm(value, true);
        if (tag !== '' && tags.length < searchTermsMax && !tags.includes(tag)) tags.push(tag);
        if (tag !== '') continue;
      }
      if (key === 'year' && yearPattern.test(value)) {
        const year = Number(value);
        if (!years.includes(year) && years.length < searchTermsMax) years.push(year);
        continue;
      }
    }
    addTerm(token.text, token.quoted, token.negated);
  }
  return { required, excluded, kinds: kindSeen ? [...kinds] : null, tags, years };
}

/**
 * True when nothing constrains the search: no required term, no `kind:`, `tag:` or `year:` (excluded terms alone
 * do not count), so the caller answers an empty page instead of listing everything. Pure. issue 22.
 *
 * @example isEmptyQuery(parseSearchQuery('-draft')) // true
 */
export function isEmptyQuery(query: ParsedSearchQuery): boolean {
  return query.required.length === 0 && query.kinds === null && query.tags.length === 0 && query.years.length === 0;
}
