import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import { Switch } from '../../../ui/switch.tsx';
import { nextSongModes } from '../queue-rules.ts';
import {
  type PlayerSettingName,
  type PlayerSettings,
  playerSliderRanges,
  usePlayerSettings,
} from '../settings-store.ts';
import styles from './dialogs.module.css';
import { SliderField } from './slider-field.tsx';

/** Props of `PlayerSettingsDialog`. */
export interface PlayerSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const switches = [
  'show_translate',
  'show_roma',
  'show_ruby',
  'word_lrc',
  'colored_lrc',
] as const satisfies readonly PlayerSettingName[];

/**
 * The player settings dialog [FPLAY-19]: every player setting of spec section 3, saved as it changes through the
 * validating setter. Volume is a slider 0..1 in steps of 0.01 [PLAY-57]; the row and word offsets are sliders
 * -2..2 s in steps of 0.01 [PLAY-58]; the booleans are switches; next_song, lrc_align and time_display are
 * selects. "Restore defaults" puts every player setting back.
 */
export function PlayerSettingsDialog({ open, onOpenChange }: PlayerSettingsDialogProps) {
  const { t } = useTranslation('fullplayer');
  const settings = usePlayerSettings(
    useShallow((s) => {
      const { setPlayerSetting: _set, resetPlayerSettings: _reset, ...values } = s;
      return values as PlayerSettings;
    }),
  );
  const set = usePlayerSettings.getState().setPlayerSetting;
  const seconds = (v: number) => t('settings.seconds', { value: `${v > 0 ? '+' : ''}${v.toFixed(2)}` });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      footer={<Button onClick={() => usePlayerSettings.getState().resetPlayerSettings()}>{t('settings.reset')}</Button>}
    >
      <div className={styles.sections}>
        <fieldset className={styles.section}>
          <legend>{t('settings.playback')}</legend>
          <SliderField
            label={t('settings.volume')}
            {...playerSliderRanges.volume}
            value={settings.volume}
            onValueChange={(v) => set('volume', v)}
            format={(v) => `${Math.round(v * 100)}%`}
          />
          <Select
            label={t('settings.next_song')}
            value={settings.next_song}
            onValueChange={(v) => set('next_song', v)}
            options={nextSongModes.map((mode) => ({ value: mode, label: t(`player.modes.${mode}`) }))}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('settings.lyrics')}</legend>
          <SliderField
            label={t('settings.lrc_row_offset')}
            {...playerSliderRanges.lrc_row_offset}
            value={settings.lrc_row_offset}
            onValueChange={(v) => set('lrc_row_offset', v)}
            format={seconds}
          />
          <SliderField
            label={t('settings.lrc_word_offset')}
            {...playerSliderRanges.lrc_word_offset}
            value={settings.lrc_word_offset}
            onValueChange={(v) => set('lrc_word_offset', v)}
            format={seconds}
          />
          {switches.map((name) => (
            <Switch
              key={name}
              label={t(`settings.${name}`)}
              checked={settings[name]}
              onCheckedChange={(checked) => set(name, checked)}
            />
          ))}
          <Select
            label={t('settings.lrc_align')}
            value={settings.lrc_align}
            onValueChange={(v) => set('lrc_align', v)}
            options={[
              { value: 'left', label: t('settings.align_left') },
              { value: 'center', label: t('settings.align_center') },
            ]}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('settings.appearance')}</legend>
          <Select
            label={t('settings.time_display')}
            value={settings.time_display}
            onValueChange={(v) => set('time_display', v)}
            options={[
              { value: 'duration', label: t('settings.time_duration') },
              { value: 'left', label: t('settings.time_left') },
            ]}
          />
          <Switch label={t('settings.bg_ani')} checked={settings.bg_ani} onCheckedChange={(v) => set('bg_ani', v)} />
          <Switch
            label={t('settings.show_controls')}
            checked={settings.show_controls}
            onCheckedChange={(v) => set('show_controls', v)}
          />
        </fieldset>
      </div>
    </Dialog>
  );
}
