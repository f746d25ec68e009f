import { useTranslation } from 'react-i18next';
import changelog from '../../../../../../CHANGELOG.md?raw';
import styles from './about.module.css';
import { parseChangelog } from './parse-changelog.ts';

const sections = parseChangelog(changelog);

/**
 * The update log at "/about/update" [ROUTE-38], rendered from the repository's CHANGELOG.md (bundled with
 * this page's chunk through Vite's `?raw`): one section per version, newest first.
 */
export default function UpdatePage() {
  const { t } = useTranslation('about');
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('update.title')}</h1>
      <p className={styles.lead}>{t('update.intro')}</p>
      {sections.length === 0 && <p>{t('update.empty')}</p>}
      {sections.map((section) => (
        <section key={section.heading} className={styles.section} aria-labelledby={`v-${section.heading}`}>
          <h2 id={`v-${section.heading}`}>{section.heading}</h2>
          <ul className={styles.list}>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
