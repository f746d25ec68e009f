import { afterEach, describe, expect, it } from 'vitest';
import { takeHtmlBackground } from './site-info.ts';

/** Puts the server's `<meta name="site-background">` in the document, as spa.ts writes it. */
function serverPicked(content: string): void {
  const meta = document.createElement('meta');
  meta.name = 'site-background';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  for (const meta of document.querySelectorAll('meta[name="site-background"]')) meta.remove();
});

describe('the background picked with the HTML', () => {
  it('[SITE-02] is taken once: the first home render uses the pick, a later one asks the API', () => {
    serverPicked(JSON.stringify({ id: 3, url: '/media/backgrounds/dawn-hills.svg', credit: 'Dawn "hills" & <co>' }));
    expect(takeHtmlBackground()).toEqual({
      id: 3,
      url: '/media/backgrounds/dawn-hills.svg',
      credit: 'Dawn "hills" & <co>',
    });
    expect(document.querySelector('meta[name="site-background"]')).toBeNull();
    expect(takeHtmlBackground()).toBeUndefined();
  });

  it('is ignored when missing, not JSON or not a background', () => {
    expect(takeHtmlBackground()).toBeUndefined();
    serverPicked('{oops');
    expect(takeHtmlBackground()).toBeUndefined();
    serverPicked(JSON.stringify({ id: 'x', url: 7 }));
    expect(takeHtmlBackground()).toBeUndefined();
  });
});
