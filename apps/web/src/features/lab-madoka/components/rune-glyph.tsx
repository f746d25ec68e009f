import { glyphBox, glyphPaths, glyphStroke, type RuneLetter, separatorPath } from '../glyphs.ts';
import styles from '../madoka.module.css';

/**
 * One rune (or, for `letter` "separator", the word separator) as an inline SVG in the current text colour, hidden
 * from assistive technology: whoever shows runes names them (issue 25 point 4).
 */
export function RuneGlyph({ letter }: { letter: RuneLetter | 'separator' }) {
  return (
    <svg
      className={letter === 'separator' ? `${styles.glyph} ${styles.separator}` : styles.glyph}
      viewBox={`0 0 ${glyphBox.width} ${glyphBox.height}`}
      aria-hidden="true"
      focusable="false"
      data-rune={letter}
    >
      <path
        d={letter === 'separator' ? separatorPath : glyphPaths[letter]}
        fill="none"
        stroke="currentColor"
        strokeWidth={glyphStroke.width}
        strokeLinecap={glyphStroke.linecap}
        strokeLinejoin={glyphStroke.linejoin}
      />
    </svg>
  );
}
