import { describe, expect, it } from 'vitest';
import { addPictureSrcset, articlePictureSizes, imageSources, withPictureSrcset } from './picture-srcset.ts';

const picture = {
  width: 3000,
  height: 2000,
  variants: [
    { url: '/media/library/a.1600w.jpg', width: 1600 },
    { url: '/media/library/a.480w.jpg', width: 480 },
    { url: '/media/library/a.960w.jpg', width: 960 },
  ],
};
const sources = new Map([['/media/library/a.jpg', picture]]);

describe('addPictureSrcset (issue 23 point 3)', () => {
  it('adds srcset (narrowest first, the original last), sizes, width and height to a library picture', () => {
    const html = '<p><img src="/media/library/a.jpg" alt="A &#x26; B" loading="lazy"></p>';
    expect(addPictureSrcset(html, sources)).toBe(
      '<p><img src="/media/library/a.jpg" alt="A &#x26; B" loading="lazy" srcset="/media/library/a.480w.jpg 480w, ' +
        '/media/library/a.960w.jpg 960w, /media/library/a.1600w.jpg 1600w, /media/library/a.jpg 3000w" ' +
        `sizes="${articlePictureSizes}" width="3000" height="2000"></p>`,
    );
  });

  it('keeps an author-given size and srcset, self-closing tags, other pictures and text byte for byte', () => {
    const sized = '<img src="/media/library/a.jpg" width="300">';
    expect(addPictureSrcset(sized, sources)).not.toContain('height=');
    expect(addPictureSrcset(sized, sources)).toContain('srcset=');
    const own = '<img src="/media/library/a.jpg" srcset="/x.jpg 2x">';
    expect(addPictureSrcset(own, sources)).toBe(own);
    expect(addPictureSrcset('<img src="/media/library/a.jpg" />', sources)).toMatch(/height="2000" \/>$/);
    const other = '<p>&#x3C;img src="/media/library/a.jpg"> <img src="/media/cover/b.png"> <img alt="no src"></p>';
    expect(addPictureSrcset(other, sources)).toBe(other);
  });

  it('never lists a variant as wide as the picture or wider', () => {
    const small = new Map([['/m.png', { width: 900, height: 300, variants: [{ url: '/m.960w.png', width: 960 }] }]]);
    // Its only variant is wider, so there is nothing to choose from: no srcset, only its size.
    expect(addPictureSrcset('<img src="/m.png">', small)).toBe('<img src="/m.png" width="900" height="300">');
  });
});

describe('a library picture too small for variants', () => {
  it('gets its width and height but no srcset, so the text does not move when it loads', () => {
    const small = new Map([['/media/library/s.png', { width: 16, height: 16, variants: [] }]]);
    expect(addPictureSrcset('<p><img src="/media/library/s.png" alt="pasted"></p>', small)).toBe(
      '<p><img src="/media/library/s.png" alt="pasted" width="16" height="16"></p>',
    );
    // An author-given size is kept, and then nothing is added.
    const sized = '<img src="/media/library/s.png" width="8" height="8">';
    expect(addPictureSrcset(sized, small)).toBe(sized);
  });
});

describe('withPictureSrcset', () => {
  it('asks the lookup only for /media/ pictures, and not at all without one', async () => {
    const asked: string[][] = [];
    const lookup = async (urls: readonly string[]) => {
      asked.push([...urls]);
      return sources;
    };
    expect(await withPictureSrcset('<p>no pictures</p>', lookup)).toBe('<p>no pictures</p>');
    expect(await withPictureSrcset('<img src="https://x.test/media/a.jpg">', lookup)).not.toContain('srcset');
    const html = '<img src="https://x.test/y.jpg"><img src="/media/library/a.jpg">';
    expect(await withPictureSrcset(html, lookup)).toContain('a.480w.jpg 480w');
    expect(asked).toEqual([['/media/library/a.jpg']]);
    expect(await withPictureSrcset(html, undefined)).toBe(html);
    expect(imageSources(html)).toEqual(['https://x.test/y.jpg', '/media/library/a.jpg']);
  });
});
