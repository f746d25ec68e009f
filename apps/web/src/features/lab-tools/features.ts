/**
 * Live detection of the browser features the site relies on (issue 24 point 3, /laboratory/compatibility). Each
 * check reads the browser it is given (`FeatureEnv`, the real one by `browserEnv`), so the mapping from what a
 * browser has to pass / partial / missing is tested with made-up browsers. No check evaluates code from a string
 * (the site's CSP forbids `eval`), so language features are detected by their library parts.
 */

/** The result of one check: `pass` (all there), `partial` (some, or only a fallback), `missing`. */
export type FeatureStatus = 'pass' | 'partial' | 'missing';

/** What a check may read: the global object and `CSS.supports` (absent in old browsers and in jsdom). */
export interface FeatureEnv {
  /** The global object (`window`), read by property names only. */
  global: Record<string, unknown>;
  /** `CSS.supports(condition)`, false where the browser has none. */
  supports: (condition: string) => boolean;
}

/** One check's result; `detail` is a language-neutral note (an API name, a value), or '' for none. */
export type FeatureResult = { status: FeatureStatus; detail: string };

/** One feature: its id (i18n keys `lab_tools:compat.features.<id>.name` / `.uses`) and its check. */
export type Feature = { id: string; detect: (env: FeatureEnv) => FeatureResult | Promise<FeatureResult> };

type AnyRecord = Record<string, unknown>;

function obj(value: unknown): AnyRecord | undefined {
  return (typeof value === 'object' || typeof value === 'function') && value !== null
    ? (value as AnyRecord)
    : undefined;
}

/** `env.global[path[0]][path[1]]...`, or undefined where a step is missing. */
function read(env: FeatureEnv, ...path: string[]): unknown {
  let at: unknown = env.global;
  for (const step of path) {
    const o = obj(at);
    if (o === undefined) return undefined;
    try {
      at = o[step];
    } catch {
      return undefined;
    }
  }
  return at;
}

/**
 * Whether the object at `path` minus its last step has a property named by the last step, own or inherited. Uses
 * `in`, not a read: an accessor on a prototype (`HTMLElement.prototype.popover`) throws or answers undefined when
 * read from the prototype itself.
 */
function has(env: FeatureEnv, ...path: string[]): boolean {
  const name = path.at(-1);
  const parent = obj(read(env, ...path.slice(0, -1)));
  return name !== undefined && parent !== undefined && name in parent;
}
const fn = (env: FeatureEnv, ...path: string[]) => typeof read(env, ...path) === 'function';

/** `pass` when every one of `parts` is there, `missing` when none is, else `partial`; detail names the missing. */
function byParts(parts: Record<string, boolean>): FeatureResult {
  const missing = Object.keys(parts).filter((k) => !parts[k]);
  const status = missing.length === 0 ? 'pass' : missing.length === Object.keys(parts).length ? 'missing' : 'partial';
  return { status, detail: missing.length === 0 || status === 'missing' ? '' : `− ${missing.join(', ')}` };
}

const result = (status: FeatureStatus, detail = ''): FeatureResult => ({ status, detail });

/** The features, in the order the page lists them. */
export const features: readonly Feature[] = [
  {
    id: 'es2022',
    detect: (env) =>
      byParts({
        'Array.prototype.at': fn(env, 'Array', 'prototype', 'at'),
        'Object.hasOwn': fn(env, 'Object', 'hasOwn'),
        'RegExp /d': has(env, 'RegExp', 'prototype', 'hasIndices'),
        structuredClone: fn(env, 'structuredClone'),
        'Array.prototype.findLast': fn(env, 'Array', 'prototype', 'findLast'),
      }),
  },
  { id: 'css_has', detect: (env) => result(env.supports('selector(:has(a))') ? 'pass' : 'missing') },
  {
    id: 'container_queries',
    detect: (env) =>
      byParts({
        'container-type': env.supports('container-type: inline-size'),
        cqi: env.supports('width: 1cqi'),
      }),
  },
  {
    id: 'view_transitions',
    detect: (env) =>
      byParts({
        'document.startViewTransition': fn(env, 'document', 'startViewTransition'),
        'view-transition-name': env.supports('view-transition-name: a'),
      }),
  },
  {
    id: 'popover',
    detect: (env) =>
      byParts({
        popover: has(env, 'HTMLElement', 'prototype', 'popover'),
        showPopover: fn(env, 'HTMLElement', 'prototype', 'showPopover'),
      }),
  },
  {
    id: 'media_session',
    detect: (env) =>
      has(env, 'navigator', 'mediaSession')
        ? byParts({
            mediaSession: true,
            setPositionState: fn(env, 'navigator', 'mediaSession', 'setPositionState'),
            MediaMetadata: fn(env, 'MediaMetadata'),
          })
        : result('missing'),
  },
  {
    id: 'web_audio',
    detect: (env) =>
      fn(env, 'AudioContext')
        ? result('pass')
        : fn(env, 'webkitAudioContext')
          ? result('partial', 'webkitAudioContext')
          : result('missing'),
  },
  {
    id: 'audio_worklet',
    detect: (env) =>
      byParts({
        AudioWorkletNode: fn(env, 'AudioWorkletNode'),
        'BaseAudioContext.audioWorklet': has(env, 'BaseAudioContext', 'prototype', 'audioWorklet'),
      }),
  },
  {
    id: 'offscreen_canvas',
    detect: (env) =>
      byParts({
        OffscreenCanvas: fn(env, 'OffscreenCanvas'),
        transferControlToOffscreen: fn(env, 'HTMLCanvasElement', 'prototype', 'transferControlToOffscreen'),
      }),
  },
  {
    id: 'webgl2',
    detect: (env) => {
      const doc = obj(read(env, 'document'));
      if (!fn(env, 'WebGL2RenderingContext')) return result(fn(env, 'WebGLRenderingContext') ? 'partial' : 'missing');
      try {
        const canvas = (doc?.createElement as ((tag: string) => HTMLCanvasElement) | undefined)?.call(doc, 'canvas');
        const context = canvas?.getContext('webgl2');
        if (context) {
          context.getExtension('WEBGL_lose_context')?.loseContext();
          return result('pass');
        }
        return result('partial', 'WebGL2RenderingContext, no context');
      } catch {
        return result('partial', 'WebGL2RenderingContext, no context');
      }
    },
  },
  {
    id: 'webgpu',
    detect: async (env) => {
      const gpu = obj(read(env, 'navigator', 'gpu'));
      if (gpu === undefined) return result('missing');
      try {
        const adapter = await (gpu.requestAdapter as () => Promise<unknown>)();
        return adapter ? result('pass') : result('partial', 'navigator.gpu, no adapter');
      } catch {
        return result('partial', 'navigator.gpu, no adapter');
      }
    },
  },
  {
    id: 'intl',
    detect: (env) =>
      byParts({ 'Intl.Segmenter': fn(env, 'Intl', 'Segmenter'), 'Intl.DisplayNames': fn(env, 'Intl', 'DisplayNames') }),
  },
  {
    id: 'clipboard',
    detect: (env) =>
      fn(env, 'navigator', 'clipboard', 'writeText')
        ? result('pass')
        : fn(env, 'document', 'execCommand')
          ? result('partial', 'document.execCommand')
          : result('missing'),
  },
  {
    id: 'service_worker',
    detect: (env) =>
      has(env, 'navigator', 'serviceWorker')
        ? result('pass')
        : result('missing', read(env, 'isSecureContext') === false ? 'isSecureContext = false' : ''),
  },
  {
    id: 'storage_estimate',
    detect: (env) =>
      has(env, 'navigator', 'storage')
        ? byParts({
            'navigator.storage': true,
            estimate: fn(env, 'navigator', 'storage', 'estimate'),
            persist: fn(env, 'navigator', 'storage', 'persist'),
          })
        : result('missing'),
  },
  {
    id: 'device_orientation',
    detect: (env) =>
      byParts({
        DeviceOrientationEvent: fn(env, 'DeviceOrientationEvent'),
        DeviceMotionEvent: fn(env, 'DeviceMotionEvent'),
      }),
  },
  { id: 'vibration', detect: (env) => result(fn(env, 'navigator', 'vibrate') ? 'pass' : 'missing') },
  {
    id: 'pointer_events',
    detect: (env) =>
      fn(env, 'PointerEvent')
        ? byParts({
            PointerEvent: true,
            getCoalescedEvents: fn(env, 'PointerEvent', 'prototype', 'getCoalescedEvents'),
          })
        : result('missing'),
  },
];

/** The running browser as a `FeatureEnv`. */
export function browserEnv(): FeatureEnv {
  const css = (globalThis as { CSS?: { supports?: (c: string) => boolean } }).CSS;
  return {
    global: globalThis as unknown as Record<string, unknown>,
    supports: (condition) => {
      try {
        return typeof css?.supports === 'function' && css.supports(condition);
      } catch {
        return false;
      }
    },
  };
}

/** Every feature's result in `env`, in the order of `features`; a check that throws counts as `missing`. */
export async function detectFeatures(env: FeatureEnv = browserEnv()): Promise<{ id: string; result: FeatureResult }[]> {
  return Promise.all(
    features.map(async (feature) => {
      try {
        return { id: feature.id, result: await feature.detect(env) };
      } catch {
        return { id: feature.id, result: result('missing') };
      }
    }),
  );
}

/** The client hints the page asks for (`navigator.userAgentData.getHighEntropyValues`). */
export const highEntropyHints = [
  'architecture',
  'bitness',
  'model',
  'platformVersion',
  'fullVersionList',
  'formFactors',
] as const;

/**
 * The user agent's client hints as label/value pairs: the low-entropy ones (brands, mobile, platform) and the
 * high-entropy ones the browser grants (`highEntropyHints`); `null` where the browser has no
 * `navigator.userAgentData` (Firefox, Safari). Brand lists are written `name version, ...`.
 */
export async function clientHints(env: FeatureEnv = browserEnv()): Promise<[string, string][] | null> {
  const data = obj(read(env, 'navigator', 'userAgentData'));
  if (data === undefined) return null;
  const values: AnyRecord = { brands: data.brands, mobile: data.mobile, platform: data.platform };
  if (typeof data.getHighEntropyValues === 'function') {
    try {
      Object.assign(
        values,
        await (data.getHighEntropyValues as (h: readonly string[]) => Promise<AnyRecord>)(highEntropyHints),
      );
    } catch {
      // The browser may refuse high-entropy hints; the low-entropy ones still show.
    }
  }
  return Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => [k, formatHint(v)]);
}

function formatHint(value: unknown): string {
  if (Array.isArray(value))
    return value
      .map((v) =>
        obj(v) && 'brand' in (v as AnyRecord) ? `${(v as AnyRecord).brand} ${(v as AnyRecord).version}` : String(v),
      )
      .join(', ');
  return String(value);
}

/**
 * The report as plain text for "copy as text": a title line, the user agent, one line per feature
 * (`[status] name: detail — uses`) and the client hints. `label` gives each feature's name and use in the page's
 * language.
 */
export function reportText(input: {
  title: string;
  userAgent: string;
  rows: { name: string; status: string; detail: string; uses: string }[];
  hintsTitle: string;
  hints: [string, string][] | null;
  noHints: string;
}): string {
  const lines = [input.title, input.userAgent, ''];
  for (const row of input.rows)
    lines.push(`[${row.status}] ${row.name}${row.detail === '' ? '' : ` (${row.detail})`} — ${row.uses}`);
  lines.push('', input.hintsTitle);
  if (input.hints === null) lines.push(input.noHints);
  else for (const [k, v] of input.hints) lines.push(`${k}: ${v}`);
  return lines.join('\n');
}
