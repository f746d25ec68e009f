import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './archive-ui.module.css';

/** Props of `Cover`. */
export interface CoverProps {
  /** The cover's address (`''`: none). */
  src: string;
  /** The item's title: the picture's text alternative names it. */
  title: string;
  /** `grid`: a card's cover (2:3, fills its column); `small`: a list row's thumbnail. */
  size?: 'grid' | 'small' | 'large';
}

/**
 * An item's cover, loaded lazily (`loading="lazy"`, decoded off the main thread) in a box of fixed 2:3 ratio, so
 * the grid does not move while covers arrive. No cover, or one that fails to load, shows a placeholder box with
 * the item's initial and "No cover" for screen readers.
 */
export function Cover({ src, title, size = 'grid' }: CoverProps) {
  const { t } = useTranslation('archive');
  const [failed, setFailed] = useState(false);
  const sizeClass = size === 'small' ? styles.coverSmall : size === 'large' ? styles.coverLarge : styles.coverGrid;
  if (src === '' || failed) {
    return (
      <span className={`${styles.cover} ${styles.coverNone} ${sizeClass}`} role="img" aria-label={t('cover.none')}>
        <span aria-hidden="true">{Array.from(title.trim())[0] ?? '?'}</span>
      </span>
    );
  }
  return (
    <span className={`${styles.cover} ${sizeClass}`}>
      <img src={src} alt={t('cover.alt', { title })} loading="lazy" decoding="async" onError={() => setFailed(true)} />
    </span>
  );
}
