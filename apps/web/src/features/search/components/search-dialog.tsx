import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../ui/dialog.tsx';
import { SearchCombobox } from './search-combobox.tsx';

/** Props of `SearchDialog`: the header's open state. */
export type SearchDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The header's search dialog (issue 22 point 5): the kit's modal dialog (focus trapped inside, Escape and the close
 * button close it, focus goes back to what opened it) around `SearchCombobox`. Choosing a result or "All results"
 * closes it and navigates there. Each opening starts with an empty box (the
 * dialog's content unmounts once closed). Loaded on first open (`lazy-dialogs.ts`).
 */
export function SearchDialog({ open, onOpenChange }: SearchDialogProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('dialog.title')}>
      <SearchCombobox
        onOpen={(href) => {
          onOpenChange(false);
          void navigate(href);
        }}
      />
    </Dialog>
  );
}
