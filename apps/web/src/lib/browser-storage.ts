/**
 * The browser's localStorage, or undefined where there is none or it is blocked (reading `window.localStorage`
 * throws then, e.g. with cookies disabled, or on the server while rendering). Callers keep working without it.
 */
export function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
