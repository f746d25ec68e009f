import { lazy } from 'react';

/**
 * The settings and language dialogs, loaded on first open so the layout (on every page) stays lean.
 * Both take `{ open, onOpenChange }`.
 */
export const LazySettingsDialog = lazy(() =>
  import('../../features/settings/components/settings-dialog.tsx').then((m) => ({ default: m.SettingsDialog })),
);

export const LazyLanguageDialog = lazy(() =>
  import('../../features/settings/components/language-dialog.tsx').then((m) => ({ default: m.LanguageDialog })),
);

/** The header's search dialog (issue 22), loaded on first open; takes `{ open, onOpenChange }`. */
export const loadSearchDialog = () => import('../../features/search/components/search-dialog.tsx');
export const LazySearchDialog = lazy(() => loadSearchDialog().then((m) => ({ default: m.SearchDialog })));
