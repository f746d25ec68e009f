import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languageNames, languages } from '../../../../lib/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { NumberInput } from '../../../../ui/number-input.tsx';
import { RadioGroup } from '../../../../ui/radio-group.tsx';
import { Select } from '../../../../ui/select.tsx';
import { Switch } from '../../../../ui/switch.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

type Plan = 'free' | 'plus' | 'team';
const initial = { name: '', email: '', language: 'en' as Language, newsletter: false, plan: 'free' as Plan, age: 18 };

/** "/laboratory/components/form": the kit's controls in one form; sending shows a toast with the values. */
export default function FormDemo() {
  const { t } = useTranslation('lab');
  const [values, setValues] = useState(initial);
  const [nameError, setNameError] = useState(false);
  const set = <K extends keyof typeof initial>(key: K, value: (typeof initial)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.name.trim() === '') {
      setNameError(true);
      toast({ message: t('form.required'), status: 'error', group: 'lab-form' });
      return;
    }
    setNameError(false);
    toast({
      message: t('form.sent', { ...values, plan: t(`form.plan_${values.plan}`) }),
      group: 'lab-form',
    });
  };

  return (
    <DemoPage name="form">
      <DemoSection title={t('demo.form.name')}>
        <p className={styles.muted}>{t('form.intro')}</p>
        <form className={styles.stack} onSubmit={submit} noValidate>
          <div className={styles.grid}>
            <TextField
              label={t('form.name')}
              value={values.name}
              autoComplete="name"
              aria-invalid={nameError || undefined}
              hint={nameError ? t('form.required') : undefined}
              onChange={(e) => set('name', e.target.value)}
            />
            <TextField
              label={t('form.email')}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
            <Select
              label={t('form.language')}
              value={values.language}
              onValueChange={(v) => set('language', v)}
              options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
            />
            <NumberInput label={t('form.age')} value={values.age} max={150} onValueChange={(v) => set('age', v)} />
          </div>
          <RadioGroup
            inline
            label={t('form.plan')}
            value={values.plan}
            onValueChange={(v) => set('plan', v)}
            options={(['free', 'plus', 'team'] as const).map((p) => ({
              value: p,
              label: t(`form.plan_${p}`),
              disabled: p === 'team',
            }))}
          />
          <Switch
            label={t('form.newsletter')}
            description={t('form.newsletter_hint')}
            checked={values.newsletter}
            onCheckedChange={(v) => set('newsletter', v)}
          />
          <div className={`${styles.row} ${styles.end}`}>
            <Button
              onClick={() => {
                setValues(initial);
                setNameError(false);
              }}
            >
              {t('form.reset')}
            </Button>
            <Button type="submit" variant="primary" icon="check">
              {t('form.submit')}
            </Button>
          </div>
        </form>
      </DemoSection>
    </DemoPage>
  );
}
