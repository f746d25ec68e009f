import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/icon.tsx';
import { iconNames } from '../../../../ui/icon-paths.ts';
import { mediaIcons } from '../../../../ui/media-icons.ts';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

/**
 * "/laboratory/components/icon": every icon of the kit's set, by name, then the player's and music app's set
 * (`mediaIcons.<name>`), and a labelled one.
 */
export default function IconDemo() {
  const { t } = useTranslation('lab');
  return (
    <DemoPage name="icon">
      <DemoSection title={t('demo.icon.name')}>
        <p className={styles.muted}>{t('icon.intro')}</p>
        <ul className={styles.iconGrid}>
          {iconNames.map((name) => (
            <li key={name} className={styles.iconCell}>
              <Icon name={name} size={28} />
              <code>{name}</code>
            </li>
          ))}
          {Object.entries(mediaIcons).map(([name, drawing]) => (
            <li key={name} className={styles.iconCell}>
              <Icon name={drawing} size={28} />
              <code>mediaIcons.{name}</code>
            </li>
          ))}
        </ul>
        <p className={styles.row}>
          <Icon name="music" label={t('icon.labelled')} size={32} />
          <span className={styles.muted}>{t('icon.labelled')}</span>
        </p>
      </DemoSection>
    </DemoPage>
  );
}
