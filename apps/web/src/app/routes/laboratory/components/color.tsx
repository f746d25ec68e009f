import { useTranslation } from 'react-i18next';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

/** The theme's CSS variables (lib/theme.ts, app/global.css) and the lab's label key of each. */
const swatches = [
  ['--color-main', 'main'],
  ['--color-main-light', 'main_light'],
  ['--color-main-deep', 'main_deep'],
  ['--color-main-alpha', 'main_alpha'],
  ['--color-bg', 'bg'],
  ['--color-surface', 'surface'],
  ['--color-surface-2', 'surface_2'],
  ['--color-text', 'text'],
  ['--color-text-muted', 'text_muted'],
  ['--color-border', 'border'],
] as const;

/** "/laboratory/components/color": the live theme colours, which follow the theme and dark mode. */
export default function ColorDemo() {
  const { t } = useTranslation('lab');
  return (
    <DemoPage name="color">
      <DemoSection title={t('demo.color.name')}>
        <p className={styles.muted}>{t('color.intro')}</p>
        <ul className={styles.grid}>
          {swatches.map(([variable, key]) => (
            <li key={variable} className={styles.swatch}>
              <span className={styles.chip} style={{ background: `var(${variable})` }} aria-hidden="true" />
              <span>
                {t(`color.${key}`)}
                <br />
                <code className={styles.muted}>{variable}</code>
              </span>
            </li>
          ))}
        </ul>
      </DemoSection>
    </DemoPage>
  );
}
