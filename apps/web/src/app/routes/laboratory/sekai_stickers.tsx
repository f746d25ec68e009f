import { useTranslation } from 'react-i18next';
import { StickerMaker } from '../../../features/lab-stickers/components/sticker-maker.tsx';
import { useBreadcrumbLabel } from '../../layout/page-hooks.ts';
import { ToolPage } from './tool-page.tsx';

/**
 * "/laboratory/sekai_stickers" [ROUTE-44] (issue 25 point 2): a sticker maker on our own drawn characters or the
 * user's picture, with a styled, curved, movable caption, exported as a transparent PNG or to the clipboard
 * (`features/lab-stickers`).
 */
export default function SekaiStickersPage() {
  const { t } = useTranslation('lab_stickers');
  useBreadcrumbLabel(t('breadcrumb'));
  return (
    <ToolPage back={t('back')} title={t('title')} intro={t('lead')} needs="editor">
      <StickerMaker />
    </ToolPage>
  );
}
