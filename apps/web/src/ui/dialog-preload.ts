/**
 * The dialog's view (Radix Dialog, ~14 KB gzip), loaded with the first dialog that opens, not with every page; a
 * module of its own so a button that only preloads it (the header's account menu) does not bring `dialog.tsx` into
 * the first page's code.
 */
export const loadDialogView = () => import('./dialog-view.tsx');

/** Starts loading the dialog's code early (e.g. on hover of the button that opens one). Safe to call often. */
export function preloadDialog(): void {
  void loadDialogView();
}
