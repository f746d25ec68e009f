import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { loadDialogView, preloadDialog } from './dialog-preload.ts';
import { usePresence } from './use-presence.ts';

/** How long a closing dialog stays on the page, fading out, before it unmounts (spec section 9) [DIALOG-02]. */
export const DIALOG_CLOSE_DELAY_MS = 300;

// Radix Dialog (~14 KB gzip) loads with the first dialog that opens, not with every page (`dialog-preload.ts`).
const DialogView = lazy(loadDialogView);

export { preloadDialog };

/** Props of `Dialog`. */
export interface DialogProps {
  open: boolean;
  /** Called with `false` when the dialog should close (after the confirmation, when `confirmClose` asks for one). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * Ask before closing [DIALOG-03]: `true` uses the default text "changes are not saved, close anyway?" [DIALOG-04];
   * a string replaces that text.
   */
  confirmClose?: boolean | string;
  children?: ReactNode;
  /** Actions under the body (buttons). */
  footer?: ReactNode;
  /**
   * Width cap: small 360 px, medium 560 px (default), large 800 px, full 1200 px (pictures); never wider than the
   * viewport minus 32 px.
   */
  size?: 'small' | 'medium' | 'large' | 'full';
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog on Radix Dialog: focus trapped inside and returned on close, Esc / overlay click / the labelled
 * close button request closing, the page behind is inert.
 *
 * - Opens with a fade-in [DIALOG-01].
 * - After closing is requested it fades out and leaves the page 300 ms later [DIALOG-02].
 * - With `confirmClose`, a close request opens a `ConfirmDialog` ("Cancel" / "OK") instead [DIALOG-03][DIALOG-04];
 *   OK closes this dialog, Cancel keeps it open [DIALOG-05].
 *
 * The first opening loads the dialog's code (a lazy chunk), so the dialog appears a moment later.
 *
 * @example <Dialog open={open} onOpenChange={setOpen} title={t('settings')} confirmClose>…</Dialog>
 */
export function Dialog({
  open,
  onOpenChange,
  confirmClose = false,
  size = 'medium',
  role = 'dialog',
  ...content
}: DialogProps) {
  const { t } = useTranslation('ui');
  const mounted = usePresence(open, DIALOG_CLOSE_DELAY_MS);
  const [confirming, setConfirming] = useState(false);
  if (!mounted) return null;

  const requestClose = () => {
    if (confirmClose === false) onOpenChange(false);
    // A close request while the confirmation shows is an Esc meant for it: Radix hands Esc to a new layer only a
    // render after focus has moved into it, so a quick Esc still reaches this dialog. It cancels, as there [DIALOG-05].
    else setConfirming((asking) => !asking);
  };

  return (
    <Suspense fallback={null}>
      <DialogView
        {...content}
        open={open}
        size={size}
        role={role}
        closeLabel={t('dialog.close')}
        onRequestClose={requestClose}
        nested={
          confirmClose !== false && (
            <ConfirmDialog
              open={open && confirming}
              onOpenChange={setConfirming}
              message={typeof confirmClose === 'string' ? confirmClose : undefined}
              onConfirm={() => onOpenChange(false)}
            />
          )
        }
      />
    </Suspense>
  );
}

/** Props of `ConfirmDialog`. */
export interface ConfirmDialogProps {
  open: boolean;
  /** Called with `false` on Cancel, Esc, overlay click, the close button, and after OK. */
  onOpenChange: (open: boolean) => void;
  /** Runs on OK, before the dialog closes. */
  onConfirm: () => void;
  /** Defaults to "Close?". */
  title?: ReactNode;
  /** Defaults to "changes are not saved, close anyway?" [DIALOG-04]. */
  message?: ReactNode;
  /** Default "OK". */
  confirmLabel?: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** Marks the OK button as destructive. */
  danger?: boolean;
}

/**
 * A small `alertdialog` asking to confirm, with "Cancel" and "OK" [DIALOG-03]: OK runs `onConfirm` and closes,
 * Cancel only closes [DIALOG-05]. Also used for the logout confirmation.
 *
 * @example <ConfirmDialog open={ask} onOpenChange={setAsk} message={t('logout_question')} onConfirm={logout} />
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="small"
      title={title ?? t('dialog.confirm_title')}
      description={message ?? t('dialog.confirm_text')}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{cancelLabel ?? t('dialog.cancel')}</Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {confirmLabel ?? t('dialog.ok')}
          </Button>
        </>
      }
    />
  );
}
