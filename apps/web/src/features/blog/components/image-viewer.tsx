import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import styles from './image-viewer.module.css';

/**
 * A picture of the article, as the viewer shows it: `src` is the address the browser loaded (absolute, the
 * `<img>`'s `currentSrc` or `src`; the full picture's `src` for one with a `srcset`, whose text shows a smaller
 * variant: issue 23 point 3), `alt` its text alternative as written ("" for none).
 *
 * @example { src: 'https://example.com/media/cat.jpg', alt: 'A cat' }
 */
export type ViewedImage = { src: string; alt: string };

/**
 * Props of `ImageViewer`. `image` is the picture to show (`null` before the first one is chosen); keep it set
 * while `open` turns `false`, so the picture stays in the dialog during its fade-out.
 */
export type ImageViewerProps = {
  image: ViewedImage | null;
  open: boolean;
  /** Called with `false` when the viewer should close (Esc, the overlay, the close button). */
  onOpenChange: (open: boolean) => void;
};

/**
 * The article's picture viewer (a "lightbox", as Ghost themes and Hexo's fancybox offer): the kit's `Dialog` at
 * its `full` size, titled with the picture's alt text ("Picture" when it has none), showing the picture at its
 * natural size, or smaller to fit the viewport (never cropped, never scaled up), with a link that opens the original in a new tab. The dialog traps
 * focus, closes on Esc and hands focus back to the button that opened it.
 *
 * @example <ImageViewer image={{ src, alt: 'A cat' }} open={open} onOpenChange={setOpen} />
 */
export function ImageViewer({ image, open, onOpenChange }: ImageViewerProps) {
  const { t } = useTranslation('blog');
  if (image === null) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="full"
      title={image.alt || t('image.title')}
      footer={
        <a className={buttonClassName('secondary')} href={image.src} target="_blank" rel="noopener noreferrer">
          {t('image.open_original')}
        </a>
      }
    >
      <img className={styles.picture} src={image.src} alt={image.alt} />
    </Dialog>
  );
}
