import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../layout/site-info.ts';
import styles from './about.module.css';

const parts = ['privacy', 'service', 'disclaimer'] as const;

/**
 * "/about/terms" [ROUTE-36]: the privacy policy, the terms of service and the disclaimers, one section each,
 * their points from the `about` strings (`terms.<part>.items`, a list per language).
 */
export default function TermsPage() {
  const { t } = useTranslation('about');
  const version = useSiteInfo().data?.version;
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('terms.title')}</h1>
      <p className={styles.lead}>{t('terms.intro')}</p>
      {parts.map((part) => (
        <section key={part} className={styles.section} aria-labelledby={`terms-${part}`}>
          <h2 id={`terms-${part}`}>{t(`terms.${part}.title`)}</h2>
          <ul className={styles.list}>
            {(t(`terms.${part}.items`, { returnObjects: true }) as string[]).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      {version && <p className={styles.muted}>{t('terms.updated', { version })}</p>}
    </article>
  );
}
