import { useShallow } from 'zustand/react/shallow';
import { usePlayerStore } from '../store.ts';
import { LrcFileDialog } from './lrc-file-dialog.tsx';
import { MetadataDialog } from './metadata-dialog.tsx';
import { PlayerSettingsDialog } from './player-settings-dialog.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';

/** Props of `PlayerDialogs`: the reader's admin flag and token, from the account store via the route page. */
export interface PlayerDialogsProps {
  isAdmin: boolean;
  tokenid: string;
}

/**
 * The three player dialogs [FPLAY-19] — player settings, raw lyric file viewer, song metadata — each open while
 * its player open flag is (`open.settings`, `open.lrc_file`, `open.metadata`, FPLAY-09), so any control
 * (the full player, the /archive/music/player page) opens one with `setOpen(flag, true)`. `FullPlayer` mounts
 * this once; do not mount it twice. It also hosts the keyboard shortcut help (`ShortcutsDialog`, issue 19).
 */
export function PlayerDialogs({ isAdmin, tokenid }: PlayerDialogsProps) {
  const open = usePlayerStore(
    useShallow((s) => ({ settings: s.open.settings, lrc_file: s.open.lrc_file, metadata: s.open.metadata })),
  );
  const setOpen = usePlayerStore.getState().setOpen;
  return (
    <>
      <PlayerSettingsDialog open={open.settings} onOpenChange={(v) => setOpen('settings', v)} />
      <LrcFileDialog open={open.lrc_file} onOpenChange={(v) => setOpen('lrc_file', v)} />
      <MetadataDialog
        open={open.metadata}
        onOpenChange={(v) => setOpen('metadata', v)}
        isAdmin={isAdmin}
        tokenid={tokenid}
      />
      <ShortcutsDialog />
    </>
  );
}
