import { useTranslation } from 'react-i18next';
import styles from './needs-javascript.module.css';

/** What needs JavaScript, one sentence each in `ui.json`'s `needs_js`. */
export type NeedsJavaScriptPart = 'site' | 'player' | 'comments' | 'editor' | 'settings' | 'account' | 'forms';

/**
 * Props of `NeedsJavaScript`: the part that cannot work without JavaScript; `banner` places the note above a page's
 * content, as wide as the pages (else it sits where it is put, e.g. at the top of a form).
 */
export interface NeedsJavaScriptProps {
  part: NeedsJavaScriptPart;
  banner?: boolean;
}

/**
 * A plain sentence, shown only to a reader whose browser runs no JavaScript, saying that `part` (the music player,
 * the comment form, an editor...) needs it (issue 21 point 3: the reading pages work without JavaScript, the
 * interactive parts say so). It is a `<noscript>`: the server renders it into the page's HTML, a browser with
 * JavaScript never shows it, and React neither renders nor hydrates a `<noscript>`'s children in the browser,
 * so it cannot cause a hydration mismatch.
 *
 * @example <NeedsJavaScript part="comments" />
 */
export function NeedsJavaScript({ part, banner = false }: NeedsJavaScriptProps) {
  const { t } = useTranslation('ui');
  return (
    <noscript>
      <p className={banner ? `${styles.note} ${styles.banner}` : styles.note} data-needs-js={part}>
        {t(`needs_js.${part}`)}
      </p>
    </noscript>
  );
}
