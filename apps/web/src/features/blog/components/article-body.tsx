import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { internalTarget } from '../internal-link.ts';
import { scrollToHeading } from '../scroll-to-heading.ts';
import codeTheme from './code-theme.module.css';
import { CopyCodeButton } from './copy-code-button.tsx';
import viewerStyles from './image-viewer.module.css';
import { ImageViewer, type ViewedImage } from './image-viewer.tsx';
import prose from './prose.module.css';

/** Props of `ArticleBody`: the article's HTML as the server sanitised it (`Article.html`). */
export type ArticleBodyProps = { html: string };

/**
 * The article's text. In-page links (table of contents, footnotes and their back links) scroll with the
 * 100 px offset that keeps the target clear of the fixed header [LAYOUT-38]; an address that arrives with a
 * `#heading` scrolls there once the text is in the page. Links to other pages of this site open inside the
 * app instead of reloading it. Every code block gets a copy button (`CopyCodeButton`, rendered into a slot
 * beside the block, so the button is not part of the code's text). Every picture that is not a link is wrapped in
 * a button ("Enlarge picture: <alt>") that opens it in the `ImageViewer`; pictures inside links stay links.
 */
export function ArticleBody({ html }: ArticleBodyProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('blog');
  const body = useRef<HTMLDivElement>(null);
  // The buttons made around the pictures, each with its picture: a click inside the body finds its button here.
  const zoomButtons = useRef(new Map<Element, HTMLImageElement>());
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
    const buttons = zoomButtons.current;
    for (const image of body.current?.querySelectorAll('img') ?? []) {
      if (image.closest('a[href]')) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = viewerStyles.zoom ?? '';
      button.setAttribute('aria-label', image.alt ? t('image.enlarge_named', { alt: image.alt }) : t('image.enlarge'));
      image.before(button);
      button.append(image);
      buttons.set(button, image);
    }
    return () => {
      // A new text (another article) starts with the viewer closed and the pictures unwrapped.
      setViewerOpen(false);
      for (const [button, image] of buttons) {
        button.before(image);
        button.remove();
      }
      buttons.clear();
    };
  }, [html, t]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const zoom = (event.target as Element).closest('button');
    const image = zoom && zoomButtons.current.get(zoom);
    if (zoom && image) {
      // Safari does not focus a clicked button; the dialog hands focus back to what had it when it opened.
      zoom.focus();
      setViewed({ src: image.currentSrc || image.src, alt: image.alt });
      setViewerOpen(true);
      return;
    }
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
      {/* The click handler only refines the scrolling of real links inside and opens the pictures' viewer from their
          buttons; keyboard users activate those links and buttons, which fire this same click event, so no key
          handler is needed. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: see above */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        ref={body}
        className={`${prose.prose} ${codeTheme.code}`}
        onClick={onClick}
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
