/**
 * The motion and orientation sensors' permission flow (issue 24 points 5 and 6). Safari on iOS asks the visitor
 * through `DeviceMotionEvent.requestPermission()` / `DeviceOrientationEvent.requestPermission()`, which must be called
 * from a user gesture; other browsers deliver events without asking (and a desktop without sensors sends none).
 */

/**
 * Where the permission stands: `checking` (before the page has looked, as on the server), `needed` (a button must
 * ask), `granted` (events may arrive), `denied` (the visitor or the browser refused), `unsupported` (no such event
 * in this browser).
 */
export type SensorPermission = 'checking' | 'needed' | 'granted' | 'denied' | 'unsupported';

/** Which sensor: `motion` (`devicemotion`) or `orientation` (`deviceorientation`). */
export type SensorKind = 'motion' | 'orientation';

type PermissionEventClass = { requestPermission?: () => Promise<'granted' | 'denied' | 'default'> };

function eventClass(kind: SensorKind): PermissionEventClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as {
    DeviceMotionEvent?: PermissionEventClass;
    DeviceOrientationEvent?: PermissionEventClass;
  };
  return kind === 'motion' ? w.DeviceMotionEvent : w.DeviceOrientationEvent;
}

/** The permission as the browser stands before any request (call it in an effect: it reads `window`). */
export function currentPermission(kind: SensorKind): SensorPermission {
  const cls = eventClass(kind);
  if (cls === undefined) return 'unsupported';
  return typeof cls.requestPermission === 'function' ? 'needed' : 'granted';
}

/**
 * Asks for the sensor `kind` where the browser wants a request (call from a click): resolves `granted` or `denied`
 * (a refusal and a failed request alike), or `granted` at once where no request is needed.
 */
export async function requestSensorPermission(kind: SensorKind): Promise<'granted' | 'denied'> {
  const cls = eventClass(kind);
  if (typeof cls?.requestPermission !== 'function') return 'granted';
  try {
    return (await cls.requestPermission()) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}
