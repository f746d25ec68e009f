import { type MouseEvent, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadDialog } from '../../ui/dialog-preload.ts';
import { Icon } from '../../ui/icon.tsx';
import styles from './header.module.css';
import { LazySearchDialog, loadSearchDialog } from './lazy-dialogs.ts';
import { useSearchShortcut } from './search-shortcut.ts';
import { useDialogSlot } from './use-dialog-slot.ts';

/** Starts loading the search dialog's code and strings (hover, focus): it then opens at once. */
function preloadSearch(load: (ns: string) => unknown): void {
  void loadSearchDialog();
  preloadDialog();
  load('search');
}

/**
 * The header's search entry (issue 22 point 5): a link to the results page `/search` (what it is without
 * JavaScript, and for a click with a modifier: a new tab), which with JavaScript opens the search dialog instead, as
 * do `/` and Ctrl+K / ⌘+K (`useSearchShortcut`). Closing the dialog gives the focus back to this link (a shortcut
 * pressed with nothing focused focuses it first), or to what had it when the shortcut was pressed. One 40 px icon,
 * like the other actions.
 */
export function SearchButton() {
  const { t, i18n } = useTranslation('layout');
  const search = useDialogSlot();
  const linkRef = useRef<HTMLAnchorElement>(null);
  const { setOpen } = search;
  const openFromShortcut = useCallback(() => {
    const focused = document.activeElement;
    if (focused === null || focused === document.body) linkRef.current?.focus();
    setOpen(true);
  }, [setOpen]);
  useSearchShortcut(openFromShortcut);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };
  const preload = () => preloadSearch((ns) => i18n.loadNamespaces(ns));
  return (
    <>
      <a
        ref={linkRef}
        href="/search"
        className={styles.iconButton}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={t('header.search')}
        title={t('header.search')}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
      >
        <Icon name="search" />
      </a>
      {search.mounted && (
        <Suspense fallback={null}>
          <LazySearchDialog open={search.open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
