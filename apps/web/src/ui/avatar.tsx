import { useState } from 'react';
import styles from './avatar.module.css';

/** Props of `Avatar`. */
export interface AvatarProps {
  /** The image address; empty or absent shows the letter. */
  src?: string | null;
  /** The nickname; null or absent means logged out (the silhouette). */
  name?: string | null;
  /** Side length in px (default 32). */
  size?: number;
  /** Accessible name; without it the avatar is decorative (next to a visible name). */
  label?: string;
  className?: string;
}

/**
 * A round avatar: the image; else, with no image or when the image fails to load, the first letter of the
 * nickname [ACCT-40]; else (logged out) a generic silhouette [ACCT-41].
 *
 * @example <Avatar src={character.avatar_url} name={character.nickname} size={40} />
 */
export function Avatar({ src, name, size = 32, label, className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const hasName = name !== null && name !== undefined && name.trim() !== '';
  const showImage = hasName && src !== null && src !== undefined && src !== '' && failed !== src;
  const a11y = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  const classes = [styles.avatar, className ?? ''].filter(Boolean).join(' ');
  const box = { width: size, height: size, fontSize: Math.round(size * 0.45) };
  if (showImage) {
    return (
      <span className={classes} style={box} {...a11y} data-kind="image">
        <img className={styles.image} src={src} alt="" width={size} height={size} onError={() => setFailed(src)} />
      </span>
    );
  }
  if (hasName) {
    return (
      <span className={classes} style={box} {...a11y} data-kind="letter">
        {Array.from(name.trim())[0]?.toUpperCase()}
      </span>
    );
  }
  return (
    <span className={classes} style={box} {...a11y} data-kind="silhouette">
      <svg
        viewBox="0 0 24 24"
        width={size * 0.7}
        height={size * 0.7}
        fill="currentColor"
        focusable="false"
        aria-hidden="true"
      >
        <path d="M12 12a4.5 4.5 0 1 0 0-9a4.5 4.5 0 1 0 0 9z" />
        <path d="M3.5 21c0-4.2 3.8-7 8.5-7s8.5 2.8 8.5 7z" />
      </svg>
    </span>
  );
}
