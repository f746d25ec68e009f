import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountStore } from '../../../features/account/store.ts';
import { RhythmGame, type RhythmSongSource } from '../../../features/lab-rhythm/components/rhythm-game.tsx';
import { useSongDetail, useSongs } from '../../../features/music/api.ts';
import { Icon } from '../../../ui/icon.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import styles from './lab.module.css';

/** The music feature's song calls, handed to the game (features do not import each other). */
const songSource: RhythmSongSource = { useSongs, useSongDetail };

/**
 * "/laboratory/music_game" [ROUTE-44] (issue 25 point 1): a rhythm game on the site's own songs, its notes at the
 * words' start times from the lyric engine (`features/lab-rhythm`).
 */
export default function MusicGamePage() {
  const { t } = useTranslation('lab_rhythm');
  const tokenid = useAccountStore((s) => s.tokenid);
  return (
    <article className={styles.page}>
      <Link to="/laboratory" className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {t('back')}
      </Link>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <NeedsJavaScript part="player" />
      <RhythmGame source={songSource} tokenid={tokenid} />
    </article>
  );
}
