import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlayerPresence } from '../../features/player/presence.ts';
import { Icon } from '../../ui/icon.tsx';
import { Popper } from '../../ui/popper.tsx';
import styles from './header.module.css';

/**
 * The header's music button. With the player not active (it lives in the music app under "/archive/music"),
 * the button opens a popover with the tip "the player is not running on some pages" and a link to
 * "/archive/music" [LAYOUT-16]. With the player active it opens the full player [LAYOUT-17], except while the
 * single-page player is open [LAYOUT-18]. It reads the player through the small presence store, so the player
 * itself stays out of the pages' chunks.
 */
export function MusicButton() {
  const { t } = useTranslation('layout');
  const active = usePlayerPresence((s) => s.active);
  const singlePage = usePlayerPresence((s) => s.single_page_player);
  if (active)
    return (
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('header.music')}
        aria-disabled={singlePage || undefined}
        onClick={() => {
          if (!singlePage) usePlayerPresence.getState().openFullPlayer?.(); // [LAYOUT-17][LAYOUT-18]
        }}
      >
        <Icon name="music" />
      </button>
    );
  return (
    <Popper
      mode="popover"
      label={t('header.music')}
      triggerLabel={t('header.music')}
      triggerClassName={styles.iconButton}
      placement="bottom"
      content={
        <div className={styles.tip}>
          <p>{t('header.music_tip')}</p>
          <Link to="/archive/music">{t('header.music_link')}</Link>
        </div>
      }
    >
      <Icon name="music" />
    </Popper>
  );
}
