import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { ConfirmDialog, Dialog, preloadDialog } from '../../../../ui/dialog.tsx';
import fieldStyles from '../../../../ui/field.module.css';
import { toast } from '../../../../ui/toast-store.ts';
import { DemoPage, DemoSection } from '../demo-page.tsx';
import styles from '../lab.module.css';

/** "/laboratory/components/dialog": `Dialog` [DIALOG-01][DIALOG-02], with close confirmation [DIALOG-03..05], and `ConfirmDialog`. */
export default function DialogDemo() {
  const { t } = useTranslation('lab');
  const noteId = useId();
  const [plain, setPlain] = useState(false);
  const [edit, setEdit] = useState(false);
  const [ask, setAsk] = useState(false);
  const [note, setNote] = useState('');
  // This page is about dialogs: fetch their code now rather than on the first click.
  useEffect(preloadDialog, []);
  return (
    <DemoPage name="dialog">
      <DemoSection title={t('demo.dialog.name')}>
        <div className={styles.row}>
          <Button onClick={() => setPlain(true)}>{t('dialog.plain')}</Button>
          <Button onClick={() => setEdit(true)}>{t('dialog.confirm')}</Button>
          <Button variant="danger" onClick={() => setAsk(true)}>
            {t('dialog.alert')}
          </Button>
        </div>
      </DemoSection>
      <Dialog
        open={plain}
        onOpenChange={setPlain}
        title={t('dialog.plain_title')}
        description={t('dialog.plain_text')}
        footer={
          <Button variant="primary" onClick={() => setPlain(false)}>
            {t('dialog.done')}
          </Button>
        }
      />
      <Dialog
        open={edit}
        onOpenChange={setEdit}
        confirmClose
        title={t('dialog.confirm_title')}
        description={t('dialog.confirm_text')}
      >
        <div className={fieldStyles.field}>
          <label htmlFor={noteId} className={fieldStyles.label}>
            {t('dialog.note')}
          </label>
          <textarea
            id={noteId}
            className={`${fieldStyles.input} ${fieldStyles.textarea}`}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </Dialog>
      <ConfirmDialog
        open={ask}
        onOpenChange={setAsk}
        danger
        title={t('dialog.alert_title')}
        message={t('dialog.alert_text')}
        onConfirm={() => toast({ message: t('dialog.alert_done') })}
      />
    </DemoPage>
  );
}
