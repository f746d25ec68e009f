/**
 * The router's error element: a page chunk failed to load or a page threw while rendering.
 */
export function RouteError() {
  return (
    <main id="main">
      <h1>Error</h1>
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
