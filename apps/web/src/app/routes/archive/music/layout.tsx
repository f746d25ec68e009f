import { isRealToken } from '@site/contracts';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useAccountStore } from '../../../../features/account/store.ts';
import { revokeCustomFileUrls } from '../../../../features/music/custom-song.ts';
import { MiniPlayer } from '../../../../features/player/components/mini-player.tsx';
import { PlayerHost } from '../../../../features/player/components/player-host.tsx';
import { FullPlayer } from '../../../../features/player/full-player/full-player.tsx';
import { NeedsJavaScript } from '../../../../ui/needs-javascript.tsx';
import styles from './layout.module.css';

/**
 * The music app: the element of the parent route "/archive/music" [ROUTE-25], around every music page. It holds
 * the player for as long as the visitor stays under /archive/music: `<PlayerHost/>` makes the player active on
 * mount and, when this layout unmounts (the visitor leaves the music app), stops playback, detaches the audio
 * and empties the queue [PLAY-33][PLAY-34]; the object URLs of custom songs picked from disk are freed then too.
 * Below the page, the mini player stays in view at the bottom of the window (above the mobile bar's offset,
 * `--sticky-bottom`); the full player and the player dialogs are mounted here too, with the reader's admin flag
 * and token from the account store (admins may save song metadata [ROLE-07][ROLE-08]). Readers without JavaScript
 * are told above the page that playing needs it (the lists and lyrics read without it: issue 21 point 3).
 */
export default function MusicLayout() {
  const { isAdmin, tokenid } = useAccountStore(
    useShallow((s) => ({ isAdmin: s.is_admin, tokenid: isRealToken(s.tokenid) ? s.tokenid : '' })),
  );
  useEffect(() => revokeCustomFileUrls, []);
  return (
    <div className={styles.app}>
      <PlayerHost />
      <div className={styles.pages}>
        <NeedsJavaScript part="player" banner />
        <Outlet />
      </div>
      <div className={styles.dock}>
        <MiniPlayer />
      </div>
      <FullPlayer isAdmin={isAdmin} tokenid={tokenid} />
    </div>
  );
}
