import { Link } from 'react-router';
import styles from './account-form.module.css';

/**
 * The line under a login or register form that offers the other one: "`question` `action`". In a dialog
 * (`onSwitch` given) the action is a button that swaps the dialog's form [DIALOG-09]; on a page it is a link to
 * `to` (`/account/login` or `/account/register`).
 */
export function SwitchFormLine({
  question,
  action,
  to,
  onSwitch,
}: {
  question: string;
  action: string;
  to: string;
  onSwitch?: (() => void) | undefined;
}) {
  return (
    <span className={styles.switchLine}>
      {question}{' '}
      {onSwitch ? (
        <button type="button" className={styles.linkButton} onClick={onSwitch}>
          {action}
        </button>
      ) : (
        <Link to={to}>{action}</Link>
      )}
    </span>
  );
}
