import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StickerMaker } from '../../../features/lab-stickers/components/sticker-maker.tsx';
import { Icon } from '../../../ui/icon.tsx';
import { NeedsJavaScript } from '../../../ui/needs-javascript.tsx';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import styles from './lab.module.css';

/**
 * "/laboratory/sekai_stickers" [ROUTE-44] (issue 25 point 2): a sticker maker on our own drawn characters or the
 * user's picture, with a styled, curved, movable caption, exported as a transparent PNG or to the clipboard
 * (`features/lab-stickers`).
 */
export default function SekaiStickersPage() {
  const { t } = useTranslation('lab_stickers');
  useBreadcrumbLabel(t('breadcrumb'));
  return (
    <article className={styles.page}>
      <Link to="/laboratory" className={styles.back}>
        <Icon name="chevron-left" size={16} />
        {t('back')}
      </Link>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      <NeedsJavaScript part="editor" />
      <StickerMaker />
    </article>
  );
}
