import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHtmlBlock } from '../../../lib/html-blocks.ts';
import { internalTarget } from '../internal-link.ts';
import { scrollToHeading } from '../scroll-to-heading.ts';
import codeTheme from './code-theme.module.css';
import { CopyCodeButton } from './copy-code-button.tsx';
import viewerStyles from './image-viewer.module.css';
import { ImageViewer, type ViewedImage } from './image-viewer.tsx';
import prose from './prose.module.css';

/**
 * Props of `ArticleBody`: the article's HTML as the server sanitised it (`Article.html`), and the language it is
 * written in (`Article.language`, a BCP 47 tag), set as its `lang` so screen readers and hyphenation follow the
 * text rather than the interface's language; null or absent: the page's.
 */
export type ArticleBodyProps = { html: string; lang?: string | null };

/**
 * The article's text. In-page links (table of contents, footnotes and their back links) scroll with the
 * 100 px offset that keeps the target clear of the fixed header [LAYOUT-38]; an address that arrives with a
 * `#heading` scrolls there once the text is in the page. Links to other pages of this site open inside the
 * app instead of reloading it. Every code block gets a copy button (`CopyCodeButton`, rendered into a slot
 * beside the block, so the button is not part of the code's text). Every picture that is not a link becomes a
 * button itself (focusable, `role="button"`, named "Enlarge picture: <alt>"; Enter or Space or a click opens it in
 * the `ImageViewer`); it is not wrapped, so the text's layout stays as written (a wrapper shrinking to its picture
 * hides an SVG that has no size of its own). Pictures inside links stay links.
 */
export function ArticleBody({ html, lang }: ArticleBodyProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('blog');
  const body = useRef<HTMLDivElement>(null);
  // The server sends this HTML once, in the markup; hydration reads it back from here (lib/html-blocks.ts).
  const block = useHtmlBlock(html);
  // The pictures made into buttons: a click or key inside the body finds its picture here.
  const zoomable = useRef(new Set<HTMLImageElement>());
  const [viewed, setViewed] = useState<ViewedImage | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [codeBlocks, setCodeBlocks] = useState<{ block: HTMLPreElement; slot: HTMLElement }[]>([]);
  useEffect(() => {
    const id = decodeHash(window.location.hash);
    if (id && html) scrollToHeading(id);
  }, [html]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the code blocks are in `html`, which React writes into the body
  useEffect(() => {
    const found = [...(body.current?.querySelectorAll('pre') ?? [])].map((block) => {
      const wrapper = document.createElement('div');
      wrapper.className = codeTheme.block ?? '';
      block.before(wrapper);
      wrapper.append(block);
      const slot = document.createElement('div');
      slot.className = codeTheme.copySlot ?? '';
      wrapper.append(slot);
      return { block, slot, wrapper };
    });
    setCodeBlocks(found);
    return () => {
      setCodeBlocks([]);
      for (const { block, wrapper } of found) {
        wrapper.before(block);
        wrapper.remove();
      }
    };
  }, [html]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pictures are in `html`, which React writes into the body; `t` relabels them in another language
  useEffect(() => {
    const images = zoomable.current;
    for (const image of body.current?.querySelectorAll('img') ?? []) {
      if (image.closest('a[href]')) continue;
      image.tabIndex = 0;
      image.setAttribute('role', 'button');
      image.setAttribute('aria-label', image.alt ? t('image.enlarge_named', { alt: image.alt }) : t('image.enlarge'));
      if (viewerStyles.zoom) image.classList.add(viewerStyles.zoom);
      images.add(image);
    }
    return () => {
      // A new text (another article) starts with the viewer closed and the pictures as written.
      setViewerOpen(false);
      for (const image of images) {
        image.removeAttribute('tabindex');
        image.removeAttribute('role');
        image.removeAttribute('aria-label');
        if (viewerStyles.zoom) image.classList.remove(viewerStyles.zoom);
      }
      images.clear();
    };
  }, [html, t]);

  /** Opens `target`'s picture in the viewer when it is one of the pictures made into buttons; true if it was. */
  const openPicture = (target: EventTarget): boolean => {
    if (!(target instanceof HTMLImageElement) || !zoomable.current.has(target)) return false;
    // Safari does not focus a clicked element; the dialog hands focus back to what had it when it opened.
    target.focus();
    // A library picture with `srcset` shows its column-sized variant in the text; enlarged, the full picture (`src`).
    setViewed({ src: target.srcset ? target.src : target.currentSrc || target.src, alt: target.alt });
    setViewerOpen(true);
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'Enter' || event.key === ' ') && !event.repeat && openPicture(event.target)) {
      event.preventDefault(); // Space would scroll the page
    }
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (openPicture(event.target)) return;
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#')) {
      const id = decodeHash(href);
      if (id && scrollToHeading(id)) event.preventDefault();
      return;
    }
    const to = internalTarget(link.href, window.location.href, link.target, link.hasAttribute('download'));
    if (to !== null) {
      event.preventDefault();
      navigate(to);
    }
  };

  return (
    <>
      {/* The handlers only refine the scrolling of real links inside (keyboard users activate those links, which fire
          this same click) and open the viewer from the pictures made into buttons (click, Enter, Space). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        ref={body}
        data-html-block={block}
        className={`${prose.prose} ${codeTheme.code}`}
        lang={lang ?? undefined}
        onClick={onClick}
        onKeyDown={onKeyDown}
        // Safe only because the server renders the Markdown and sanitises the result with rehype-sanitize's
        // allow-list (no script, no event handlers, no javascript: URLs, prefixed ids) before storing it
        // (DESIGN.md "Markdown"); the browser never turns untrusted text into HTML itself.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML, see above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {codeBlocks.map(({ block, slot }, index) => createPortal(<CopyCodeButton block={block} />, slot, String(index)))}
      <ImageViewer image={viewed} open={viewerOpen} onOpenChange={setViewerOpen} />
    </>
  );
}

/** `#a%20b` -> `a b`; an undecodable hash is used as written. Empty for no hash. */
function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
