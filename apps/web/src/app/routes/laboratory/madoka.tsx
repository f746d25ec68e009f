import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RuneWorkshop } from '../../../features/lab-madoka/components/rune-workshop.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import styles from './lab.module.css';

/**
 * "/laboratory/madoka" [ROUTE-44] (issue 25 point 4): an homage to the witch-rune alphabet of Puella Magi Madoka
 * Magica with a glyph set of our own (`features/lab-madoka`): Latin text to runes live, a rune keyboard back to
 * Latin, and export as SVG and PNG. Everything happens in the browser; nothing is sent.
 */
export default function MadokaPage() {
  const { t } = useTranslation('lab_madoka');
  return (
    <article className={styles.page}>
      <Link to="/laboratory" className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {t('back')}
      </Link>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <NeedsJavaScript part="forms" />
      <RuneWorkshop />
    </article>
  );
}
