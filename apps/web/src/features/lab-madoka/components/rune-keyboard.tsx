import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { runeLetters } from '../glyphs.ts';
import styles from '../madoka.module.css';
import type { RuneKey } from '../runes.ts';
import { RuneGlyph } from './rune-glyph.tsx';

/**
 * The rune keyboard (issue 25 point 4): 26 native buttons, one per rune, each named "Rune <letter>" and showing its
 * rune with the letter under it, then space, backspace and clear. Tab and Enter/Space operate it like any button.
 */
export function RuneKeyboard({ onKey, onClear }: { onKey: (key: RuneKey) => void; onClear: () => void }) {
  const { t } = useTranslation('lab_madoka');
  return (
    <div className={styles.keyboardWrap}>
      <ul className={styles.keyboard} aria-label={t('decode.keyboard')}>
        {runeLetters.map((letter) => (
          <li key={letter}>
            <button
              type="button"
              className={styles.key}
              aria-label={t('decode.key', { letter: letter.toUpperCase() })}
              onClick={() => onKey(letter)}
            >
              <RuneGlyph letter={letter} />
              <span className={styles.keyLetter} aria-hidden="true">
                {letter.toUpperCase()}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.keyRow}>
        <Button onClick={() => onKey('space')}>{t('decode.space')}</Button>
        <Button icon="chevron-left" onClick={() => onKey('backspace')}>
          {t('decode.backspace')}
        </Button>
        <Button variant="ghost" onClick={onClear}>
          {t('decode.clear')}
        </Button>
      </div>
    </div>
  );
}
