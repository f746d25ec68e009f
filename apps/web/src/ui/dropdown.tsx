import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import styles from './dropdown.module.css';
import { DropdownContext, type DropdownContextValue } from './dropdown-context.ts';
import type { FloatingPlacement } from './floating-placement.ts';

/** A dropdown closes this long after closing is triggered (spec section 9) [WIDGET-03]. */
export const DROPDOWN_CLOSE_DELAY_MS = 300;
/** Length of the leave transition; the menu unmounts when it ends [WIDGET-04]. */
export const DROPDOWN_LEAVE_MS = 200;

const loadPanel = () => import('./dropdown-panel.tsx');
// Floating UI (~9 KB gzip) loads when a menu first opens, or when the pointer or focus reaches a trigger.
const DropdownPanel = lazy(loadPanel);

/** Props of `Dropdown`. */
export interface DropdownProps {
  /** Accessible name of the menu (and of the trigger when `triggerLabel` is not given and `trigger` has no text). */
  label: string;
  /** What the trigger shows: text and/or an `Icon`. */
  trigger: ReactNode;
  /** `aria-label` of the trigger, for icon-only triggers. */
  triggerLabel?: string;
  /** `DropdownItem`s. */
  children: ReactNode;
  /** Also open while the pointer is over the trigger or the menu. */
  openOnHover?: boolean;
  /** Default `bottom-start`; flips and shifts to stay 8 px inside the viewport [WIDGET-05]. */
  placement?: FloatingPlacement;
  /**
   * Makes the trigger a react-router link to this path (a nav tag with children): a click navigates, hover opens
   * the menu, ArrowDown opens it from the keyboard.
   */
  to?: string;
  /** Marks a link trigger as the current page (`aria-current="page"`). */
  current?: boolean;
  triggerClassName?: string;
  className?: string;
}

/** closed -> open -> closing (the 300 ms delay, still shown) -> leaving (the 0.2 s transition) -> closed. */
type Phase = 'closed' | 'open' | 'closing' | 'leaving';

/**
 * A menu button (WAI-ARIA menu pattern) whose menu is positioned with Floating UI.
 *
 * - Opens on click, on Enter / Space / ArrowDown (focus to the first item) or ArrowUp (last item), and with
 *   `openOnHover` on pointer hover. Items are reached with the arrow keys, Home and End.
 * - Opens in two steps: mounted first, displayed on the next frame [WIDGET-01], with a 0.35 s enter transition
 *   [WIDGET-02].
 * - Closes 300 ms after closing is triggered (pointer leaving, Esc, click outside, a second click, Tab, an item
 *   chosen) [WIDGET-03]; coming back within the delay keeps it open. Then a 0.2 s leave transition and unmount
 *   [WIDGET-04]. Esc and choosing an item return focus to the trigger at once.
 * - Keeps 8 px from every viewport edge [WIDGET-05]. Honours prefers-reduced-motion.
 *
 * @example
 * <Dropdown label={t('nav.blog')} trigger={t('nav.blog')} to="/blog" openOnHover>
 *   <DropdownItem to="/blog/articles">{t('nav.articles')}</DropdownItem>
 * </Dropdown>
 */
export function Dropdown({
  label,
  trigger,
  triggerLabel,
  children,
  openOnHover = false,
  placement = 'bottom-start',
  to,
  current = false,
  triggerClassName,
  className,
}: DropdownProps) {
  const [phase, setPhase] = useState<Phase>('closed');
  // A fresh object per opening, so a menu reopened while still leaving moves focus again.
  const [initialFocus, setInitialFocus] = useState<{ at: 'first' | 'last' } | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const menuId = useId();

  const clearTimers = useCallback(() => {
    clearTimeout(closeTimer.current);
    clearTimeout(leaveTimer.current);
    closeTimer.current = undefined;
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const open = useCallback(
    (focus: 'first' | 'last' | null) => {
      clearTimers();
      setInitialFocus(focus === null ? null : { at: focus });
      setPhase('open');
    },
    [clearTimers],
  );

  const close = useCallback((returnFocus: boolean) => {
    if (returnFocus) triggerRef.current?.focus();
    if (closeTimer.current !== undefined) return;
    setPhase((now) => (now === 'open' ? 'closing' : now));
    // [WIDGET-03] wait 300 ms, then [WIDGET-04] leave for 0.2 s, then unmount.
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setPhase('leaving');
      leaveTimer.current = setTimeout(() => setPhase('closed'), DROPDOWN_LEAVE_MS);
    }, DROPDOWN_CLOSE_DELAY_MS);
  }, []);

  const context = useMemo<DropdownContextValue>(() => ({ close }), [close]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, 'first' | 'last'> = { ArrowDown: 'first', ArrowUp: 'last' };
    if (to === undefined) Object.assign(keys, { Enter: 'first', ' ': 'first' });
    const focus = keys[event.key];
    if (focus === undefined) return;
    event.preventDefault();
    open(focus);
  };

  const hover = openOnHover
    ? {
        onPointerEnter: (event: { pointerType: string }) => {
          if (event.pointerType === 'mouse') open(null);
        },
        onPointerLeave: (event: { pointerType: string }) => {
          if (event.pointerType === 'mouse') close(false);
        },
      }
    : {};

  const triggerProps = {
    className: [styles.trigger, triggerClassName ?? ''].filter(Boolean).join(' '),
    'aria-haspopup': 'menu' as const,
    'aria-expanded': phase === 'open',
    'aria-controls': phase === 'closed' ? undefined : menuId,
    'aria-label': triggerLabel,
    onKeyDown: onTriggerKeyDown,
    onFocus: () => void loadPanel(),
    onPointerEnter: () => void loadPanel(),
  };

  return (
    <DropdownContext value={context}>
      <div className={[styles.root, className ?? ''].filter(Boolean).join(' ')} {...hover}>
        {to === undefined ? (
          <button
            {...triggerProps}
            ref={(node) => {
              triggerRef.current = node;
            }}
            type="button"
            onClick={() => (phase === 'open' ? close(false) : open('first'))}
          >
            {trigger}
          </button>
        ) : (
          <Link
            {...triggerProps}
            ref={(node) => {
              triggerRef.current = node;
            }}
            to={to}
            aria-current={current ? 'page' : undefined}
          >
            {trigger}
          </Link>
        )}
        {phase !== 'closed' && (
          <Suspense fallback={null}>
            <DropdownPanel
              id={menuId}
              label={label}
              anchor={triggerRef}
              placement={placement}
              leaving={phase === 'leaving'}
              initialFocus={initialFocus}
              onKeepOpen={() => {
                if (phase !== 'open') open(null);
              }}
              onClose={close}
              hoverable={openOnHover}
            >
              {children}
            </DropdownPanel>
          </Suspense>
        )}
      </div>
    </DropdownContext>
  );
}
