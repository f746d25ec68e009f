import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { isRuneLetter, runeLetters } from '../glyphs.ts';
import styles from '../madoka.module.css';
import type { RuneKey } from '../runes.ts';
import { RuneGlyph } from './rune-glyph.tsx';

/**
 * The rune keyboard (issue 25 point 4): 26 native buttons, one per rune, each named "Rune <letter>" and showing its
 * rune with the letter under it, then space, backspace and clear. Tab and Enter/Space operate it like any button.
 * While a rune key has focus, the arrow keys (and Home/End) move between the runes, a typed letter a-z presses (and
 * focuses) its rune and Backspace takes the last letter back.
 */
export function RuneKeyboard({ onKey, onClear }: { onKey: (key: RuneKey) => void; onClear: () => void }) {
  const { t } = useTranslation('lab_madoka');
  const list = useRef<HTMLUListElement>(null);
  const focusKey = (index: number) => {
    const keys = list.current?.querySelectorAll('button');
    if (!keys || keys.length === 0) return;
    keys[(index + keys.length) % keys.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const keys = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = keys.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const letter = event.key.toLowerCase();
    const moves: Record<string, number> = { ArrowLeft: at - 1, ArrowUp: at - 1, ArrowRight: at + 1, ArrowDown: at + 1 };
    if (event.key in moves) focusKey(moves[event.key] as number);
    else if (event.key === 'Home') focusKey(0);
    else if (event.key === 'End') focusKey(keys.length - 1);
    else if (event.key === 'Backspace') onKey('backspace');
    else if (event.key.length === 1 && isRuneLetter(letter)) {
      onKey(letter);
      focusKey(runeLetters.indexOf(letter));
    } else return;
    event.preventDefault();
  };
  return (
    <div className={styles.keyboardWrap}>
      <ul ref={list} className={styles.keyboard} aria-label={t('decode.keyboard')} onKeyDown={onKeyDown}>
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
