import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/** Hosts whose players may be embedded with `<iframe>`; every other frame is dropped (see `restrict-embeds.ts`). */
export const embedHosts: readonly string[] = [
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
  'www.youtube.com',
  'youtube.com',
  'player.vimeo.com',
];

/**
 * The name of the video service behind an allowed embed host (`embedHosts`), the accessible name of a frame
 * without a title: a product name reads the same in every interface language, which a stored sentence would not.
 */
export function embedServiceName(hostname: string): string {
  return hostname.includes('vimeo') ? 'Vimeo' : 'YouTube';
}

const defaultAttributes = defaultSchema.attributes ?? {};
const hljsClass = /^(hljs|hljs-[\w-]+|language-[\w+#.-]+)$/;

/**
 * The sanitiser's allow-list for article HTML: GitHub's schema (what `defaultSchema` is) plus what real blog
 * posts need — highlight.js classes on `code`/`span`, `<details>/<summary>`, `<figure>/<figcaption>`, `<kbd>`,
 * `<mark>`, note boxes made by the Hexo tag converter (`div.note.note-<kind>`), callouts made of GitHub's alerts
 * (`aside.callout.callout-<kind>[data-callout]` with a `p.callout-title`, `remark-callouts.ts`), video frames
 * (host checked afterwards, because a schema can only check protocols) and `<video>` with controls.
 * Ids keep GitHub's `user-content-` prefix so a post cannot clobber globals of the page (DOM clobbering);
 * `in-page-links.ts` points in-page links at the prefixed ids.
 */
export const articleSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    'details',
    'summary',
    'figure',
    'figcaption',
    'kbd',
    'mark',
    'iframe',
    'video',
    'source',
    'aside',
  ],
  attributes: {
    ...defaultAttributes,
    code: [['className', hljsClass]],
    span: [...(defaultAttributes.span ?? []), ['className', hljsClass]],
    pre: [...(defaultAttributes.pre ?? []), ['className', hljsClass]],
    div: [...(defaultAttributes.div ?? []), ['className', /^(note|note-[a-z]+|pullquote|video-embed)$/]],
    aside: [['className', /^(callout|callout-[\w-]+)$/], 'dataCallout'],
    p: [...(defaultAttributes.p ?? []), ['className', 'callout-title']],
    blockquote: [...(defaultAttributes.blockquote ?? []), ['className', 'pullquote']],
    details: [...(defaultAttributes.details ?? []), 'open'],
    iframe: ['src', 'title', 'width', 'height', 'allowFullScreen', ['loading', 'lazy'], 'frameBorder'],
    video: ['src', 'poster', 'width', 'height', 'controls', 'muted', 'loop', 'playsInline', 'preload'],
    source: [...(defaultAttributes.source ?? []), 'src', 'type'],
    img: [...(defaultAttributes.img ?? []), ['loading', 'lazy']],
  },
  protocols: {
    ...defaultSchema.protocols,
    src: ['https', 'http'],
    poster: ['https', 'http'],
  },
};
