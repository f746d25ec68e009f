import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ANCHOR_GAP_PX, type FloatingPlacement, VIEWPORT_MARGIN_PX } from './floating-placement.ts';
import styles from './popper.module.css';

/** Props of the lazily loaded layer of `Popper` (see popper.tsx for the public API). */
export interface PopperLayerProps {
  id: string;
  anchor: RefObject<HTMLElement | null>;
  mode: 'tooltip' | 'popover';
  label: string | undefined;
  placement: FloatingPlacement;
  onPointerEnter: (() => void) | undefined;
  onPointerLeave: (() => void) | undefined;
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}

/** The floating part of `Popper`: portalled, placed by Floating UI 8 px inside the viewport [WIDGET-05]. */
export default function PopperLayer({
  id,
  anchor,
  mode,
  label,
  placement,
  onPointerEnter,
  onPointerLeave,
  onClose,
  children,
}: PopperLayerProps) {
  const layer = useRef<HTMLDivElement | null>(null);
  const { refs, floatingStyles, isPositioned } = useFloating({
    placement,
    strategy: 'fixed',
    elements: { reference: anchor.current },
    whileElementsMounted: autoUpdate,
    middleware: [offset(ANCHOR_GAP_PX), flip({ padding: VIEWPORT_MARGIN_PX }), shift({ padding: VIEWPORT_MARGIN_PX })],
  });

  useEffect(() => {
    if (mode !== 'popover') return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (layer.current?.contains(target) || anchor.current?.contains(target))) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [mode, anchor, onClose]);

  const ref = (node: HTMLDivElement | null) => {
    layer.current = node;
    refs.setFloating(node);
  };
  const style = { ...floatingStyles, visibility: isPositioned ? undefined : ('hidden' as const) };
  return createPortal(
    mode === 'tooltip' ? (
      <div
        ref={ref}
        id={id}
        role="tooltip"
        className={styles.tooltip}
        style={style}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
      >
        {children}
      </div>
    ) : (
      <div
        ref={ref}
        id={id}
        role="dialog"
        aria-label={label}
        className={styles.popover}
        style={style}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose(true);
          }
        }}
      >
        {children}
      </div>
    ),
    document.body,
  );
}
