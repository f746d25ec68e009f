import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../../ui/field.module.css';
import { NumberInput } from '../../../../ui/number-input.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

/** "/laboratory/components/input": text fields and `NumberInput` with its clamping and rounding [WIDGET-10..14]. */
export default function InputDemo() {
  const { t } = useTranslation('lab');
  const areaId = useId();
  const [text, setText] = useState('');
  const [area, setArea] = useState('');
  const [plain, setPlain] = useState(50);
  const [volume, setVolume] = useState(0.4);
  const [offset, setOffset] = useState(-0.35);
  const [free, setFree] = useState(100);
  const numbers = [
    ['default', plain, setPlain, {}],
    ['volume', volume, setVolume, { max: 1, step: 0.01 }],
    ['offset', offset, setOffset, { min: -2, max: 2, step: 0.01 }],
    ['free', free, setFree, { overflow: true }],
  ] as const;
  return (
    <DemoPage name="input">
      <DemoSection title={t('input.text')}>
        <TextField
          label={t('input.plain')}
          hint={t('input.plain_hint')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className={fieldStyles.field}>
          <label htmlFor={areaId} className={fieldStyles.label}>
            {t('input.area')}
          </label>
          <textarea
            id={areaId}
            className={`${fieldStyles.input} ${fieldStyles.textarea}`}
            value={area}
            onChange={(e) => setArea(e.target.value)}
          />
        </div>
      </DemoSection>
      <DemoSection title={t('input.number')}>
        <div className={styles.grid}>
          {numbers.map(([key, value, setValue, limits]) => (
            <div key={key} className={styles.stack}>
              <NumberInput label={t(`input.${key}`)} value={value} onValueChange={setValue} {...limits} />
              <output className={styles.output}>{t('input.value', { value })}</output>
            </div>
          ))}
        </div>
      </DemoSection>
    </DemoPage>
  );
}
