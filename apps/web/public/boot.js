// Starts the app once the server-rendered page has painted (docs/decisions/0029): the app's code then does not
// compete with the page's CSS and HTML for the first paint. `data-entry` is the app's entry module, `data-preload`
// the modules it imports (space-separated), fetched alongside it.
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const start = () => {
    for (const href of (script.getAttribute('data-preload') ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    import(entry);
  };
  // After the next frame: the first paint is that frame's.
  requestAnimationFrame(() => setTimeout(start, 0));
})();
