import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMusicSources } from '../../../../../features/music/api.ts';
import { FeaturedLinks } from '../../../../../features/music/components/featured-links.tsx';
import { LookupForm } from '../../../../../features/music/components/lookup-form.tsx';
import { featuredMusic } from '../../../../../features/music/featured.ts';
import { ncmInputPath } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import { ncmSongsQuery } from '../../../../../features/music-sources/api.ts';
import styles from '../music-page.module.css';

/**
 * "/archive/music/ncm_song" [ROUTE-33]: open a NetEase Cloud Music song by id or pasted link (a playlist or
 * radio link opens that page instead), or one of the featured songs. The featured links show the songs' titles
 * once the upstream has named them (one GET ncm/song_detail/ for all), the names `featuredMusic` gives them until
 * then or without an upstream (issue 19: never a bare id).
 */
export default function NcmSongIndexPage() {
  const { t } = useTranslation('music');
  // Named by the upstream only when the server has one (issue 19: no 503 logged on every visit without it).
  const ncmSetUp = useMusicSources().data?.ncm === true;
  const songIds = featuredMusic.ncm_songs.map((song) => song.id);
  const named = useQuery({ ...ncmSongsQuery(songIds), enabled: ncmSetUp }).data ?? [];
  const label = (id: string, name: string) => {
    const song = named.find((s) => s.ncm_id === id);
    return song ? [song.title, song._artists_name].filter(Boolean).join(' — ') : name;
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('ncm_song.title')}</h1>
      <p className={styles.lead}>{t('ncm_song.intro')}</p>
      <div className={styles.card}>
        <LookupForm
          label={t('lookup.ncm_song')}
          hint={t('lookup.ncm_any_hint')}
          invalidText={t('lookup.invalid_ncm')}
          resolve={(text) => ncmInputPath(text, 'song')}
        />
      </div>
      <FeaturedLinks
        headingId="ncm-song-featured"
        links={featuredMusic.ncm_songs.map(({ id, name }) => ({
          path: musicPaths.ncmSong(id),
          label: label(id, name),
        }))}
      />
    </div>
  );
}
