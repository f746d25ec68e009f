import { useTranslation } from 'react-i18next';
import { FeaturedLinks } from '../../../../../features/music/components/featured-links.tsx';
import { LookupForm } from '../../../../../features/music/components/lookup-form.tsx';
import { featuredMusic } from '../../../../../features/music/featured.ts';
import { ncmInputPath } from '../../../../../features/music/music-link.ts';
import { musicPaths } from '../../../../../features/music/music-paths.ts';
import styles from '../music-page.module.css';

/** "/archive/music/radio" [ROUTE-31]: open a NetEase Cloud Music radio by id or pasted link, or a featured one. */
export default function RadioIndexPage() {
  const { t } = useTranslation('music');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('radio.title')}</h1>
      <p className={styles.lead}>{t('radio.intro')}</p>
      <div className={styles.card}>
        <LookupForm
          label={t('lookup.ncm_radio')}
          hint={t('lookup.ncm_any_hint')}
          invalidText={t('lookup.invalid_ncm')}
          resolve={(text) => ncmInputPath(text, 'radio')}
        />
      </div>
      <FeaturedLinks
        headingId="radio-featured"
        links={featuredMusic.ncm_radios.map(({ id, name }) => ({
          path: musicPaths.radio(id),
          label: name,
        }))}
      />
    </div>
  );
}
