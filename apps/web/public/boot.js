// Starts the app one frame after the first paint (data-entry, with data-preload's modules): decision 0029.
// Each modulepreload link costs the main thread 0.3-1 ms to add (more on a phone) and a page has up to ~30: they are
// added four per task after the entry's import has started, so no task of this script is long (issue 21).
(() => {
  const s = document.currentScript;
  const e = s?.getAttribute('data-entry');
  if (!e) return;
  const preloads = (s.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  const add = () => {
    for (const h of preloads.splice(0, 4)) {
      const l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = h;
      document.head.append(l);
    }
    if (preloads.length > 0) setTimeout(add);
  };
  requestAnimationFrame(() =>
    setTimeout(() => {
      import(e);
      add();
    }),
  );
})();
