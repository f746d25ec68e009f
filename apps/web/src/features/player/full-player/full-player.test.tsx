import { act, fireEvent, screen, within } from '@testing-library/react';
import { useNavigate } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { resetPlayer, testSong, testSongs } from '../test/songs.ts';
import { FullPlayer } from './full-player.tsx';
import { renderZh, stubMatchMedia, zhI18n } from './test-render.tsx';

beforeAll(async () => {
  await zhI18n();
});

beforeEach(() => {
  resetPlayer(testSongs(3));
  stubMatchMedia(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const store = () => usePlayerStore.getState();
const player = () => screen.getByRole('dialog', { name: '全屏播放器' });

function openPlayer(index = 0) {
  act(() => {
    store().selectIndex(index);
    store().setSongState('playing');
    store().setOpen('full_player', true);
  });
}

let navigate: ((to: string) => void) | null = null;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('FullPlayer', () => {
  it('renders nothing while open.full_player is off [FPLAY-09]', () => {
    renderZh(<FullPlayer />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openPlayer();
    expect(player()).toBeInTheDocument();
    expect(player()).toHaveAttribute('data-full-player');
  });

  it('[FPLAY-01] the left side shows the cover, the titles, the progress bar and the buttons', () => {
    resetPlayer([testSong(1, { _title_cn: '歌一' }), testSong(2)]);
    renderZh(<FullPlayer />);
    openPlayer();
    const p = within(player());
    expect(p.getByRole('img', { name: 'Song 1 的封面' })).toHaveAttribute('src', '/media/covers/1.jpg');
    expect(p.getAllByText('Song 1').length).toBeGreaterThan(0);
    expect(p.getByText('歌一')).toBeInTheDocument();
    expect(p.getByText('Artist 1 — Album 1')).toBeInTheDocument();
    expect(p.getByRole('slider', { name: '播放进度' })).toBeInTheDocument();
    for (const name of ['上一首', '暂停', '下一首', '静音', '播放器设置', '歌词文件', '歌曲信息'])
      expect(p.getByRole('button', { name })).toBeInTheDocument();
    expect(p.getByRole('button', { name: '播放模式：顺序播放' })).toBeInTheDocument();
    expect(p.getByRole('slider', { name: '音量' })).toBeInTheDocument();
  });

  it('the buttons drive the player: play/pause, next, mode cycle, mute', () => {
    renderZh(<FullPlayer />);
    openPlayer();
    const p = within(player());
    expect(p.getByRole('button', { name: '上一首' })).toBeDisabled(); // list mode, first song [PLAY-39]
    fireEvent.click(p.getByRole('button', { name: '暂停' }));
    expect(store().current_song_state).toBe('paused');
    fireEvent.click(p.getByRole('button', { name: '下一首' }));
    expect(store().current_song_index).toBe(1);
    fireEvent.click(p.getByRole('button', { name: '播放模式：顺序播放' }));
    expect(usePlayerSettings.getState().next_song).toBe('random');
    expect(p.getByRole('button', { name: '播放模式：随机播放' })).toBeInTheDocument();
    fireEvent.click(p.getByRole('button', { name: '静音' }));
    expect(usePlayerSettings.getState().volume).toBe(0);
    expect(p.getByRole('button', { name: '取消静音' })).toBeInTheDocument();
  });

  it('[FPLAY-02] [FPLAY-03] the lyrics and the queue each have a toggle; opening one closes the other', () => {
    renderZh(<FullPlayer />);
    openPlayer();
    const p = within(player());
    const lyrics = p.getByRole('button', { name: '歌词' });
    const queue = p.getByRole('button', { name: '播放列表' });
    // At 919 px and wider the player opens on the lyrics (issue 19; the spec says how the panels toggle, not
    // which one shows first): the lyrics toggle closes them, and opens them again.
    expect(lyrics).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(lyrics);
    expect(lyrics).toHaveAttribute('aria-pressed', 'false');
    expect(p.queryByRole('region', { name: '歌词' })).toBeNull();
    fireEvent.click(lyrics);
    expect(lyrics).toHaveAttribute('aria-pressed', 'true');
    expect(p.getByRole('region', { name: '歌词' })).toBeInTheDocument();
    fireEvent.click(queue);
    expect(queue).toHaveAttribute('aria-pressed', 'true');
    expect(lyrics).toHaveAttribute('aria-pressed', 'false');
    expect(p.queryByRole('region', { name: '歌词' })).toBeNull();
    expect(p.getByRole('heading', { name: /播放列表/ })).toBeInTheDocument();
    expect(store().full_player_show).toMatchObject({ lrc: false, queue: true }); // [FPLAY-09]
    fireEvent.click(queue);
    expect(store().full_player_show).toMatchObject({ lrc: false, queue: false });
    expect(p.queryByRole('heading', { name: /播放列表/ })).toBeNull();
  });

  it('[FPLAY-04] closes on a route change', () => {
    renderZh(
      <>
        <Navigator />
        <FullPlayer />
      </>,
    );
    openPlayer();
    act(() => navigate?.('/archive/music/songs'));
    expect(store().open.full_player).toBe(false);
  });

  it('[FPLAY-04] opened while the address bar already shows the next route, it stays open when that route renders', () => {
    renderZh(
      <>
        <Navigator />
        <FullPlayer />
      </>,
    );
    // The link was followed: the address changed, the page's code is still loading.
    window.history.pushState(null, '', '/archive/music/songs');
    try {
      openPlayer();
      act(() => navigate?.('/archive/music/songs'));
      expect(store().open.full_player).toBe(true);
      act(() => navigate?.('/archive/music'));
      expect(store().open.full_player).toBe(false);
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('Escape and the close button close it', () => {
    renderZh(<FullPlayer />);
    openPlayer();
    fireEvent.keyDown(player(), { key: 'Escape' });
    expect(store().open.full_player).toBe(false);
    openPlayer();
    fireEvent.click(within(player()).getByRole('button', { name: '关闭全屏播放器' }));
    expect(store().open.full_player).toBe(false);
  });

  it('[FPLAY-05] [FPLAY-06] dragged down and released while moving down, it slides away in 0.5 s and closes', () => {
    vi.useFakeTimers();
    renderZh(<FullPlayer />);
    openPlayer();
    const layer = player();
    fireEvent.pointerDown(layer, { clientY: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(layer, { clientY: 180, pointerId: 1 });
    expect(layer.style.transform).toBe('translate3d(0, 80px, 0)');
    fireEvent.pointerMove(layer, { clientY: 260, pointerId: 1 });
    fireEvent.pointerUp(layer, { clientY: 260, pointerId: 1 });
    expect(layer.style.transition).toBe('transform 0.5s ease-in');
    expect(layer.style.transform).toBe('translate3d(0, 100%, 0)');
    act(() => vi.advanceTimersByTime(499));
    expect(store().open.full_player).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(store().open.full_player).toBe(false);
  });

  it('[FPLAY-05] [FPLAY-07] released after moving up, it springs back in 0.2 s and stays open', () => {
    vi.useFakeTimers();
    renderZh(<FullPlayer />);
    openPlayer();
    const layer = player();
    fireEvent.pointerDown(layer, { clientY: 100, pointerId: 1, pointerType: 'mouse', button: 0 });
    fireEvent.pointerMove(layer, { clientY: 300, pointerId: 1 });
    fireEvent.pointerMove(layer, { clientY: 280, pointerId: 1 });
    fireEvent.pointerUp(layer, { clientY: 280, pointerId: 1 });
    expect(layer.style.transition).toBe('transform 0.2s ease-out');
    expect(layer.style.transform).toBe('translate3d(0, 0, 0)');
    act(() => vi.advanceTimersByTime(2000));
    expect(store().open.full_player).toBe(true);
  });

  it('[FPLAY-05] a drag does not start on a control', () => {
    renderZh(<FullPlayer />);
    openPlayer();
    const layer = player();
    const next = within(layer).getByRole('button', { name: '下一首' });
    fireEvent.pointerDown(next, { clientY: 100, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(layer, { clientY: 300, pointerId: 1 });
    expect(layer.style.transform).toBe('');
  });

  it('[FPLAY-08] below 919 px, with the lyrics shown, a small header replaces the cover and titles', () => {
    stubMatchMedia(true);
    renderZh(<FullPlayer />);
    openPlayer();
    const p = within(player());
    expect(p.getByRole('img', { name: 'Song 1 的封面' })).toBeInTheDocument(); // no panel: the normal layout
    fireEvent.click(p.getByRole('button', { name: '歌词' }));
    expect(player()).toHaveAttribute('data-narrow-header');
    expect(p.queryByRole('img', { name: 'Song 1 的封面' })).toBeNull();
    expect(p.getByText('Song 1')).toBeInTheDocument(); // the small header's title
    // Issue 19: the lyrics view keeps the progress bar and the buttons; the queue keeps them with show_controls.
    expect(p.getByRole('slider', { name: '播放进度' })).toBeInTheDocument();
    fireEvent.click(p.getByRole('button', { name: '播放列表' }));
    expect(p.queryByRole('slider', { name: '播放进度' })).toBeNull(); // show_controls off
    act(() => {
      usePlayerSettings.getState().setPlayerSetting('show_controls', true);
    });
    expect(p.getByRole('slider', { name: '播放进度' })).toBeInTheDocument();
  });

  it('[FPLAY-08] at 919 px and above the cover and titles stay beside the lyrics', () => {
    stubMatchMedia(false);
    renderZh(<FullPlayer />);
    openPlayer();
    const p = within(player());
    expect(p.getByRole('region', { name: '歌词' })).toBeInTheDocument(); // opened on the lyrics (issue 19)
    expect(player()).not.toHaveAttribute('data-narrow-header');
    expect(p.getByRole('img', { name: 'Song 1 的封面' })).toBeInTheDocument();
  });

  it('[FPLAY-18] a new song’s cover flips in over 0.5 s; the first cover shown does not flip', () => {
    renderZh(<FullPlayer />);
    openPlayer();
    const first = within(player()).getByRole('img', { name: 'Song 1 的封面' });
    expect(first).not.toHaveAttribute('data-flip');
    act(() => store().next());
    const second = within(player()).getByRole('img', { name: 'Song 2 的封面' });
    expect(second).toHaveAttribute('data-flip');
    expect(second.style.animationDuration).toBe('0.5s');
  });

  it('[FPLAY-17] a title wider than its box scrolls 2 s after it shows, at 50 px/s with a 20 px gap', () => {
    vi.useFakeTimers();
    const animate = vi.fn(() => ({ cancel: vi.fn() }));
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(480);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    try {
      renderZh(<FullPlayer />);
      openPlayer();
      act(() => vi.advanceTimersByTime(1999));
      expect(animate).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(animate).toHaveBeenCalledWith(
        [{ transform: 'translateX(0)' }, { transform: 'translateX(-500px)' }],
        expect.objectContaining({ duration: 10_000, iterations: Number.POSITIVE_INFINITY, easing: 'linear' }),
      );
    } finally {
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });

  it('[FPLAY-20] time_display "duration" shows the total time, "left" the time remaining', () => {
    renderZh(<FullPlayer />);
    openPlayer();
    act(() => {
      store().setDuration(180);
      store().setTime(60);
    });
    const p = within(player());
    const time = p.getByRole('button', { name: /^3:00/ });
    expect(time).toHaveTextContent('3:00');
    fireEvent.click(time);
    expect(usePlayerSettings.getState().time_display).toBe('left');
    expect(p.getByRole('button', { name: /^-2:00/ })).toHaveTextContent('-2:00');
  });

  it('[FPLAY-19] offers the player settings, the raw lyric file viewer and the song metadata dialogs', async () => {
    renderZh(<FullPlayer />);
    openPlayer();
    const layer = player(); // the dialogs above it hide it from the accessibility tree while they are open
    for (const [button, title, flag] of [
      ['播放器设置', '播放器设置', 'settings'],
      ['歌词文件', '歌词文件', 'lrc_file'],
      ['歌曲信息', '歌曲信息', 'metadata'],
    ] as const) {
      fireEvent.click(within(layer).getByRole('button', { name: button, hidden: true }));
      expect(store().open[flag]).toBe(true); // [FPLAY-09]
      expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
      act(() => store().setOpen(flag, false));
    }
  });

  it('closing hands the focus back to what opened it', () => {
    renderZh(
      <>
        <button type="button" onClick={() => store().setOpen('full_player', true)}>
          open player
        </button>
        <FullPlayer />
      </>,
    );
    act(() => store().selectIndex(0));
    const opener = screen.getByRole('button', { name: 'open player' });
    opener.focus();
    fireEvent.click(opener);
    expect(player()).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(player(), { key: 'Escape' });
    expect(document.activeElement).toBe(opener);
  });

  it('bg_ani animates the blurred cover behind the player', () => {
    renderZh(<FullPlayer />);
    openPlayer();
    const background = player().querySelector<HTMLElement>('[aria-hidden="true"][style*="background-image"]');
    expect(background?.style.backgroundImage).toBe('url("/media/covers/1.jpg")');
    expect(background).not.toHaveAttribute('data-animated');
    act(() => {
      usePlayerSettings.getState().setPlayerSetting('bg_ani', true);
    });
    expect(background).toHaveAttribute('data-animated');
  });

  it('the progress bar seeks with the keyboard at once', () => {
    renderZh(<FullPlayer />);
    openPlayer();
    act(() => store().setDuration(180));
    fireEvent.change(within(player()).getByRole('slider', { name: '播放进度' }), { target: { value: '42' } });
    expect(store().playing_current_time).toBe(42);
  });
});
