import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './archive-ui.module.css';
import { levelColorsOf, levelNameKey } from './labels.ts';

/** Props of `LevelBadge`. */
export interface LevelBadgeProps {
  /** 0–7 [CONST-06], or null: no-rate [CONST-07]. */
  level: number | null;
  /** `small` for grid cards and table cells. */
  size?: 'small' | 'normal';
}

/**
 * A rating level as a badge: its name in the interface language on its own colour (`levelColors`), with an
 * accessible name "Rating: Epic". No-rate has no fill, a dashed outline and its own words [CONST-07].
 */
export function LevelBadge({ level, size = 'normal' }: LevelBadgeProps) {
  const { t } = useTranslation('archive');
  const colors = levelColorsOf(level);
  const name = t(levelNameKey(level));
  const style = colors ? ({ '--level-bg': colors.bg, '--level-fg': colors.fg } as CSSProperties) : undefined;
  return (
    <span
      className={`${styles.badge} ${colors ? styles.rated : styles.noRate} ${size === 'small' ? styles.small : ''}`}
      data-level={colors ? level : 'none'}
      style={style}
      role="img"
      aria-label={t('badge.label', { level: name })}
    >
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
