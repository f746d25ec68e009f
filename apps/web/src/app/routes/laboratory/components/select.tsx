import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '../../../../ui/radio-group.tsx';
import { Select } from '../../../../ui/select.tsx';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

type Fruit = 'apple' | 'banana' | 'cherry' | 'durian';
type Size = 'small' | 'medium' | 'large';

/** "/laboratory/components/select": `Select` and `RadioGroup`, whose disabled options cannot be chosen [WIDGET-15]. */
export default function SelectDemo() {
  const { t } = useTranslation('lab');
  const [fruit, setFruit] = useState<Fruit>('apple');
  const [size, setSize] = useState<Size>('medium');
  const fruits = (['apple', 'banana', 'cherry', 'durian'] as const).map((value) => ({
    value,
    label: t(`select.${value}`),
    disabled: value === 'cherry',
  }));
  const sizes = (['small', 'medium', 'large'] as const).map((value) => ({
    value,
    label: t(`select.${value}`),
    disabled: value === 'large',
  }));
  return (
    <DemoPage name="select">
      <DemoSection title={t('select.select')}>
        <Select label={t('select.fruit')} value={fruit} onValueChange={setFruit} options={fruits} />
        <output className={styles.output}>{t('select.chosen', { value: t(`select.${fruit}`) })}</output>
      </DemoSection>
      <DemoSection title={t('select.radio')}>
        <RadioGroup inline label={t('select.size')} value={size} onValueChange={setSize} options={sizes} />
        <output className={styles.output}>{t('select.chosen', { value: t(`select.${size}`) })}</output>
      </DemoSection>
    </DemoPage>
  );
}
