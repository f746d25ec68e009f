import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import { dismissToast, type ToastItem, useToastStore } from './toast-store.ts';
import styles from './toaster.module.css';

const statusIcon = { success: 'check', error: 'error', loading: 'loading' } as const;

function ToastButton({ item }: { item: ToastItem }) {
  const { t } = useTranslation('ui');
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.toast}
        data-status={item.status}
        title={t('toast.dismiss')}
        // [TOAST-05] clicking (or Enter / Space, which a button turns into a click) removes the toast.
        onClick={() => dismissToast(item.key)}
      >
        <Icon name={statusIcon[item.status]} spin={item.status === 'loading'} size={18} />
        <span className={styles.visuallyHidden}>{t(`toast.status.${item.status}`)}: </span>
        <span className={styles.message}>{item.message}</span>
        {item.count > 1 && (
          <span className={styles.count}>
            <span aria-hidden="true">{item.count}</span>
            <span className={styles.visuallyHidden}> ({t('toast.count', { count: item.count })})</span>
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * The toast stack (spec section 4 "Toast"). Mount it once in the app layout; call `toast()` from anywhere.
 *
 * Two live regions exist from the first render so screen readers announce additions: errors go to an assertive
 * `role="alert"` list, the others to a polite `role="status"` list. Each toast is a button that closes on click,
 * Enter or Space [TOAST-05] and shows a count badge once merged [TOAST-09]. Sits above the mobile bar
 * (`--sticky-bottom`).
 */
export function Toaster() {
  const { t } = useTranslation('ui');
  const toasts = useToastStore((s) => s.toasts);
  const errors = toasts.filter((item) => item.status === 'error');
  const others = toasts.filter((item) => item.status !== 'error');
  return (
    <section className={styles.region} aria-label={t('toast.region')}>
      <ToastList role="status" items={others} />
      <ToastList role="alert" items={errors} />
    </section>
  );
}

/**
 * One live region and its toasts: `status` is announced politely, `alert` at once. The region wraps the list:
 * a role on the <ul> itself would take away its list semantics.
 */
function ToastList({ role, items }: { role: 'status' | 'alert'; items: ToastItem[] }) {
  return (
    <div className={styles.live} role={role} aria-live={role === 'alert' ? 'assertive' : 'polite'}>
      <ul className={styles.list}>
        {items.map((item) => (
          <ToastButton key={item.key} item={item} />
        ))}
      </ul>
    </div>
  );
}
