import { create } from 'zustand';

/** A toast's status [TOAST-01]: drives its icon, colour and live-region politeness. */
export type ToastStatus = 'success' | 'error' | 'loading';

/** One toast on screen [TOAST-01]. `duration` is in ms; `count` starts at 1 and grows with each group merge. */
export interface ToastItem {
  key: string;
  message: string;
  status: ToastStatus;
  duration_ms: number;
  group: string | undefined;
  count: number;
}

/** What `toast()` accepts. `duration` is in ms: default 5000 [TOAST-02]; 0 or less stays until clicked [TOAST-04]. */
export interface ToastOptions {
  message: string;
  status?: ToastStatus;
  duration?: number;
  group?: string;
  key?: string;
}

/** Default toast lifetime in ms (spec section 9) [TOAST-02]. */
export const DEFAULT_TOAST_DURATION_MS = 5000;

interface ToastState {
  toasts: ToastItem[];
}

/** The toast stack. Read it with `useToastStore((s) => s.toasts)`; change it only through `toast` / `dismissToast`. */
export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

// Removal timers live outside the store: they are not state a component renders.
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

function schedule(key: string, duration_ms: number): void {
  const previous = timers.get(key);
  if (previous !== undefined) clearTimeout(previous);
  timers.delete(key);
  // [TOAST-03][TOAST-04] only a positive duration removes the toast by itself.
  if (duration_ms > 0)
    timers.set(
      key,
      setTimeout(() => dismissToast(key), duration_ms),
    );
}

/**
 * Shows a toast and returns its key.
 *
 * - A toast with the key of one on screen updates that toast in place [TOAST-06] and restarts its timer [TOAST-07].
 * - Otherwise a toast whose group matches one on screen merges into it, raising its `count` by one
 *   [TOAST-08][TOAST-09]; the merged toast takes the new message and status and restarts its timer.
 * - Otherwise a new toast is added at the end of the stack.
 *
 * @example toast({ message: t('saved'), group: 'save' }); const k = toast({ message: '…', status: 'loading', duration: 0 });
 */
export function toast(options: ToastOptions): string {
  const status = options.status ?? 'success';
  const duration_ms = options.duration ?? DEFAULT_TOAST_DURATION_MS;
  const { toasts } = useToastStore.getState();

  const byKey = options.key === undefined ? undefined : toasts.find((t) => t.key === options.key);
  const byGroup = options.group === undefined ? undefined : toasts.find((t) => t.group === options.group);
  const target = byKey ?? byGroup;
  if (target !== undefined) {
    const merged = byKey === undefined;
    const next: ToastItem = {
      ...target,
      message: options.message,
      status,
      duration_ms,
      group: options.group ?? target.group,
      count: merged ? target.count + 1 : target.count,
    };
    useToastStore.setState({ toasts: toasts.map((t) => (t.key === target.key ? next : t)) });
    schedule(target.key, duration_ms);
    return target.key;
  }

  sequence += 1;
  const key = options.key ?? `toast-${sequence}`;
  const item: ToastItem = { key, message: options.message, status, duration_ms, group: options.group, count: 1 };
  useToastStore.setState({ toasts: [...toasts, item] });
  schedule(key, duration_ms);
  return key;
}

/** Removes the toast with `key` at once (a click on it does this [TOAST-05]). Unknown keys are ignored. */
export function dismissToast(key: string): void {
  const timer = timers.get(key);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(key);
  const { toasts } = useToastStore.getState();
  if (toasts.some((t) => t.key === key)) useToastStore.setState({ toasts: toasts.filter((t) => t.key !== key) });
}

/** Removes every toast and timer (tests, and a full reset). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  useToastStore.setState({ toasts: [] });
}
