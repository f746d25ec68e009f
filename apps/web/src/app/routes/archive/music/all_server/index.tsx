import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { musicServers } from '../../../../../features/music/featured.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import styles from '../music-page.module.css';

/**
 * "/archive/music/all_server" [ROUTE-32]: the five other sources (Meting servers netease, tencent, kugou, kuwo,
 * baidu), each linking to its own page of playlists.
 */
export default function AllServerPage() {
  const { t } = useTranslation('music');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('all_server.title')}</h1>
      <p className={styles.lead}>{t('all_server.intro')}</p>
      <ul className={styles.serverList} aria-label={t('all_server.list')}>
        {musicServers.map((server) => (
          <li key={server}>
            <Link to={musicPaths.server(server)} className={styles.serverLink}>
              <span className={styles.serverName}>{t(`servers.${server}`)}</span>
              <span className={styles.muted}>{server}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
