import * as RadixDialog from '@radix-ui/react-dialog';
import { appRoutePatterns } from '@site/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Switch } from '../../../ui/switch.tsx';
import { launchDuration_ms, launchProgress, launchTargets, pickRandom } from '../launch.ts';
import { canPlayLaunchSound, playLaunchSound } from '../launch-sound.ts';
import styles from './lab-device.module.css';
import layer from './launch-layer.module.css';

/** A running launch: where it goes, whether it runs the reduced-motion fade, when it started (ms). */
type Launch = { target: string; reduced: boolean; started_ms: number };

const ringRadius = 60;
const ringLength = 2 * Math.PI * ringRadius;

/** The pages the toy may land on (the route table's fixed public pages). */
const targets = launchTargets(appRoutePatterns);

/**
 * The launch toy (issue 24 point 8, /laboratory/qidong, "启动"): the button starts a full-screen launch sequence, a
 * dialog named "Launching" with a white-out, a progress ring and our own Web Audio sound (`launch-sound.ts`), then
 * opens a random page of the site (`launchTargets` of the route table). Under `prefers-reduced-motion` the layer
 * fades in shortly with no flash (`launchDuration_ms`). Esc or the Cancel button stops it, silences the sound and
 * hands focus back to the launch button.
 */
export function LaunchLab() {
  const { t } = useTranslation('lab_device');
  const navigate = useNavigate();
  const titleId = useId();
  const [launch, setLaunch] = useState<Launch | null>(null);
  const [progress, setProgress] = useState(0);
  const [sound, setSound] = useState(true);
  const [soundAvailable, setSoundAvailable] = useState<boolean | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const stopSound = useRef<(() => void) | null>(null);

  useEffect(() => setSoundAvailable(canPlayLaunchSound()), []);

  const begin = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const next = { target: pickRandom(targets), reduced, started_ms: performance.now() };
    if (sound && soundAvailable) stopSound.current = playLaunchSound(launchDuration_ms(reduced));
    setCancelled(false);
    setProgress(0);
    setLaunch(next);
  };

  const cancel = () => {
    stopSound.current?.();
    stopSound.current = null;
    setLaunch(null);
    setCancelled(true);
  };

  // The sequence: the ring fills over the duration, then the target opens (the chime plays on across the change).
  useEffect(() => {
    if (!launch) return;
    const duration = launchDuration_ms(launch.reduced);
    let frame = 0;
    const tick = () => {
      const elapsed = performance.now() - launch.started_ms;
      setProgress(launchProgress(elapsed, duration));
      if (elapsed >= duration) {
        stopSound.current = null;
        navigate(launch.target);
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [launch, navigate]);

  // Leaving the page another way (the browser's back button) stops a sequence still running.
  useEffect(() => () => stopSound.current?.(), []);

  const percent = Math.round(progress * 100);
  return (
    <section className={styles.section} aria-labelledby={`${titleId}-section`}>
      <h2 className={styles.sectionTitle} id={`${titleId}-section`}>
        {t('qidong.section_title')}
      </h2>
      <p className={styles.muted}>{t('qidong.pool', { count: targets.length })}</p>
      <button ref={buttonRef} type="button" className={styles.launch} onClick={begin}>
        {t('qidong.launch')}
      </button>
      <Switch
        checked={sound}
        onCheckedChange={setSound}
        label={t('qidong.sound')}
        description={soundAvailable === false ? t('qidong.sound_no') : t('qidong.sound_text')}
        disabled={soundAvailable === false}
      />
      <p className={styles.muted} aria-live="polite">
        {cancelled ? t('qidong.cancelled') : '\u00a0'}
      </p>

      <RadixDialog.Root
        open={launch !== null}
        onOpenChange={(open) => {
          if (!open) cancel();
        }}
      >
        <RadixDialog.Portal>
          <RadixDialog.Content
            className={layer.layer}
            data-motion={launch?.reduced ? 'reduced' : 'full'}
            data-testid="launch-layer"
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              // Radix hands focus back to its own trigger only; this dialog has none: back to the launch button.
              event.preventDefault();
              buttonRef.current?.focus();
            }}
          >
            <RadixDialog.Title className={layer.title}>{t('qidong.launching')}</RadixDialog.Title>
            <div
              className={layer.ring}
              role="progressbar"
              aria-label={t('qidong.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <svg viewBox="0 0 140 140" aria-hidden="true">
                <circle className={layer.track} cx="70" cy="70" r={ringRadius} />
                <circle
                  className={layer.fill}
                  cx="70"
                  cy="70"
                  r={ringRadius}
                  strokeDasharray={ringLength}
                  strokeDashoffset={ringLength * (1 - progress)}
                />
              </svg>
              <span className={layer.percent} aria-hidden="true">
                {percent}%
              </span>
            </div>
            <p className={layer.target}>{t('qidong.destination', { path: launch?.target ?? '' })}</p>
            <RadixDialog.Close className={layer.cancel}>{t('qidong.cancel')}</RadixDialog.Close>
            <p className={layer.hint}>{t('qidong.esc_hint')}</p>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </section>
  );
}
