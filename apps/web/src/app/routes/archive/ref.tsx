import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../features/archive/archive-pages.module.css';
import { LevelList, ScoreTable } from '../../../features/archive/level-reference.tsx';

/**
 * "/archive/ref", the rating reference [ROUTE-24]: each of the 8 levels [CONST-06] and no-rate [CONST-07] with its
 * colour, what it means and examples from the archive, then how imported Letterboxd and IMDb scores map to levels.
 */
export default function ArchiveRefPage() {
  const { t } = useTranslation('archive');
  const importId = useId();
  return (
    <div className={styles.page}>
      <header className={styles.headerText}>
        <h1 className={styles.title}>{t('ref.title')}</h1>
        <p className={styles.muted}>{t('ref.intro')}</p>
      </header>
      <LevelList />
      <section className={styles.panel} aria-labelledby={importId}>
        <h2 id={importId}>{t('ref.import_heading')}</h2>
        <p>{t('ref.import_text')}</p>
        <p className={styles.muted}>{t('ref.by_hand')}</p>
        <div className={styles.overviewGrid}>
          <ScoreTable source="letterboxd" />
          <ScoreTable source="imdb" />
        </div>
      </section>
    </div>
  );
}
