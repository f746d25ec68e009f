import { useTranslation } from 'react-i18next';
import { RuneWorkshop } from '../../../features/lab-madoka/components/rune-workshop.tsx';
import { ToolPage } from './tool-page.tsx';

/**
 * "/laboratory/madoka" [ROUTE-44] (issue 25 point 4): an homage to the witch-rune alphabet of Puella Magi Madoka
 * Magica with a glyph set of our own (`features/lab-madoka`): Latin text to runes live, a rune keyboard back to
 * Latin, and export as SVG and PNG. Everything happens in the browser; nothing is sent.
 */
export default function MadokaPage() {
  const { t } = useTranslation('lab_madoka');
  return (
    <ToolPage back={t('back')} title={t('title')} intro={t('intro')} needs="forms">
      <RuneWorkshop />
    </ToolPage>
  );
}
