import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMusicSources } from '../../../../features/music/api.ts';
import { CustomSongForm } from '../../../../features/music/components/custom-song-form.tsx';
import { LookupForm } from '../../../../features/music/components/lookup-form.tsx';
import { musicServers } from '../../../../features/music/featured.ts';
import { ncmInputPath } from '../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../features/music/music-paths.ts';
import { useViewer } from '../../use-viewer.ts';
import styles from './music-page.module.css';
import { useMusicPlayer } from './use-music-player.ts';

/**
 * "/archive/music/platforms" [ROUTE-27]: play custom music — an audio address or a file from this device, with
 * an optional lyric file parsed in the browser — or open songs, playlists and radio of NetEase Cloud Music by id
 * or pasted music.163.com link, or the playlists of the other sources (Meting: netease, tencent, kugou, kuwo,
 * baidu). The NCM and Meting parts show only when the server has set them up (issue 19); the admin is told which
 * are not and where the README says how.
 */
export default function PlatformsPage() {
  const { t } = useTranslation('music');
  const player = useMusicPlayer();
  const sources = useMusicSources().data;
  const unset = sources
    ? [!sources.ncm && t('platforms.ncm_title'), !sources.meting && t('platforms.servers_title')].filter(Boolean)
    : [];
  const isAdmin = useViewer()?.is_admin === true;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('platforms.title')}</h1>
      <p className={styles.lead}>{t('platforms.intro')}</p>
      <section className={styles.card} aria-labelledby="platforms-custom-title">
        <h2 id="platforms-custom-title" className={styles.sectionTitle}>
          {t('platforms.custom_title')}
        </h2>
        <p className={styles.muted}>{t('platforms.custom_intro')}</p>
        <CustomSongForm onPlay={player.play} onAdd={player.add} />
      </section>
      {isAdmin && unset.length > 0 && (
        <p className={styles.muted} role="note">
          {t('platforms.not_set_up_admin', { sources: unset.join(', ') })}
        </p>
      )}
      {sources?.ncm && (
        <section className={styles.card} aria-labelledby="platforms-ncm-title">
          <h2 id="platforms-ncm-title" className={styles.sectionTitle}>
            {t('platforms.ncm_title')}
          </h2>
          <LookupForm
            label={t('lookup.ncm_any')}
            hint={t('lookup.ncm_any_hint')}
            invalidText={t('lookup.invalid_ncm')}
            resolve={(text) => ncmInputPath(text, 'song')}
          />
          <p className={styles.links}>
            <Link to={musicPaths.ncmSongs}>{t('sections.ncm_song.title')}</Link>
            <Link to={musicPaths.playlists}>{t('sections.playlist.title')}</Link>
            <Link to={musicPaths.radios}>{t('sections.radio.title')}</Link>
          </p>
        </section>
      )}
      {sources?.meting && (
        <section className={styles.card} aria-labelledby="platforms-servers-title">
          <h2 id="platforms-servers-title" className={styles.sectionTitle}>
            {t('platforms.servers_title')}
          </h2>
          <p className={styles.muted}>{t('platforms.servers_intro')}</p>
          <p className={styles.links}>
            <Link to={musicPaths.servers}>{t('sections.all_server.title')}</Link>
            {musicServers.map((server) => (
              <Link key={server} to={musicPaths.server(server)}>
                {t(`servers.${server}`)}
              </Link>
            ))}
          </p>
        </section>
      )}
    </div>
  );
}
