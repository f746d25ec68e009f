import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './fps-counter.module.css';

/**
 * A frames-per-second meter [LAYOUT-40]: counts animation frames and shows the count of each 1000 ms window.
 * Mounted only while the `show_fps` setting is on, so it costs nothing otherwise.
 */
export function FpsCounter() {
  const { t } = useTranslation('layout');
  const [fps, setFps] = useState(0);
  useEffect(() => {
    let frames = 0;
    let windowStart = performance.now();
    let handle = requestAnimationFrame(function tick(now) {
      frames += 1;
      if (now - windowStart >= 1000) {
        setFps(Math.round((frames * 1000) / (now - windowStart)));
        frames = 0;
        windowStart = now;
      }
      handle = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(handle);
  }, []);
  return (
    <output className={styles.fps} aria-live="off">
      {t('fps', { fps })}
    </output>
  );
}
