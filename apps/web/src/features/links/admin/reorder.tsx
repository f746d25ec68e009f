import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import styles from './links-admin.module.css';
import { moveAt, sameIds } from './model.ts';

/**
 * Keyboard reordering with Move up / Move down buttons: the list shows its new order at once (before the server
 * answers), saves it (moves made while a save runs are sent together once it ends), and goes back to the
 * server's order when a save fails. Focus stays on the button pressed: at the list's end that button is only
 * marked `aria-disabled`, never disabled, so it keeps focus.
 */

/** What `useOrderedIds` gives: the ids in the order to show, and `move` (answers the new order, or null). */
export interface OrderedIds {
  ids: number[];
  move: (index: number, delta: number) => number[] | null;
}

/**
 * The order to show of the list whose stored order is `serverIds`, and how to move one of it. `save` stores an
 * order (the whole list, in its new order); `onError` hears a failed save, after which the stored order shows.
 */
export function useOrderedIds(
  serverIds: number[],
  save: (ids: number[]) => Promise<unknown>,
  onError: (error: unknown) => void,
): OrderedIds {
  const [local, setLocal] = useState<number[] | null>(null);
  const busy = useRef(false);
  const queued = useRef<number[] | null>(null);
  const ids = local !== null && sameIds(local, serverIds) ? local : serverIds;

  const send = async (order: number[]): Promise<void> => {
    busy.current = true;
    try {
      await save(order);
    } catch (error) {
      busy.current = false;
      queued.current = null;
      setLocal(null);
      onError(error);
      return;
    }
    const next = queued.current;
    queued.current = null;
    if (next !== null) return send(next);
    busy.current = false;
  };

  // Once the stored order is the one shown, the local copy has done its work.
  const serverKey = serverIds.join(',');
  useEffect(() => {
    if (local !== null && !busy.current && local.join(',') === serverKey) setLocal(null);
  }, [local, serverKey]);

  const move = (index: number, delta: number) => {
    const next = moveAt(ids, index, delta);
    if (next === null) return null;
    setLocal(next);
    if (busy.current) queued.current = next;
    else void send(next);
    return next;
  };
  return { ids, move };
}

/** Which of an item's Move buttons takes focus after a move: its direction, and the move's number (once per move). */
export type MoveFocus = { direction: 'up' | 'down'; seq: number } | null;

/** Props of `MoveButtons`. */
export interface MoveButtonsProps {
  /** The item's name, in the buttons' names ("Move “Blogs” up"). */
  name: string;
  index: number;
  count: number;
  /** Moves the item by -1 (up) or +1 (down). */
  onMove: (delta: -1 | 1) => void;
  /** Set when this item was just moved: that direction's button takes focus again (the element may have moved). */
  focus?: MoveFocus;
}

/** The Move up / Move down buttons of one item of an ordered list. */
export function MoveButtons({ name, index, count, onMove, focus = null }: MoveButtonsProps) {
  const { t } = useTranslation('links_admin');
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const direction = focus?.direction;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per move (its number), not on every render
  useLayoutEffect(() => {
    const button = direction === 'up' ? up.current : direction === 'down' ? down.current : null;
    if (button !== null && document.activeElement !== button) button.focus();
  }, [focus?.seq]);
  const button = (delta: -1 | 1) => {
    const edge = delta < 0 ? index === 0 : index === count - 1;
    return (
      <Button
        ref={delta < 0 ? up : down}
        size="small"
        variant="ghost"
        className={styles.move}
        aria-label={t(delta < 0 ? 'move.up' : 'move.down', { name })}
        aria-disabled={edge || undefined}
        onClick={() => {
          if (!edge) onMove(delta);
        }}
      >
        <span aria-hidden="true">{delta < 0 ? '↑' : '↓'}</span>
      </Button>
    );
  };
  return (
    <span className={styles.moveButtons}>
      {button(-1)}
      {button(1)}
    </span>
  );
}

/**
 * A reorderable list's moves as the admin sees and hears them: `move(index, delta)` moves through `order`,
 * announces the item's new place through `announce` ("“Blogs” is now 2 of 5"), and `focusOf(id)` tells the moved
 * item's buttons which one keeps focus.
 */
export function useMoves(order: OrderedIds, nameOf: (id: number) => string, announce: (text: string) => void) {
  const { t } = useTranslation('links_admin');
  const [moved, setMoved] = useState<{ id: number; direction: 'up' | 'down'; seq: number } | null>(null);
  return {
    focusOf: (id: number): MoveFocus => (moved?.id === id ? { direction: moved.direction, seq: moved.seq } : null),
    move: (index: number, delta: -1 | 1) => {
      const id = order.ids[index];
      const next = order.move(index, delta);
      if (id === undefined || next === null) return;
      setMoved((last) => ({ id, direction: delta < 0 ? 'up' : 'down', seq: (last?.seq ?? 0) + 1 }));
      announce(t('move.announce', { name: nameOf(id), position: next.indexOf(id) + 1, count: next.length }));
    },
  };
}
