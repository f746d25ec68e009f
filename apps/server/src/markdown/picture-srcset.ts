/**
 * Responsive pictures for stored article and wiki HTML (issue 23 point 3, decision 0035): an `<img>` whose `src` is
 * a media-library picture with resized variants gets `srcset` (its variants and itself, by width) and `sizes` (the
 * article column's width); every library picture gets `width`/`height` when it has none (so the page does not shift
 * as pictures arrive, small ones without variants included).
 * Applied when the HTML is served, not when it is rendered, so variants made after an article was written are used.
 */

/** A picture's upright size in pixels and its variants' addresses and widths. */
export type PictureSources = { width: number; height: number; variants: readonly { url: string; width: number }[] };

/** Looks up the library pictures among addresses, with their sizes and variants (none for a small picture). */
export type PictureSourcesLookup = (urls: readonly string[]) => Promise<ReadonlyMap<string, PictureSources>>;

/**
 * The width a picture takes in the article column, for `sizes` (apps/web's article-view.module.css: the card is at
 * most 960 px with side paddings of clamp(8px, 3vw, 24px) + clamp(14px, 4vw, 40px), so 86% of a phone's width and
 * at most ~840 px of text; the 1240 px layout with a table of contents keeps the text about as wide).
 */
export const articlePictureSizes = '(max-width: 960px) 86vw, 840px';

const imgTag = /<img\b[^>]*>/gi;
const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i');

/** The `src` of every `<img>` in `html` (as written in the attribute: the sanitiser's double-quoted form). */
export function imageSources(html: string): string[] {
  const sources: string[] = [];
  for (const match of html.matchAll(imgTag)) {
    const src = attribute('src').exec(match[0])?.[1];
    if (src) sources.push(src);
  }
  return sources;
}

/**
 * `html` with `srcset`, `sizes` and missing `width`/`height` added to each `<img>` whose `src` is in `sources`. An
 * `<img>` that already has a `srcset` is left alone; other tags and text are untouched byte for byte. The added
 * values are addresses of the site's own media folder and numbers (nothing from the text is copied into them).
 *
 * @example addPictureSrcset('<img src="/media/library/a.jpg">', new Map([['/media/library/a.jpg', {width: 3000,
 * height: 2000, variants: [{url: '/media/library/a.480w.jpg', width: 480}]}]]))
 * // '<img src="/media/library/a.jpg" srcset="/media/library/a.480w.jpg 480w, /media/library/a.jpg 3000w"
 * //   sizes="(max-width: 960px) 86vw, 840px" width="3000" height="2000">'
 */
export function addPictureSrcset(
  html: string,
  sources: ReadonlyMap<string, PictureSources>,
  sizes = articlePictureSizes,
): string {
  if (sources.size === 0) return html;
  return html.replace(imgTag, (tag) => {
    const src = attribute('src').exec(tag)?.[1];
    const picture = src === undefined ? undefined : sources.get(src);
    if (!src || !picture || attribute('srcset').test(tag)) return tag;
    const candidates = [...picture.variants]
      .filter((v) => v.width < picture.width)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.url} ${v.width}w`);
    candidates.push(`${src} ${picture.width}w`);
    // A picture too small for variants gets no srcset, but still its size, so the text does not move when it loads.
    let added = candidates.length > 1 ? ` srcset="${candidates.join(', ')}" sizes="${sizes}"` : '';
    if (!attribute('width').test(tag) && !attribute('height').test(tag)) {
      added += ` width="${picture.width}" height="${picture.height}"`;
    }
    if (added === '') return tag;
    const selfClosing = tag.endsWith('/>');
    const head = tag.slice(0, selfClosing ? -2 : -1).trimEnd();
    return `${head}${added}${selfClosing ? ' />' : '>'}`;
  });
}

/**
 * `html` with responsive pictures (`addPictureSrcset`), looking the pictures up with `lookup` (one call, only when
 * `html` has a picture under `/media/`). Without a lookup, `html` as it is.
 */
export async function withPictureSrcset(html: string, lookup: PictureSourcesLookup | undefined): Promise<string> {
  if (!lookup || !html.includes('/media/')) return html;
  const urls = imageSources(html).filter((src) => src.startsWith('/media/'));
  if (urls.length === 0) return html;
  return addPictureSrcset(html, await lookup(urls));
}
