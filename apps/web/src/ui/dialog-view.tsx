import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect, useState } from 'react';
import styles from './dialog.module.css';
import { Icon } from './icon.tsx';

/** Props of the lazily loaded dialog body; see `Dialog` in dialog.tsx for the public API. */
export interface DialogViewProps {
  open: boolean;
  onRequestClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size: 'small' | 'medium' | 'large' | 'full';
  role: 'dialog' | 'alertdialog';
  closeLabel: string;
  /** A dialog stacked on this one (the close confirmation), rendered inside it so Radix layers them. */
  nested?: ReactNode;
}

/**
 * The Radix part of `Dialog`. `forceMount` keeps it rendered while `open` is false so the fade-out plays;
 * `Dialog` unmounts it 300 ms later [DIALOG-02]. Radix puts `data-state="open" | "closed"` on the overlay and the
 * content, which the CSS animates [DIALOG-01].
 */
export default function DialogView({
  open,
  onRequestClose,
  title,
  description,
  children,
  footer,
  size,
  role,
  closeLabel,
  nested,
}: DialogViewProps) {
  // Radix returns focus only to its own Trigger, which this controlled dialog has none of: remember what had focus
  // when it opened and hand focus back as soon as closing starts, not 300 ms later when it unmounts.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    if (!open && opener?.isConnected) opener.focus();
  }, [open, opener]);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onRequestClose();
      }}
    >
      <RadixDialog.Portal forceMount>
        <RadixDialog.Overlay forceMount className={styles.overlay} />
        <RadixDialog.Content
          forceMount
          role={role}
          className={styles.content}
          data-size={size}
          onCloseAutoFocus={(event) => event.preventDefault()}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          {description !== undefined && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children !== undefined && <div className={styles.body}>{children}</div>}
          {footer !== undefined && <div className={styles.footer}>{footer}</div>}
          {nested}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
