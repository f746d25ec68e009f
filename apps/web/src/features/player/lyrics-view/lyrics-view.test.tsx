import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { resetPlayer, testSong } from '../test/songs.ts';
import { LyricsView } from './lyrics-view.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('zh', ['fullplayer']);
});
beforeEach(() => {
  resetPlayer([testSong(1)]);
});

const renderView = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <LyricsView />
    </I18nextProvider>,
  );
const region = () => screen.getByRole('region', { name: '歌词' });

describe('LyricsView (connected to the player)', () => {
  it('[LYR-11] shows the not-playing text before a song is current', () => {
    renderView();
    expect(region()).toHaveTextContent('没有正在播放的歌曲');
  });

  it('[LYR-29] lyrics marked ready with nothing in them show "没有歌词"', () => {
    renderView();
    act(() => {
      usePlayerStore.getState().selectIndex(0);
      usePlayerStore.getState().setLyrics('local:1', []);
    });
    expect(region()).toHaveTextContent('没有歌词');
  });

  it('[LYR-27] follows the store’s lyrics and settings, and a row click seeks the player', () => {
    renderView();
    act(() => {
      usePlayerStore.getState().selectIndex(0);
      usePlayerStore.getState().setDuration(180);
      usePlayerStore
        .getState()
        .setLyrics('local:1', [
          { type: 'row', data: { text: '[00:10.00]first\n[00:20.00]second', trans: '', roma: '' } },
        ]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    expect(usePlayerStore.getState().playing_current_time).toBeCloseTo(20 - 0.35, 6);
    act(() => {
      usePlayerSettings.getState().setPlayerSetting('lrc_align', 'center');
    });
    expect(region()).toHaveAttribute('data-align', 'center');
  });
});
