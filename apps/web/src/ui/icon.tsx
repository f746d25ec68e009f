import styles from './icon.module.css';
import { type IconRef, iconPaths } from './icon-paths.ts';

/** Props of `Icon`. `size` is in px (default 20). `spin` rotates it (the loading icon), except under reduced motion. */
export interface IconProps {
  /** A name of the kit's set, or a drawing of another set (`mediaIcons`). */
  name: IconRef;
  /** Accessible name. Without it the icon is decorative (`aria-hidden`), as next to visible text. */
  label?: string;
  size?: number;
  spin?: boolean;
  className?: string;
}

/**
 * An inline SVG icon of the kit's own set (`iconNames`). Decorative by default (`aria-hidden="true"`); with `label`
 * it is an image with that name (`role="img"`). Drawn with `currentColor`, so it follows the text and the theme.
 *
 * @example <Icon name="settings" /> <Icon name="rss" label={t('footer.rss')} size={16} />
 */
export function Icon({ name, label, size = 20, spin = false, className }: IconProps) {
  const classes = [styles.icon, spin ? styles.spin : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={label === undefined ? true : undefined}
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
    >
      {label !== undefined && <title>{label}</title>}
      {(typeof name === 'string' ? iconPaths[name] : name).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
