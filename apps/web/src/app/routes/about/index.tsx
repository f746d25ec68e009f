import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '../../layout/site-info.ts';
import styles from './about.module.css';

/**
 * The site intro at "/about" [ROUTE-34]: what the site is, that its front end and back end are self-built
 * [SITE-05], that it is unfinished [SITE-07], that e-mail replies are not available [SITE-06], and the build
 * version from site info [SITE-04].
 */
export default function AboutPage() {
  const { t } = useTranslation('about');
  const version = useSiteInfo().data?.version;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('index.title')}</h1>
      <p className={styles.lead}>{t('index.intro')}</p>
      <p>{t('index.self_built')}</p>
      <p>{t('index.unfinished')}</p>
      <p>{t('index.no_email')}</p>
      {version && <p className={styles.muted}>{t('index.version', { version })}</p>}
      <section className={styles.section} aria-labelledby="about-more">
        <h2 id="about-more">{t('index.more')}</h2>
        <ul className={styles.list}>
          <li>
            <Link to="/about/terms">{t('index.links.terms')}</Link>
          </li>
          <li>
            <Link to="/about/update">{t('index.links.update')}</Link>
          </li>
          <li>
            <Link to="/about/bb">{t('index.links.bb')}</Link>
          </li>
        </ul>
      </section>
    </article>
  );
}
