/**
 * Stands in for the package `use-sync-external-store/shim` in the web build (the alias in `vite.config.ts`):
 * react-i18next imports that shim to support React 17, but React 18 and later (this app runs React 19) have
 * `useSyncExternalStore` themselves, which the shim's production build would call anyway. The shim's fallback
 * code was ~0.7 KB of the home page's first load for nothing.
 */
export { useSyncExternalStore } from 'react';
