import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMusicSources } from '../api.ts';
import { musicPaths } from '../music-paths.ts';
import styles from './music-sections.module.css';

/** The music app's sections in the order the home page lists them, each with its i18n key (`sections.<key>`). */
const sections = [
  { key: 'player', path: musicPaths.player },
  { key: 'songs', path: musicPaths.songs },
  { key: 'platforms', path: musicPaths.platforms },
  { key: 'ncm_song', path: musicPaths.ncmSongs, source: 'ncm' },
  { key: 'playlist', path: musicPaths.playlists, source: 'ncm' },
  { key: 'radio', path: musicPaths.radios, source: 'ncm' },
  { key: 'all_server', path: musicPaths.servers, source: 'meting' },
] as const;

/**
 * Cards linking every section of the music app (ROUTE-25's children), each with its name and one line on what
 * it holds; the sections of an upstream the server has not set up (NCM, Meting) are left out (issue 19), and shown
 * once the server says it is. `headingLevel` is the level of each card's name.
 */
export function MusicSections({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('music');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sources = useMusicSources().data;
  const shown = sections.filter((section) => !('source' in section) || sources?.[section.source] === true);
  return (
    <ul className={styles.grid}>
      {shown.map((section) => (
        <li key={section.key}>
          <Link to={section.path} className={styles.card}>
            <Heading className={styles.name}>{t(`sections.${section.key}.title`)}</Heading>
            <span className={styles.text}>{t(`sections.${section.key}.text`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
