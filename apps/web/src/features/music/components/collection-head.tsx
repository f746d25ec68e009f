import type { ReactNode } from 'react';
import styles from './collection-head.module.css';
import { SongCover } from './song-cover.tsx';

/** Props of `CollectionHead`: a playlist's or radio's cover, name (the page's `h1`), byline and description. */
export interface CollectionHeadProps {
  cover_url: string;
  title: string;
  byline?: ReactNode;
  description?: string;
  /** Extra lines under the description (the song count, a link to the source). */
  children?: ReactNode;
}

/** The head of a playlist or radio page (ROUTE-30..32): cover, name, who made it, and its description. */
export function CollectionHead({ cover_url, title, byline, description, children }: CollectionHeadProps) {
  return (
    <header className={styles.head}>
      <SongCover url={cover_url} size={160} />
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {byline && <p className={styles.byline}>{byline}</p>}
        {description && <p className={styles.description}>{description}</p>}
        {children}
      </div>
    </header>
  );
}
