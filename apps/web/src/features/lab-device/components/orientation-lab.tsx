import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import {
  compassHeading,
  compassPoint,
  type HeadingInput,
  type Orientation,
  phoneTransform,
  spiritLevel,
} from '../orientation.ts';
import { currentPermission, requestSensorPermission, type SensorPermission } from '../sensors.ts';
import styles from './lab-device.module.css';

/** Where the shown angles come from: nothing yet, the device's sensor, or the sliders. */
type Source = 'none' | 'sensor' | 'simulated';

/** The page's state of the sensor: its angles, the last absolute alpha, Safari's heading and who set them. */
type Reading = {
  angles: Orientation;
  /** alpha of the last absolute reading (`deviceorientationabsolute` or `absolute: true`), for the heading. */
  absoluteAlpha: number | null;
  webkitHeading: number | null;
  source: Source;
};

const start: Reading = {
  angles: { alpha: 0, beta: 0, gamma: 0 },
  absoluteAlpha: null,
  webkitHeading: null,
  source: 'none',
};

/** The three sliders: the angle, its range in degrees. */
const axes = [
  ['alpha', 0, 360],
  ['beta', -180, 180],
  ['gamma', -90, 90],
] as const;

const fmt = (n: number | null) => (n === null ? '–' : `${n.toFixed(1)}°`);

/**
 * The device orientation lab (issue 24 point 6, /laboratory/deviceorientation): live alpha / beta / gamma from
 * `deviceorientation` (and `deviceorientationabsolute` where the browser has it), a CSS 3D phone turned by them, a
 * spirit level and a compass heading that says where it comes from (Safari's `webkitCompassHeading`, else 360 - alpha
 * of an absolute reading, else of a relative one), the permission button where the browser asks for one, and three
 * sliders (keyboard: arrows, Page Up/Down, Home/End) that simulate the sensor where there is none.
 */
export function OrientationLab() {
  const { t } = useTranslation('lab_device');
  const id = useId();
  const [permission, setPermission] = useState<SensorPermission>('checking');
  const [hasAbsoluteEvent, setHasAbsoluteEvent] = useState<boolean | null>(null);
  const [reading, setReading] = useState<Reading>(start);

  useEffect(() => {
    setPermission(currentPermission('orientation'));
    setHasAbsoluteEvent('ondeviceorientationabsolute' in window);
  }, []);

  useEffect(() => {
    if (permission !== 'granted') return;
    const onOrientation = (event: DeviceOrientationEvent) => {
      const { alpha, beta, gamma } = event;
      const webkit = (event as DeviceOrientationEvent & { webkitCompassHeading?: number }).webkitCompassHeading;
      // Chrome on a desktop sends one reading of nulls: there is no sensor.
      if (alpha === null && beta === null && gamma === null && typeof webkit !== 'number') return;
      const absolute = event.type === 'deviceorientationabsolute' || event.absolute;
      setReading((r) => ({
        angles: { alpha, beta, gamma },
        absoluteAlpha: absolute ? alpha : r.source === 'sensor' ? r.absoluteAlpha : null,
        webkitHeading: typeof webkit === 'number' ? webkit : null,
        source: 'sensor',
      }));
    };
    window.addEventListener('deviceorientation', onOrientation);
    window.addEventListener('deviceorientationabsolute', onOrientation as EventListener);
    return () => {
      window.removeEventListener('deviceorientation', onOrientation);
      window.removeEventListener('deviceorientationabsolute', onOrientation as EventListener);
    };
  }, [permission]);

  const ask = async () => setPermission(await requestSensorPermission('orientation'));

  const simulate = (axis: 'alpha' | 'beta' | 'gamma', value: number) =>
    setReading((r) => ({
      angles: { ...r.angles, [axis]: value },
      absoluteAlpha: null,
      webkitHeading: null,
      source: 'simulated',
    }));

  const { angles } = reading;
  const level = spiritLevel(angles.beta, angles.gamma);
  const headingInput: HeadingInput =
    reading.source === 'simulated'
      ? { alpha: angles.alpha, absolute: false, simulated: true }
      : reading.absoluteAlpha !== null
        ? { alpha: reading.absoluteAlpha, absolute: true, webkitCompassHeading: reading.webkitHeading }
        : { alpha: angles.alpha, absolute: false, webkitCompassHeading: reading.webkitHeading };
  const heading = reading.source === 'none' ? null : compassHeading(headingInput);

  const status =
    reading.source === 'sensor'
      ? t('orientation.status_sensor')
      : reading.source === 'simulated'
        ? t('orientation.status_simulated')
        : t(`orientation.status_${permission}`);
  const absoluteNote =
    hasAbsoluteEvent === null
      ? '\u00a0'
      : hasAbsoluteEvent
        ? t('orientation.absolute_yes')
        : t('orientation.absolute_no');

  return (
    <>
      <section className={styles.section} aria-labelledby={`${id}-sensor`}>
        <h2 className={styles.sectionTitle} id={`${id}-sensor`}>
          {t('orientation.sensor_title')}
        </h2>
        <p className={styles.status} role="status">
          {status}
        </p>
        <div className={styles.row}>
          <Button variant="primary" icon="check" onClick={ask} disabled={permission !== 'needed'}>
            {t('orientation.allow')}
          </Button>
        </div>
        <dl className={styles.readings} data-testid="orientation-readings">
          {axes.map(([axis]) => (
            <div key={axis}>
              <dt>{t(`orientation.${axis}`)}</dt>
              <dd data-testid={`reading-${axis}`}>{fmt(angles[axis])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby={`${id}-phone`}>
          <h2 className={styles.sectionTitle} id={`${id}-phone`}>
            {t('orientation.phone_title')}
          </h2>
          <div className={styles.stage} aria-hidden="true">
            <div className={styles.phone} style={{ transform: phoneTransform(angles) }} data-testid="phone">
              <span className={styles.phoneTop}>{t('orientation.phone_top')}</span>
            </div>
          </div>
        </section>

        <section className={styles.section} aria-labelledby={`${id}-level`}>
          <h2 className={styles.sectionTitle} id={`${id}-level`}>
            {t('orientation.level_title')}
          </h2>
          <div className={styles.vial} aria-hidden="true">
            <span
              className={styles.bubble}
              data-level={level.level}
              style={{ transform: `translate(${(level.x * 64).toFixed(1)}px, ${(level.y * 64).toFixed(1)}px)` }}
            />
          </div>
          <p className={styles.value} data-testid="level-text">
            {level.level
              ? t('orientation.level_flat', { tilt: level.tilt.toFixed(1) })
              : t('orientation.level_tilted', { tilt: level.tilt.toFixed(1) })}
          </p>
        </section>

        <section className={styles.section} aria-labelledby={`${id}-compass`}>
          <h2 className={styles.sectionTitle} id={`${id}-compass`}>
            {t('orientation.compass_title')}
          </h2>
          <div className={`${styles.rose} ${heading ? '' : styles.unknown}`} aria-hidden="true">
            {/* The card turns so its north points north; the mark at the top is where the device points. */}
            <div
              className={styles.card360}
              style={{ transform: `rotate(${heading ? (-heading.heading).toFixed(1) : 0}deg)` }}
              data-testid="compass-card"
            >
              {(['n', 'e', 's', 'w'] as const).map((point) => (
                <span key={point} className={styles.roseLetter} data-point={point}>
                  {t(`orientation.point_${point}`)}
                </span>
              ))}
              <span className={styles.needle} />
            </div>
            <span className={styles.lubber} />
          </div>
          <p className={styles.value} data-testid="heading-text">
            {heading
              ? t('orientation.heading', {
                  heading: heading.heading.toFixed(0),
                  point: t(`orientation.point_${compassPoint(heading.heading)}`),
                })
              : t('orientation.heading_none')}
          </p>
          <p className={styles.support} data-testid="heading-source">
            {heading ? t(`orientation.source_${heading.source}`) : absoluteNote}
          </p>
        </section>
      </div>

      <section className={styles.section} aria-labelledby={`${id}-simulate`}>
        <h2 className={styles.sectionTitle} id={`${id}-simulate`}>
          {t('orientation.simulate_title')}
        </h2>
        <p className={styles.muted}>{t('orientation.simulate_text')}</p>
        {axes.map(([axis, min, max]) => (
          <div className={styles.slider} key={axis}>
            <label htmlFor={`${id}-${axis}`}>{t(`orientation.slider_${axis}`)}</label>
            <span className={styles.value}>{fmt(angles[axis])}</span>
            <input
              id={`${id}-${axis}`}
              type="range"
              min={min}
              max={max}
              step={1}
              value={Math.round(angles[axis] ?? 0)}
              aria-valuetext={fmt(angles[axis])}
              onChange={(e) => simulate(axis, Number(e.target.value))}
            />
          </div>
        ))}
      </section>
    </>
  );
}
