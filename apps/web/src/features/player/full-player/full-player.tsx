import * as RadixDialog from '@radix-ui/react-dialog';
import { type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Icon } from '../../../ui/icon.tsx';
import { usePresence } from '../../../ui/use-presence.ts';
import { FULL_PLAYER_ATTRIBUTE } from '../keyboard.ts';
import { LyricsView } from '../lyrics-view/lyrics-view.tsx';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { TOAST_CLEAR_ATTRIBUTE } from '../toast-clearance.ts';
import { CoverArt } from './cover-art.tsx';
import { createDragTracker, DRAG_CLOSE_SLIDE_S, DRAG_SPRING_BACK_S } from './drag-close.ts';
import styles from './full-player.module.css';
import { MarqueeTitle } from './marquee-title.tsx';
import { panelOnOpen, readPanelChoice } from './panel-choice.ts';
import controlStyles from './player-controls.module.css';
import { PanelToggles, PlayerControls, PlayPauseButton } from './player-controls.tsx';
import { PlayerDialogs } from './player-dialogs.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { QueueList } from './queue-list.tsx';
import { matchesQuery, NARROW_QUERY, useMediaQuery } from './use-media-query.ts';

/** How long the full player stays on the page after it is closed, sliding out (ms). */
const FULL_PLAYER_EXIT_MS = DRAG_CLOSE_SLIDE_S * 1000;

/** Props of `FullPlayer`: the reader's admin flag and token (from the account store, via the route layout). */
export interface FullPlayerProps {
  /** Admins get the metadata dialog's show-info and "保存歌曲元数据" buttons [ROLE-07, ROLE-10]. */
  isAdmin?: boolean;
  tokenid?: string;
}

/** Elements a drag must not start on: controls, and the lyric and queue panels (they scroll themselves). */
const NO_DRAG = 'button, a, input, select, textarea, label, [data-no-drag]';

/**
 * [FPLAY-04] Closes the full player when the route changes (not on the first render). The router shows a new
 * route once its page's code is in, while the address bar changes at once: a player opened in between (at the
 * address being loaded) stays open when that very route arrives, and closes on the next change.
 */
function useCloseOnRouteChange(): void {
  const { pathname } = useLocation();
  const open = usePlayerStore((s) => s.open.full_player);
  const last = useRef(pathname);
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    openedAt.current = open ? window.location.pathname : null;
  }, [open]);
  useEffect(() => {
    if (pathname === last.current) return;
    last.current = pathname;
    if (pathname === openedAt.current) return;
    usePlayerStore.getState().setOpen('full_player', false);
  }, [pathname]);
}

/**
 * The full-screen player (spec section 2 "Full-screen player"). Mount it once in the music app's layout: it
 * shows itself while the player's `open.full_player` flag is set, and always hosts the three player dialogs
 * (`PlayerDialogs`, FPLAY-19).
 *
 * - A modal layer (Radix Dialog: focus trapped and returned, Escape and the close button close it, named
 *   "全屏播放器"), marked `data-full-player` so the keyboard shortcuts still work inside it (PLAY-59).
 * - Left: cover (flips in 0.5 s on a song change, FPLAY-18), titles (marquee, FPLAY-17), progress bar with
 *   `time_display` (FPLAY-20) and the buttons [FPLAY-01]. Right: the lyrics or the queue, each with its own
 *   toggle; opening one closes the other [FPLAY-02, FPLAY-03] (`full_player_show`, FPLAY-09).
 * - Closes on a route change [FPLAY-04].
 * - Dragging it down with the mouse or a finger (pointer events; the player follows by a transform) closes it:
 *   released after a downward movement it slides away in 0.5 s and closes, otherwise it springs back in 0.2 s
 *   [FPLAY-05..07].
 * - Opens on the reader's last panel choice (`panel-choice.ts`), by default the lyrics at 919 px and wider when
 *   the song has lyrics (issue 19); the toggles still switch them [FPLAY-02, FPLAY-03].
 * - Below 919 px, while the lyrics or the queue show, a small header (thumbnail, titles, play / pause) replaces
 *   the cover and titles [FPLAY-08]; the progress bar and buttons stay under the lyrics always (issue 19), and
 *   under the queue with the `show_controls` setting (the reading of that setting here).
 * - `bg_ani`: the blurred cover behind slowly turns (transform only; still under reduced motion).
 */
export function FullPlayer({ isAdmin = false, tokenid = '' }: FullPlayerProps) {
  const open = usePlayerStore((s) => s.open.full_player);
  const mounted = usePresence(open, FULL_PLAYER_EXIT_MS);
  useCloseOnRouteChange();
  return (
    <>
      {mounted && <FullPlayerLayer open={open} />}
      <PlayerDialogs isAdmin={isAdmin} tokenid={tokenid} />
    </>
  );
}

function FullPlayerLayer({ open }: { open: boolean }) {
  const { t } = useTranslation('fullplayer');
  const { song, show } = usePlayerStore(useShallow((s) => ({ song: s.current_song, show: s.full_player_show })));
  const { bg_ani, show_controls } = usePlayerSettings(
    useShallow((s) => ({ bg_ani: s.bg_ani, show_controls: s.show_controls })),
  );
  const narrow = useMediaQuery(NARROW_QUERY);
  const panel = show.lrc ? 'lrc' : show.queue ? 'queue' : null;
  const narrowHeader = narrow && panel !== null; // [FPLAY-08]
  const layerRef = useRef<HTMLDivElement>(null);
  const tracker = useRef(createDragTracker());
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = () => usePlayerStore.getState().setOpen('full_player', false);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Issue 19: each opening starts on the reader's last panel, by default the lyrics at 919 px and wider (before
  // the first paint, so the cover never flashes first).
  useLayoutEffect(() => {
    if (!open) return;
    const { current_song, lyrics, showPanel } = usePlayerStore.getState();
    showPanel(
      panelOnOpen({ wide: !matchesQuery(NARROW_QUERY), remembered: readPanelChoice(), song: current_song, lyrics }),
    );
  }, [open]);

  // Focus goes back to what opened the player (the mini player's button) as soon as closing starts.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    if (!open && opener?.isConnected) opener.focus();
  }, [open, opener]);

  // [FPLAY-05..07] drag down to close.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if ((event.target as Element).closest(NO_DRAG)) return;
    tracker.current.start(event.clientY);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const layer = layerRef.current;
    if (layer) layer.style.transition = 'none';
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const offset_px = tracker.current.move(event.clientY);
    if (tracker.current.dragging && layerRef.current)
      layerRef.current.style.transform = `translate3d(0, ${offset_px}px, 0)`;
  };
  const onPointerUp = () => {
    const decision = tracker.current.end();
    const layer = layerRef.current;
    if (!layer || decision === 'none') return;
    if (decision === 'close') {
      layer.dataset.dragged = '';
      layer.style.transition = `transform ${DRAG_CLOSE_SLIDE_S}s ease-in`;
      layer.style.transform = 'translate3d(0, 100%, 0)';
      closeTimer.current = setTimeout(close, DRAG_CLOSE_SLIDE_S * 1000);
    } else {
      layer.style.transition = `transform ${DRAG_SPRING_BACK_S}s ease-out`;
      layer.style.transform = 'translate3d(0, 0, 0)';
    }
  };

  const titles = (
    <div className={styles.titles}>
      <MarqueeTitle text={song?.title ?? t('player.no_song')} className={styles.title} />
      {song && song._title_cn !== '' && <p className={styles.subtitle}>{song._title_cn}</p>}
      {song && (
        <p className={styles.artist}>
          {[song._artists_name, song._album_name].filter((part) => part !== '').join(' — ')}
        </p>
      )}
    </div>
  );

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <RadixDialog.Portal forceMount>
        <RadixDialog.Content
          forceMount
          ref={layerRef}
          className={styles.layer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => event.preventDefault()}
          {...{ [FULL_PLAYER_ATTRIBUTE]: '' }}
          data-panel={panel ?? 'none'}
          data-narrow-header={narrowHeader ? '' : undefined}
          data-controls={show_controls ? '' : undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <div
            className={styles.background}
            data-animated={bg_ani ? '' : undefined}
            style={song?.cover_url ? { backgroundImage: `url("${encodeURI(song.cover_url)}")` } : undefined}
            aria-hidden="true"
          />
          <div className={styles.grabber} aria-hidden="true" title={t('player.drag_handle')} />
          <div className={styles.topBar}>
            <RadixDialog.Close
              className={controlStyles.iconButton}
              aria-label={t('player.close')}
              title={t('player.close')}
            >
              <Icon name="chevron-down" size={24} />
            </RadixDialog.Close>
            <RadixDialog.Title className="visually-hidden">{t('player.label')}</RadixDialog.Title>
            {narrowHeader && (
              <div className={styles.smallHeader}>
                <CoverArt song={song} small />
                <div className={styles.smallTitles}>
                  <span className={styles.smallTitle}>{song?.title ?? t('player.no_song')}</span>
                  {song && <span className={styles.smallArtist}>{song._artists_name}</span>}
                </div>
                <PlayPauseButton />
              </div>
            )}
            <div className={styles.toggles}>
              <PanelToggles />
            </div>
          </div>
          <div className={styles.body}>
            <div className={styles.left}>
              {!narrowHeader && (
                <>
                  <CoverArt song={song} />
                  {titles}
                </>
              )}
              {(!narrowHeader || show_controls || panel === 'lrc') && (
                <div className={styles.controlBlock} {...{ [TOAST_CLEAR_ATTRIBUTE]: '' }}>
                  <ProgressBar />
                  <PlayerControls />
                </div>
              )}
            </div>
            {panel !== null && (
              <div className={styles.right} data-no-drag="">
                {panel === 'lrc' ? <LyricsView className={styles.lyrics} /> : <QueueList />}
              </div>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
