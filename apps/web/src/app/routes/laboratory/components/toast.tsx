import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { NumberInput } from '../../../../ui/number-input.tsx';
import { RadioGroup } from '../../../../ui/radio-group.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { type ToastStatus, toast } from '../../../../ui/toast-store.ts';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

const LOADING_DEMO_MS = 1500;

/** "/laboratory/components/toast": `toast()` with statuses, keys, groups and durations [TOAST-01..09]. */
export default function ToastDemo() {
  const { t } = useTranslation('lab');
  const { t: tu } = useTranslation('ui');
  const [message, setMessage] = useState(() => t('toast.message_default'));
  const [status, setStatus] = useState<ToastStatus>('success');
  const [duration, setDuration] = useState(5000);
  const [group, setGroup] = useState('');
  const [key, setKey] = useState('');

  const showLoading = () => {
    const loadingKey = toast({
      message: t('toast.loading_message'),
      status: 'loading',
      duration: 0,
      key: 'lab-loading',
    });
    // The same key turns the loading toast into the result in place [TOAST-06].
    setTimeout(() => toast({ message: t('toast.done_message'), key: loadingKey }), LOADING_DEMO_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    toast({
      message: message.trim() === '' ? t('toast.message_default') : message,
      status,
      duration,
      ...(group.trim() === '' ? {} : { group: group.trim() }),
      ...(key.trim() === '' ? {} : { key: key.trim() }),
    });
  };

  return (
    <DemoPage name="toast">
      <DemoSection title={t('toast.quick')}>
        <p className={styles.muted}>{t('toast.hint')}</p>
        <div className={styles.row}>
          <Button onClick={() => toast({ message: t('toast.success_message') })}>{t('toast.success')}</Button>
          <Button onClick={() => toast({ message: t('toast.error_message'), status: 'error' })}>
            {t('toast.error')}
          </Button>
          <Button onClick={showLoading}>{t('toast.loading')}</Button>
          <Button onClick={() => toast({ message: t('toast.group_message'), group: 'lab-group' })}>
            {t('toast.group')}
          </Button>
          <Button onClick={() => toast({ message: t('toast.sticky_message'), duration: 0 })}>
            {t('toast.sticky')}
          </Button>
        </div>
      </DemoSection>
      <DemoSection title={t('toast.custom')}>
        <form className={styles.stack} onSubmit={submit}>
          <TextField label={t('toast.message')} value={message} onChange={(e) => setMessage(e.target.value)} />
          <RadioGroup
            inline
            label={t('toast.status')}
            value={status}
            onValueChange={setStatus}
            options={(['success', 'error', 'loading'] as const).map((s) => ({
              value: s,
              label: tu(`toast.status.${s}`),
            }))}
          />
          <NumberInput
            label={t('toast.duration')}
            unit="ms"
            value={duration}
            min={-1}
            max={60_000}
            step={100}
            onValueChange={setDuration}
          />
          <p className={styles.muted}>{t('toast.duration_hint')}</p>
          <div className={styles.grid}>
            <TextField label={t('toast.group_field')} value={group} onChange={(e) => setGroup(e.target.value)} />
            <TextField label={t('toast.key_field')} value={key} onChange={(e) => setKey(e.target.value)} />
          </div>
          <div className={styles.row}>
            <Button type="submit" variant="primary">
              {t('toast.show')}
            </Button>
          </div>
        </form>
      </DemoSection>
    </DemoPage>
  );
}
