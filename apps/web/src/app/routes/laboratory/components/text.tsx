import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { RelativeTime } from '../../../../ui/relative-time.tsx';
import { ScrollBox } from '../../../../ui/scroll-box.tsx';
import { useClock } from '../../../../ui/use-clock.ts';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const lines = Array.from({ length: 60 }, (_, i) => i + 1);

/** "/laboratory/components/text": typography, `RelativeTime` [CONST-02][CONST-03] and `ScrollBox` [WIDGET-08][WIDGET-09]. */
export default function TextDemo() {
  const { t } = useTranslation('lab');
  // Fixed at mount: the relative times then visibly count up with the app clock. The clock's first value: on a
  // server-rendered page the time the server rendered it at, so the hydrated times are the HTML's (issue 21).
  const now = useClock();
  const [opened] = useState(now);
  const [ends, setEnds] = useState({ count: 0, top: 0 });
  const times = [
    ['relative_now', opened],
    ['relative_minutes', opened - 90 * MINUTE_MS],
    ['relative_days', opened - 3 * DAY_MS],
    ['relative_week', opened - 7 * DAY_MS],
    ['relative_old', opened - 8 * DAY_MS],
  ] as const;
  return (
    <DemoPage name="text">
      <DemoSection title={t('text.typography')}>
        <p className={styles.output}>
          <Trans t={t} i18nKey="text.paragraph" components={{ strong: <strong />, em: <em />, code: <code /> }} />
        </p>
        <blockquote className={styles.quote}>{t('text.quote')}</blockquote>
        <ul>
          <li>{t('text.list_a')}</li>
          <li>{t('text.list_b')}</li>
        </ul>
      </DemoSection>
      <DemoSection title={t('text.relative')}>
        <p className={styles.muted}>{t('text.relative_text')}</p>
        <dl className={styles.grid}>
          {times.map(([key, at]) => (
            <div key={key}>
              <dt className={styles.muted}>{t(`text.${key}`)}</dt>
              <dd className={styles.output}>
                <RelativeTime date={at} />
              </dd>
            </div>
          ))}
        </dl>
      </DemoSection>
      <DemoSection title={t('text.scroll')}>
        <p className={styles.muted}>{t('text.scroll_text')}</p>
        <ScrollBox
          label={t('text.scroll_label')}
          maxHeight="240px"
          onScrollEnd={(top) => setEnds((e) => ({ count: e.count + 1, top: Math.round(top) }))}
        >
          {lines.map((n) => (
            <p key={n} className={styles.scrollLine}>
              {t('text.scroll_line', { n })}
            </p>
          ))}
        </ScrollBox>
        <output className={styles.output}>{t('text.scroll_ends', ends)}</output>
      </DemoSection>
    </DemoPage>
  );
}
