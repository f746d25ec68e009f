import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icon.tsx';
import { Popper } from '../../ui/popper.tsx';
import styles from './header.module.css';

/**
 * The header's music button. The player is not running here (it lives in the music app under
 * "/archive/music"; LAYOUT-17/18 come with the player), so the button opens a popover with the tip "the
 * player is not running on some pages" and a link to "/archive/music" [LAYOUT-16].
 */
export function MusicButton() {
  const { t } = useTranslation('layout');
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
