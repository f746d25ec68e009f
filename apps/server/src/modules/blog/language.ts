import { franc } from 'franc-min';
import { iso6393To1 } from 'iso-639-3';
import { Converter } from 'opencc-js/t2cn';

/** Traditional → Simplified (OpenCC's Taiwan to mainland data): what a Traditional text changes under it. */
const toSimplified = Converter({ from: 'tw', to: 'cn' });

const han = /\p{Script=Han}/gu;
const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const hangul = /\p{Script=Hangul}/gu;
const latinLetter = /\p{Script=Latin}/gu;

/** Fewer letters than this say too little to name a language. */
const minLetters = 40;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The language a text is written in, as a BCP 47 tag, or null when it cannot tell (too short, no letters, or
 * franc's "undetermined"). Meant for an article's plain text without its code (issue 19 point 6: feeds declare the
 * articles' language), so the caller strips code blocks first.
 *
 * Chinese and Japanese share Han characters and franc tells them apart by counting scripts, which makes a kanji-heavy
 * Japanese text Chinese; so the CJK scripts are decided here first: kana in at least a tenth of the Han and kana
 * letters make `ja`; Hangul ahead of Han makes `ko`; Han letters counting for at least a fifth of the Latin ones
 * (a Chinese character carries about as much as an English word of five letters) make Chinese, `zh-TW` when at least 5 % of them change under OpenCC's
 * Traditional-to-Simplified conversion (a Simplified text changes under it not at all), else `zh-CN`. Other
 * texts go to franc (its 82 most spoken languages) and its ISO 639-3 code becomes the ISO 639-1 tag where one exists.
 *
 * @example detectLanguage('我们今天去公园散步，天气很好……') // 'zh-CN'
 */
export function detectLanguage(text: string): string | null {
  const hanCount = count(text, han);
  const kanaCount = count(text, kana);
  const hangulCount = count(text, hangul);
  const latinCount = count(text, latinLetter);
  if (hanCount + kanaCount + hangulCount + latinCount < minLetters) return null;
  if (kanaCount >= 10 && kanaCount * 10 >= hanCount + kanaCount) return 'ja';
  if (hangulCount >= 10 && hangulCount >= hanCount) return 'ko';
  if (hanCount >= 10 && hanCount * 5 >= latinCount) return isTraditional(text) ? 'zh-TW' : 'zh-CN';
  const code = franc(text, { minLength: minLetters });
  if (code === 'und') return null;
  return iso6393To1[code] ?? code;
}

/** Whether at least 5 % of the Han characters of `text` change under OpenCC's Traditional-to-Simplified data. */
function isTraditional(text: string): boolean {
  const chars = text.match(han) ?? [];
  const simplified = toSimplified(chars.join(''));
  let changed = 0;
  // The conversion maps character for character here (its phrases change words of the same length).
  for (let i = 0; i < chars.length; i++) if (simplified[i] !== chars[i]) changed++;
  return changed * 20 >= chars.length;
}
