import type { ButtonHTMLAttributes, Ref } from 'react';
import styles from './button.module.css';
import { Icon } from './icon.tsx';
import type { IconRef } from './icon-paths.ts';

/** Visual weight of a button: `primary` (theme colour), `secondary` (default, outlined), `ghost` (text only), `danger`. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Props of `Button`: every `<button>` attribute, plus the kit's look. `type` defaults to "button", not "submit". */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  /** An icon drawn before the text. */
  icon?: IconRef;
  /** Shows a spinner, sets `aria-busy` and disables the button while an action runs. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * Class names giving any element (e.g. a react-router `Link`) the look of a `Button`.
 *
 * @example <Link to="/archive/music" className={buttonClassName('primary')}>…</Link>
 */
export function buttonClassName(variant: ButtonVariant = 'secondary', size: 'small' | 'medium' = 'medium'): string {
  return [styles.button, styles[variant], size === 'small' ? styles.small : ''].filter(Boolean).join(' ');
}

/**
 * The kit's button. An icon-only button needs an `aria-label`.
 *
 * @example <Button variant="primary" icon="check" onClick={save}>{t('save')}</Button>
 */
export function Button({
  variant = 'secondary',
  size = 'medium',
  icon,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={[buttonClassName(variant, size), className ?? ''].filter(Boolean).join(' ')}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Icon name="loading" spin size={16} /> : icon && <Icon name={icon} size={16} />}
      {children}
    </button>
  );
}
