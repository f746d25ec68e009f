// Starts the app one frame after the first paint (data-entry, with data-preload's modules): decision 0029.
(() => {
  const s = document.currentScript;
  const e = s?.getAttribute('data-entry');
  if (!e) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const h of (s.getAttribute('data-preload') ?? '').split(' ').filter(Boolean)) {
        const l = document.createElement('link');
        l.rel = 'modulepreload';
        l.crossOrigin = '';
        l.href = h;
        document.head.append(l);
      }
      import(e);
    }),
  );
})();
