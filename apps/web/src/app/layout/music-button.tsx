import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import styles from './header.module.css';

/**
 * The header's music button. The player is not running here (it lives in the music app under
 * "/archive/music"), so the button shows the tip "the player is not running on some pages" with a link to
 * "/archive/music" [LAYOUT-16], in a native popover (light dismiss, Esc, focus order for free).
 */
export function MusicButton() {
  const { t } = useTranslation('layout');
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        popoverTarget={id}
        aria-label={t('header.music')}
        title={t('header.music')}
      >
        <Icon name="music" />
      </button>
      <div id={id} popover="auto" className={styles.tip} role="note">
        <p>{t('header.music_tip')}</p>
        <Link to="/archive/music" onClick={() => document.getElementById(id)?.hidePopover?.()}>
          {t('header.music_link')}
        </Link>
      </div>
    </>
  );
}
