import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import styles from './full-player.module.css';
import { MARQUEE_GAP_PX, type MarqueePlan, marqueePlan } from './marquee.ts';
import { matchesQuery, REDUCED_MOTION_QUERY } from './use-media-query.ts';

/** Props of `MarqueeTitle`. */
export interface MarqueeTitleProps {
  text: string;
  className?: string;
}

/**
 * A one-line title that scrolls when it is wider than its box [FPLAY-17]: 2 s after it shows, it moves left at
 * 50 px/s with its repeat 20 px behind, looping (Web Animations on `transform`, so the compositor runs it). A
 * title that fits stays still, and so does every title under `prefers-reduced-motion`. Measured again when the
 * text or the window size changes.
 */
export function MarqueeTitle({ text, className }: MarqueeTitleProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [plan, setPlan] = useState<MarqueePlan | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text needs a new measurement
  useLayoutEffect(() => {
    const measure = () => {
      const box_px = boxRef.current?.clientWidth ?? 0;
      const text_px = textRef.current?.offsetWidth ?? 0;
      const next = marqueePlan(text_px, box_px, matchesQuery(REDUCED_MOTION_QUERY));
      setPlan((previous) =>
        previous?.distance_px === next?.distance_px && previous?.duration_ms === next?.duration_ms ? previous : next,
      );
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [text]);

  useEffect(() => {
    const track = trackRef.current;
    if (plan === null || track === null || typeof track.animate !== 'function') return;
    let animation: Animation | null = null;
    const timer = setTimeout(() => {
      animation = track.animate([{ transform: 'translateX(0)' }, { transform: `translateX(-${plan.distance_px}px)` }], {
        duration: plan.duration_ms,
        iterations: Number.POSITIVE_INFINITY,
        easing: 'linear',
      });
    }, plan.delay_ms);
    return () => {
      clearTimeout(timer);
      animation?.cancel();
    };
  }, [plan]);

  return (
    <div ref={boxRef} className={[styles.marquee, className ?? ''].filter(Boolean).join(' ')} title={text}>
      <div ref={trackRef} className={styles.marqueeTrack} data-marquee={plan ? '' : undefined}>
        <span ref={textRef} className={styles.marqueeText}>
          {text}
        </span>
        {plan && (
          <span className={styles.marqueeText} style={{ paddingLeft: MARQUEE_GAP_PX }} aria-hidden="true">
            {text}
          </span>
        )}
      </div>
    </div>
  );
}
