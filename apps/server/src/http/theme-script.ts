import { createHash } from 'node:crypto';

/**
 * The one inline script a page may carry (issue 21 point 2; docs/decisions/0029): for the appearance `time`, dark
 * from 19:00 through 05:59 in the visitor's own clock [THEME-03][THEME-04], which only the browser knows, set on
 * `<html data-theme>` before the body paints. `system` needs no script (CSS `prefers-color-scheme`), `light` and
 * `dark` are written by the server. The Content-Security-Policy allows exactly this text by its hash.
 */
export const timeThemeScript =
  "(function(){var r=document.documentElement,h=new Date().getHours(),t=h>=19||h<6?'dark':'light';r.dataset.theme=t;r.style.colorScheme=t})()";

/** `timeThemeScript`'s CSP source expression: `'sha256-<base64>'`. */
export const timeThemeScriptHash = `'sha256-${createHash('sha256').update(timeThemeScript).digest('base64')}'`;
