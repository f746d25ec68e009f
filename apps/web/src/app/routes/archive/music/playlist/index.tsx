import { useTranslation } from 'react-i18next';
import { FeaturedLinks } from '../../../../../features/music/components/featured-links.tsx';
import { LookupForm } from '../../../../../features/music/components/lookup-form.tsx';
import { featuredMusic } from '../../../../../features/music/featured.ts';
import { ncmInputPath } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import styles from '../music-page.module.css';

/** "/archive/music/playlist" [ROUTE-30]: open a NetEase Cloud Music playlist by id or pasted link, or a featured one. */
export default function PlaylistIndexPage() {
  const { t } = useTranslation('music');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('playlist.title')}</h1>
      <p className={styles.lead}>{t('playlist.intro')}</p>
      <div className={styles.card}>
        <LookupForm
          label={t('lookup.ncm_playlist')}
          hint={t('lookup.ncm_any_hint')}
          invalidText={t('lookup.invalid_ncm')}
          resolve={(text) => ncmInputPath(text, 'playlist')}
        />
      </div>
      <FeaturedLinks
        headingId="playlist-featured"
        links={featuredMusic.ncm_playlists.map(({ id, name }) => ({
          path: musicPaths.playlist(id),
          label: name,
        }))}
      />
    </div>
  );
}
