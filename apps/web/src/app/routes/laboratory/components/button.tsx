import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

/** "/laboratory/components/button": `Button` variants, sizes and states. */
export default function ButtonDemo() {
  const { t } = useTranslation('lab');
  const [count, setCount] = useState(0);
  const click = () => setCount((c) => c + 1);
  return (
    <DemoPage name="button">
      <DemoSection title={t('button.variants')}>
        <div className={styles.row}>
          {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
            <Button key={variant} variant={variant} onClick={click}>
              {t(`button.${variant}`)}
            </Button>
          ))}
        </div>
      </DemoSection>
      <DemoSection title={t('button.sizes')}>
        <div className={styles.row}>
          <Button size="small" onClick={click}>
            {t('button.small')}
          </Button>
          <Button icon="check" onClick={click}>
            {t('button.with_icon')}
          </Button>
          <Button loading>{t('button.loading')}</Button>
          <Button disabled>{t('button.disabled')}</Button>
          <Button variant="ghost" icon="settings" aria-label={t('button.icon_only')} onClick={click} />
        </div>
      </DemoSection>
      <output className={styles.output} aria-live="polite">
        {t('button.clicked', { count })}
      </output>
    </DemoPage>
  );
}
