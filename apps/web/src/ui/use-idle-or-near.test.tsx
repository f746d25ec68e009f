import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleOrNear } from './use-idle-or-near.ts';

function Probe({ eager }: { eager?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const ready = useIdleOrNear(ref, eager === undefined ? {} : { eager });
  return <div ref={ref}>{ready ? 'mounted' : 'waiting'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useIdleOrNear', () => {
  it('mounts at once when eager (a link to a comment)', () => {
    render(<Probe eager />);
    expect(screen.getByText('mounted')).toBeInTheDocument();
  });

  it('waits for the browser to be idle, then mounts and stays mounted', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => idle[0]?.());
    expect(screen.getByText('mounted')).toBeInTheDocument();
  });

  it('mounts when the element comes near the viewport before the browser is idle', () => {
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    let margin = '';
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, options: { rootMargin: string }) {
          report = callback;
          margin = options.rootMargin;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Probe />);
    expect(margin).toBe('800px 0px');
    act(() => report?.([{ isIntersecting: false }]));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    act(() => report?.([{ isIntersecting: true }]));
    expect(screen.getByText('mounted')).toBeInTheDocument();
  });

  it('falls back to a timer without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(<Probe />);
    expect(await screen.findByText('mounted')).toBeInTheDocument();
  });
});
