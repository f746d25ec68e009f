import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styles from './dropdown.module.css';
import { ANCHOR_GAP_PX, type FloatingPlacement, VIEWPORT_MARGIN_PX } from './floating-placement.ts';

/** Props of the lazily loaded menu of `Dropdown` (see dropdown.tsx for the public API). */
export interface DropdownPanelProps {
  id: string;
  label: string;
  anchor: RefObject<HTMLElement | null>;
  placement: FloatingPlacement;
  /** True during the leave transition [WIDGET-04]. */
  leaving: boolean;
  /** Where to move focus when (re)opened from the keyboard or a click; null for hover. */
  initialFocus: { at: 'first' | 'last' } | null;
  hoverable: boolean;
  onKeepOpen: () => void;
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}

const itemSelector = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * The menu itself: portalled to `<body>` (no clipping by the header), placed by Floating UI with flip and shift
 * keeping 8 px to every viewport edge and a max height that fits [WIDGET-05]. It is mounted hidden and displayed
 * on the frame after it has a position [WIDGET-01].
 */
export default function DropdownPanel({
  id,
  label,
  anchor,
  placement,
  leaving,
  initialFocus,
  hoverable,
  onKeepOpen,
  onClose,
  children,
}: DropdownPanelProps) {
  const menuRef = useRef<HTMLDivElement | null>(null);
  const [shown, setShown] = useState(false);
  const { refs, floatingStyles, isPositioned } = useFloating({
    placement,
    strategy: 'fixed',
    elements: { reference: anchor.current },
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(ANCHOR_GAP_PX),
      flip({ padding: VIEWPORT_MARGIN_PX }),
      shift({ padding: VIEWPORT_MARGIN_PX }),
      size({
        padding: VIEWPORT_MARGIN_PX,
        apply({ availableHeight, availableWidth, elements }) {
          elements.floating.style.maxHeight = `${Math.max(0, availableHeight)}px`;
          elements.floating.style.maxWidth = `${Math.max(0, availableWidth)}px`;
        },
      }),
    ],
  });

  // [WIDGET-01] step two: display on the next frame, once placed, so the enter transition [WIDGET-02] runs.
  useEffect(() => {
    if (!isPositioned) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [isPositioned]);

  // Waits for the first placement: the menu is `visibility: hidden` until then, and hidden elements take no focus.
  useEffect(() => {
    if (initialFocus === null || !isPositioned) return;
    const items = menuRef.current?.querySelectorAll<HTMLElement>(itemSelector);
    const target = initialFocus.at === 'first' ? items?.[0] : items?.[items.length - 1];
    (target ?? menuRef.current)?.focus({ preventScroll: true });
  }, [initialFocus, isPositioned]);

  // A press anywhere outside the trigger and the menu closes it.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (menuRef.current?.contains(target) || anchor.current?.contains(target))) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchor, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>(itemSelector) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index < 0 ? -1 : index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(-1);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return onClose(true);
      case 'Tab':
        // Focus goes back to the trigger; without Shift the browser then moves on to what follows it.
        if (event.shiftKey) event.preventDefault();
        anchor.current?.focus();
        return onClose(false);
    }
  };

  return createPortal(
    <div
      ref={(node) => {
        menuRef.current = node;
        refs.setFloating(node);
      }}
      id={id}
      role="menu"
      aria-label={label}
      tabIndex={-1}
      className={styles.menu}
      style={{ ...floatingStyles, visibility: isPositioned ? undefined : 'hidden' }}
      data-state={shown && !leaving ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
      onPointerEnter={hoverable ? (e) => e.pointerType === 'mouse' && onKeepOpen() : undefined}
      onPointerLeave={hoverable ? (e) => e.pointerType === 'mouse' && onClose(false) : undefined}
    >
      {children}
    </div>,
    document.body,
  );
}
