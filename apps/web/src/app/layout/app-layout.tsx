import { Suspense } from 'react';
import { Outlet } from 'react-router';

/**
 * The app shell around every page: header, `<main id="main">` with the page, footer.
 * Pages load lazily [ROUTE-02], so the outlet sits in a Suspense boundary.
 */
export function AppLayout() {
  return (
    <main id="main">
      <Suspense fallback={<p role="status">…</p>}>
        <Outlet />
      </Suspense>
    </main>
  );
}
