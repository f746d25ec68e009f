import { type ReactNode, use } from 'react';
import { Link } from 'react-router';
import styles from './dropdown.module.css';
import { DropdownContext } from './dropdown-context.ts';
import { Icon } from './icon.tsx';
import type { IconRef } from './icon-paths.ts';

/** Props of `DropdownItem`: give `to` (in-app link), `href` (other site) or neither (an action). */
export interface DropdownItemProps {
  /** A react-router path: the item is a `Link`. */
  to?: string;
  /** An address outside the app: the item is an `<a>` opening in a new tab. */
  href?: string;
  /** Runs when the item is chosen (before the menu closes). */
  onSelect?: () => void;
  /** Marks the item for the current page (`aria-current="page"`). */
  current?: boolean;
  disabled?: boolean;
  icon?: IconRef;
  children: ReactNode;
}

/**
 * One entry of a `Dropdown` menu (`role="menuitem"`, reached with the arrow keys). Choosing it (click, Enter, and
 * Space on action items) runs `onSelect`, follows the link if any, and closes the menu, focus returning to the
 * trigger for action items.
 *
 * @example <DropdownItem to="/account/edit" icon="user">{t('edit')}</DropdownItem>
 */
export function DropdownItem({
  to,
  href,
  onSelect,
  current = false,
  disabled = false,
  icon,
  children,
}: DropdownItemProps) {
  const dropdown = use(DropdownContext);
  const choose = () => {
    if (disabled) return;
    onSelect?.();
    dropdown?.close(to === undefined && href === undefined);
  };
  const common = {
    role: 'menuitem',
    tabIndex: -1,
    className: styles.item,
    'aria-disabled': disabled || undefined,
    'aria-current': current ? ('page' as const) : undefined,
  };
  const content = (
    <>
      {icon && <Icon name={icon} size={18} />}
      <span className={styles.itemText}>{children}</span>
      {href !== undefined && <Icon name="external" size={14} />}
    </>
  );
  if (to !== undefined && !disabled) {
    return (
      <Link {...common} to={to} onClick={choose}>
        {content}
      </Link>
    );
  }
  if (href !== undefined && !disabled) {
    return (
      <a {...common} href={href} target="_blank" rel="noopener noreferrer" onClick={choose}>
        {content}
      </a>
    );
  }
  return (
    <button {...common} type="button" onClick={choose}>
      {content}
    </button>
  );
}
