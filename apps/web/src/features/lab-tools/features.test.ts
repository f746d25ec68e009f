import { describe, expect, it } from 'vitest';
import { clientHints, detectFeatures, type FeatureEnv, features, reportText } from './features.ts';

/** A made-up browser: `global` as given, `CSS.supports` true for the listed conditions only. */
function env(global: Record<string, unknown>, supported: string[] = []): FeatureEnv {
  return { global, supports: (c) => supported.includes(c) };
}

async function statuses(e: FeatureEnv): Promise<Record<string, string>> {
  return Object.fromEntries((await detectFeatures(e)).map(({ id, result }) => [id, result.status]));
}

const f = () => undefined;

describe('feature detection (issue 24 point 3)', () => {
  it('an empty browser misses every feature', async () => {
    const all = await statuses(env({}));
    expect(Object.keys(all)).toEqual(features.map((x) => x.id));
    expect(new Set(Object.values(all))).toEqual(new Set(['missing']));
  });

  it('maps full, partial and fallback support', async () => {
    const browser = env(
      {
        Intl: { Segmenter: f, DisplayNames: f },
        navigator: { clipboard: { writeText: f }, mediaSession: {}, vibrate: f, storage: { estimate: f } },
        webkitAudioContext: f,
        PointerEvent: Object.assign(f, { prototype: { getCoalescedEvents: f } }),
        HTMLElement: { prototype: { popover: null, showPopover: f } },
      },
      ['selector(:has(a))', 'container-type: inline-size'],
    );
    const got = await statuses(browser);
    expect(got).toMatchObject({
      intl: 'pass',
      clipboard: 'pass',
      vibration: 'pass',
      pointer_events: 'pass',
      popover: 'pass',
      css_has: 'pass',
      container_queries: 'partial',
      media_session: 'partial',
      web_audio: 'partial',
      storage_estimate: 'partial',
      webgpu: 'missing',
      service_worker: 'missing',
    });
  });

  it('Intl with only one of Segmenter and DisplayNames is partial, naming the missing one', async () => {
    const results = await detectFeatures(env({ Intl: { DisplayNames: f } }));
    expect(results.find((r) => r.id === 'intl')?.result).toEqual({ status: 'partial', detail: '− Intl.Segmenter' });
  });

  it('finds accessors on prototypes that throw when read from the prototype (Popover, AudioWorklet)', async () => {
    const prototype = {};
    Object.defineProperty(prototype, 'popover', {
      get() {
        throw new TypeError('Illegal invocation');
      },
    });
    Object.defineProperty(prototype, 'showPopover', { value: f });
    expect((await statuses(env({ HTMLElement: { prototype } }))).popover).toBe('pass');
  });

  it('the clipboard falls back to execCommand: partial', async () => {
    const got = await statuses(env({ document: { execCommand: f } }));
    expect(got.clipboard).toBe('partial');
  });

  it('WebGPU passes only with an adapter; a check that throws counts as missing', async () => {
    const withAdapter = await statuses(env({ navigator: { gpu: { requestAdapter: async () => ({}) } } }));
    const without = await statuses(env({ navigator: { gpu: { requestAdapter: async () => null } } }));
    expect([withAdapter.webgpu, without.webgpu]).toEqual(['pass', 'partial']);
    const throwing = env({});
    throwing.supports = () => {
      throw new Error('boom');
    };
    expect((await statuses(throwing)).css_has).toBe('missing');
  });

  it('the language features pass with all their parts, and are partial without one', async () => {
    const parts = {
      Array: { prototype: { at: f, findLast: f } },
      Object: { hasOwn: f },
      RegExp: { prototype: { hasIndices: false } },
      structuredClone: f,
    };
    expect((await statuses(env(parts))).es2022).toBe('pass');
    const results = await detectFeatures(env({ ...parts, structuredClone: undefined }));
    expect(results.find((r) => r.id === 'es2022')?.result).toEqual({ status: 'partial', detail: '− structuredClone' });
  });
});

describe('client hints', () => {
  it('null without navigator.userAgentData', async () => {
    expect(await clientHints(env({ navigator: {} }))).toBeNull();
  });

  it('lists the low- and high-entropy hints, brands as name and version', async () => {
    const userAgentData = {
      brands: [{ brand: 'Chromium', version: '140' }],
      mobile: false,
      platform: 'Linux',
      getHighEntropyValues: async (hints: string[]) => ({
        architecture: 'x86',
        bitness: hints.includes('bitness') ? '64' : '',
      }),
    };
    expect(await clientHints(env({ navigator: { userAgentData } }))).toEqual([
      ['brands', 'Chromium 140'],
      ['mobile', 'false'],
      ['platform', 'Linux'],
      ['architecture', 'x86'],
      ['bitness', '64'],
    ]);
  });
});

describe('reportText', () => {
  it('writes one line per feature and the hints', () => {
    const text = reportText({
      title: 'Report',
      userAgent: 'UA',
      rows: [{ name: 'Popover', status: 'pass', detail: '', uses: 'menus' }],
      hintsTitle: 'Hints',
      hints: [['platform', 'Linux']],
      noHints: 'none',
    });
    expect(text).toBe('Report\nUA\n\n[pass] Popover — menus\n\nHints\nplatform: Linux');
  });
});
