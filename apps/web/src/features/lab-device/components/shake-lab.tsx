import { type ArticleSummary, articlePath } from '@site/contracts';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../ui/button.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { fetchRandomArticle } from '../api.ts';
import { currentPermission, requestSensorPermission, type SensorPermission } from '../sensors.ts';
import {
  createPointerShakeDetector,
  createShakeDetector,
  defaultSensitivity,
  maxSensitivity,
  minSensitivity,
  pointerOptionsForSensitivity,
  thresholdForSensitivity,
} from '../shake.ts';
import styles from './lab-device.module.css';

/** What set off a shake: the motion sensor, the pointer's back-and-forth or the keyboard's button. */
type ShakeSource = 'motion' | 'pointer' | 'button';

type ArticleState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; article: ArticleSummary }
  | { status: 'empty' }
  | { status: 'error' };

/** How long (ms) the device vibrates on a shake. */
const vibration_ms = 120;

/**
 * The shake lab (issue 24 point 5, /laboratory/shake): `devicemotion`'s acceleration with gravity fed to the shake
 * detector (`shake.ts`), behind the permission button where the browser asks for one; a sensitivity slider (1..10)
 * for both detectors; on a desktop, a fast back-and-forth of a mouse or pen counts as a shake; a button does one from
 * the keyboard. Each shake counts, vibrates where the browser can (and the switch allows) and opens a random
 * article's card (title, date, summary, link). Reads no `window` while rendering, so the server's HTML matches.
 */
export function ShakeLab() {
  const { t, i18n } = useTranslation('lab_device');
  const sliderId = useId();
  const [sensitivity, setSensitivity] = useState(defaultSensitivity);
  const [count, setCount] = useState(0);
  const [lastSource, setLastSource] = useState<ShakeSource | null>(null);
  const [permission, setPermission] = useState<SensorPermission>('checking');
  const [readings, setReadings] = useState(0);
  const [canVibrate, setCanVibrate] = useState<boolean | null>(null);
  const [vibrate, setVibrate] = useState(true);
  const [article, setArticle] = useState<ArticleState>({ status: 'idle' });

  const sensitivityRef = useRef(sensitivity);
  sensitivityRef.current = sensitivity;
  const vibrateRef = useRef(vibrate);
  vibrateRef.current = vibrate;
  const fetchRef = useRef<AbortController | null>(null);

  const onShake = useCallback((source: ShakeSource) => {
    setCount((n) => n + 1);
    setLastSource(source);
    if (vibrateRef.current && typeof navigator.vibrate === 'function') navigator.vibrate(vibration_ms);
    fetchRef.current?.abort();
    const controller = new AbortController();
    fetchRef.current = controller;
    setArticle({ status: 'loading' });
    fetchRandomArticle(controller.signal).then(
      (found) => {
        if (!controller.signal.aborted) setArticle(found ? { status: 'ready', article: found } : { status: 'empty' });
      },
      () => {
        if (!controller.signal.aborted) setArticle({ status: 'error' });
      },
    );
  }, []);

  useEffect(() => () => fetchRef.current?.abort(), []);

  useEffect(() => {
    setPermission(currentPermission('motion'));
    setCanVibrate(typeof navigator.vibrate === 'function');
  }, []);

  // The motion sensor, once allowed.
  useEffect(() => {
    if (permission !== 'granted') return;
    const detector = createShakeDetector(() => thresholdForSensitivity(sensitivityRef.current));
    const onMotion = (event: DeviceMotionEvent) => {
      const a = event.accelerationIncludingGravity;
      if (!a || a.x === null || a.y === null || a.z === null) return;
      setReadings((n) => n + 1);
      if (detector.update({ x: a.x, y: a.y, z: a.z }, event.timeStamp)) onShake('motion');
    };
    window.addEventListener('devicemotion', onMotion);
    return () => window.removeEventListener('devicemotion', onMotion);
  }, [permission, onShake]);

  // The pointer's back-and-forth (mouse and pen; a finger's moves scroll the page).
  useEffect(() => {
    const detector = createPointerShakeDetector(() => pointerOptionsForSensitivity(sensitivityRef.current));
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      if (detector.update(event.clientX, event.clientY, event.timeStamp)) onShake('pointer');
    };
    window.addEventListener('pointermove', onMove);
    return () => window.removeEventListener('pointermove', onMove);
  }, [onShake]);

  const ask = async () => setPermission(await requestSensorPermission('motion'));

  const sensorStatus =
    permission === 'granted' && readings > 0
      ? t('shake.status_readings', { count: readings })
      : t(`shake.status_${permission}`);

  return (
    <>
      <section className={styles.section} aria-labelledby={`${sliderId}-sensor`}>
        <h2 className={styles.sectionTitle} id={`${sliderId}-sensor`}>
          {t('shake.sensor_title')}
        </h2>
        <p className={styles.status} role="status">
          {sensorStatus}
        </p>
        <div className={styles.row}>
          <Button variant="primary" icon="check" onClick={ask} disabled={permission !== 'needed'}>
            {t('shake.allow')}
          </Button>
          <Button onClick={() => onShake('button')}>{t('shake.simulate')}</Button>
        </div>
        <div className={styles.slider}>
          <label htmlFor={sliderId}>{t('shake.sensitivity')}</label>
          <span className={styles.value}>{t('shake.sensitivity_value', { value: sensitivity })}</span>
          <input
            id={sliderId}
            type="range"
            min={minSensitivity}
            max={maxSensitivity}
            step={1}
            value={sensitivity}
            aria-valuetext={t('shake.sensitivity_text', {
              value: sensitivity,
              threshold: thresholdForSensitivity(sensitivity).toFixed(0),
            })}
            onChange={(e) => setSensitivity(Number(e.target.value))}
          />
        </div>
        <p className={styles.muted}>
          {t('shake.threshold', {
            threshold: thresholdForSensitivity(sensitivity).toFixed(1),
            travel: Math.round(pointerOptionsForSensitivity(sensitivity).minTravel_px),
          })}
        </p>
        <Switch
          checked={vibrate}
          onCheckedChange={setVibrate}
          label={t('shake.vibrate')}
          description={t('shake.vibrate_text')}
          disabled={canVibrate === false}
        />
        <p className={styles.support}>
          {canVibrate === null ? '\u00a0' : canVibrate ? t('shake.vibrate_yes') : t('shake.vibrate_no')}
        </p>
      </section>

      <section className={styles.section} aria-labelledby={`${sliderId}-count`}>
        <h2 className={styles.sectionTitle} id={`${sliderId}-count`}>
          {t('shake.count_title')}
        </h2>
        <p className={styles.counter} data-testid="shake-count">
          {count}
        </p>
        <p className={styles.muted} aria-live="polite">
          {lastSource
            ? t('shake.last', { number: count, source: t(`shake.source_${lastSource}`) })
            : t('shake.none_yet')}
        </p>
      </section>

      <section className={styles.section} aria-labelledby={`${sliderId}-article`}>
        <h2 className={styles.sectionTitle} id={`${sliderId}-article`}>
          {t('shake.article_title')}
        </h2>
        <div className={styles.cardSlot} aria-live="polite">
          {article.status === 'ready' ? (
            <ArticleCard article={article.article} language={i18n.language} />
          ) : (
            <p className={styles.muted}>{t(`shake.article_${article.status}`)}</p>
          )}
        </div>
      </section>
    </>
  );
}

/** The random article's card: title, localised date, summary and a link to it. */
function ArticleCard({ article, language }: { article: ArticleSummary; language: string }) {
  const { t } = useTranslation('lab_device');
  const date = new Date(article.date);
  const shown = Number.isNaN(date.getTime())
    ? article.date
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
  return (
    <article className={styles.card} data-testid="shake-article">
      <h3 lang={article.language ?? undefined}>{article.title}</h3>
      <p className={styles.muted}>
        <time dateTime={article.date}>{shown}</time>
      </p>
      {article.summary && <p lang={article.language ?? undefined}>{article.summary}</p>}
      <p>
        <Link to={articlePath(article.id)}>{t('shake.read', { title: article.title })}</Link>
      </p>
    </article>
  );
}
