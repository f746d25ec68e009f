import styles from '../madoka.module.css';
import { type RuneLine, readRunes } from '../runes.ts';
import { RuneGlyph } from './rune-glyph.tsx';

/**
 * Runes of `lines` as the page shows them (issue 25 point 4): one row per text line, words kept together and
 * wrapping as the width allows (a word wider than the row wraps inside), a separator after each word but the
 * last (so a row never starts with one). The whole is one
 * image for assistive technology, named by its Latin reading (`readRunes`); `empty` is shown when there is no rune.
 */
export function RuneLines({ lines, empty }: { lines: readonly RuneLine[]; empty: string }) {
  if (lines.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
    <div className={styles.runes} role="img" aria-label={readRunes(lines)}>
      {lines.map((line, l) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place
        <div key={l} className={styles.runeRow}>
          {line.map((word, w) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the words have no identity but their place
            <span key={w} className={styles.word}>
              {word.map((letter, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a letter may repeat in a word
                <RuneGlyph key={i} letter={letter} />
              ))}
              {w < line.length - 1 && <RuneGlyph letter="separator" />}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}
