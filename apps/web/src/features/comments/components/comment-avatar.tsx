import { useState } from 'react';
import styles from './comments.module.css';

/** Props of `CommentAvatar`: the author's avatar address (may be empty) and name (for the initial). */
export type CommentAvatarProps = { url: string; nickname: string; size?: number };

/**
 * An author's round avatar; the first letter of the nickname when there is no picture or it fails to load.
 * Decorative (the nickname is written next to it). No referrer goes to the avatar's host.
 */
export function CommentAvatar({ url, nickname, size = 40 }: CommentAvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: size * 0.45 };
  if (url === '' || failed) {
    return (
      <span className={styles.avatar} style={style} aria-hidden="true">
        {[...nickname.trim()][0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <img
      className={styles.avatar}
      style={style}
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
