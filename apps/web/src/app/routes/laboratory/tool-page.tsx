import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icon.tsx';
import { NeedsJavaScript, type NeedsJavaScriptPart } from '../../../ui/needs-javascript.tsx';
import styles from './lab.module.css';

/** Props of `ToolPage`: its texts, already translated, and what part of it needs JavaScript (if any). */
export interface ToolPageProps {
  /** The link back to /laboratory. */
  back: string;
  /** The page's one `<h1>`. */
  title: string;
  /** The one-line summary under it. */
  intro: string;
  /** Said plainly to a reader without JavaScript (`NeedsJavaScript`), for a page that cannot work without it. */
  needs?: NeedsJavaScriptPart;
  children: ReactNode;
}

/**
 * The frame of a laboratory experiment's page (issues 24 and 25): a link back to /laboratory, the page's `<h1>`, its
 * summary, the note for readers without JavaScript, then the experiment.
 */
export function ToolPage({ back, title, intro, needs, children }: ToolPageProps) {
  return (
    <article className={styles.page}>
      <Link to="/laboratory" className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {back}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intro}</p>
      {needs && <NeedsJavaScript part={needs} />}
      {children}
    </article>
  );
}
