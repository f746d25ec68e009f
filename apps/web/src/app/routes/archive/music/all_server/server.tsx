import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FeaturedLinks } from '../../../../../features/music/components/featured-links.tsx';
import { LookupForm } from '../../../../../features/music/components/lookup-form.tsx';
import { featuredMusic, isMusicServer } from '../../../../../features/music/featured.ts';
import { parseMetingId } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { Placeholder } from '../../../../../ui/placeholder.tsx';
import { useBreadcrumbLabel } from '../../../../layout/page-hooks.ts';
import styles from '../music-page.module.css';

/**
 * "/archive/music/all_server/:server" [ROUTE-32]: one source's playlists — open one by id (or, for netease, a
 * pasted playlist link), or a featured one. A server that is not one of the five shows a not-found placeholder.
 */
export default function ServerPage() {
  const { t } = useTranslation('music');
  const server = useParams().server;
  const known = isMusicServer(server);
  useBreadcrumbLabel(known ? t(`servers.${server}`) : undefined);
  if (!known) {
    return (
      <div className={styles.page}>
        <Placeholder
          error
          errorText={
            <>
              {t('all_server.unknown')} <Link to={musicPaths.servers}>{t('all_server.back')}</Link>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('all_server.server_title', { server: t(`servers.${server}`) })}</h1>
      <p className={styles.lead}>{t('all_server.server_intro')}</p>
      <div className={styles.card}>
        <LookupForm
          label={t('lookup.meting_playlist')}
          hint={t('lookup.meting_hint')}
          invalidText={t('lookup.invalid_meting')}
          resolve={(text) => {
            const id = parseMetingId(text);
            return id === null ? null : musicPaths.serverPlaylist(server, id);
          }}
        />
      </div>
      <FeaturedLinks
        headingId="server-featured"
        links={featuredMusic.meting_playlists[server].map(({ id, name }) => ({
          path: musicPaths.serverPlaylist(server, id),
          label: name,
        }))}
      />
    </div>
  );
}
