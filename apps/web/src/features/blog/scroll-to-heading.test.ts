import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingScrollTop, scrollToHeading } from './scroll-to-heading.ts';

describe('headingScrollTop', () => {
  it('keeps the heading 100 px below the top of the window', () => {
    expect(headingScrollTop(500, 1000)).toBe(1400);
    expect(headingScrollTop(-200, 1000)).toBe(700);
  });

  it('never scrolls above the page', () => {
    expect(headingScrollTop(50, 0)).toBe(0);
  });
});

describe('scrollToHeading', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('scrolls to the heading with the offset and focuses it', () => {
    document.body.innerHTML = '<h2 id="usage">Usage</h2>';
    const heading = document.getElementById('usage') as HTMLElement;
    vi.spyOn(heading, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(scrollToHeading('usage')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 200 }));
    expect(document.activeElement).toBe(heading);
  });

  it('reports a missing heading', () => {
    expect(scrollToHeading('nowhere')).toBe(false);
  });
});
