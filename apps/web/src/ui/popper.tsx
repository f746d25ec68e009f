import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FloatingPlacement } from './floating-placement.ts';
import styles from './popper.module.css';

const loadLayer = () => import('./popper-layer.tsx');
// Floating UI loads with the first popper shown, or when pointer or focus reaches a trigger.
const PopperLayer = lazy(loadLayer);

/** How long a hover tooltip waits after the pointer leaves before hiding, in ms (lets the pointer cross the gap). */
export const POPPER_HIDE_DELAY_MS = 300;

/** Props of `Popper`. */
export interface PopperProps {
  /** What the floating layer shows. */
  content: ReactNode;
  /**
   * `tooltip` (default): shown on hover and focus, described by the trigger (`aria-describedby`), text only.
   * `popover`: toggled by click, a non-modal `role="dialog"` that may hold links and buttons.
   */
  mode?: 'tooltip' | 'popover';
  /** Accessible name of a popover (required for `popover`). */
  label?: string;
  /** Default `top` for tooltips, `bottom` for popovers; flips and shifts 8 px inside the viewport [WIDGET-05]. */
  placement?: FloatingPlacement;
  /** The trigger button's content. */
  children: ReactNode;
  /** `aria-label` of an icon-only trigger. */
  triggerLabel?: string;
  triggerClassName?: string;
}

/**
 * A tooltip or popover anchored to its own trigger button, placed with Floating UI (lazily loaded).
 * Esc hides it (focus stays on / returns to the trigger); a popover also closes on a press outside.
 *
 * @example <Popper content={t('copy_hint')}>{t('copy')}</Popper>
 * @example <Popper mode="popover" label={t('music.tip_title')} content={<Link to="/archive/music">…</Link>}><Icon name="music" /></Popper>
 */
export function Popper({
  content,
  mode = 'tooltip',
  label,
  placement,
  children,
  triggerLabel,
  triggerClassName,
}: PopperProps) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  const show = useCallback(() => {
    clearTimeout(hideTimer.current);
    setOpen(true);
  }, []);
  const hideSoon = useCallback(() => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), POPPER_HIDE_DELAY_MS);
  }, []);
  const hide = useCallback((returnFocus: boolean) => {
    clearTimeout(hideTimer.current);
    setOpen(false);
    if (returnFocus) anchor.current?.focus();
  }, []);
  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const tooltip = mode === 'tooltip';
  const triggerEvents = tooltip
    ? {
        onPointerEnter: show,
        onPointerLeave: hideSoon,
        onFocus: show,
        onBlur: () => hide(false),
      }
    : {
        onClick: () => (open ? hide(false) : show()),
        onPointerEnter: () => void loadLayer(),
        onFocus: () => void loadLayer(),
      };

  return (
    <>
      <button
        ref={anchor}
        type="button"
        className={[styles.trigger, triggerClassName ?? ''].filter(Boolean).join(' ')}
        aria-label={triggerLabel}
        aria-describedby={tooltip && open ? id : undefined}
        aria-expanded={tooltip ? undefined : open}
        aria-controls={!tooltip && open ? id : undefined}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            hide(false);
          }
        }}
        {...triggerEvents}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PopperLayer
            id={id}
            anchor={anchor}
            mode={mode}
            label={label}
            placement={placement ?? (tooltip ? 'top' : 'bottom')}
            onPointerEnter={tooltip ? show : undefined}
            onPointerLeave={tooltip ? hideSoon : undefined}
            onClose={hide}
          >
            {content}
          </PopperLayer>
        </Suspense>
      )}
    </>
  );
}
