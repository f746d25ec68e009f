import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { usePlayerStore } from '../store.ts';
import { resetPlayer, testSong } from '../test/songs.ts';
import { QUEUE_ROW_HEIGHT_PX, QueueList } from './queue-list.tsx';
import { renderZh, zhI18n } from './test-render.tsx';

beforeAll(async () => {
  await zhI18n();
});
beforeEach(() => {
  resetPlayer([testSong(1, { _title_cn: '第一首' }), testSong(2, { song_duration: 75 }), testSong(3)]);
});

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const state = () => usePlayerStore.getState();

describe('QueueList', () => {
  it('[FPLAY-10] a row shows its index, title, artist, duration and a remove button; the translated title only when present', () => {
    renderZh(<QueueList />);
    const [first, second] = rows();
    expect(first).toHaveTextContent('1');
    expect(first).toHaveTextContent('Song 1');
    expect(first).toHaveTextContent('第一首');
    expect(first).toHaveTextContent('Artist 1');
    expect(first).toHaveTextContent('3:00');
    expect(within(first as HTMLElement).getByRole('button', { name: '移除 Song 1' })).toBeInTheDocument();
    expect(second).toHaveTextContent('1:15');
    // Song 2 has no translated title: only its own title and artist are there.
    expect(within(second as HTMLElement).getByRole('button', { name: /^2Song 2/ }).textContent).toBe(
      '2Song 2Artist 21:15',
    );
  });

  it('[FPLAY-11] each row is 56 px high', () => {
    renderZh(<QueueList />);
    expect(QUEUE_ROW_HEIGHT_PX).toBe(56);
    for (const row of rows()) expect(row.style.height).toBe('56px');
  });

  it('[FPLAY-12] the remove button removes that song from the queue', () => {
    renderZh(<QueueList />);
    fireEvent.click(screen.getByRole('button', { name: '移除 Song 2' }));
    expect(state().queue.map((s) => s.title)).toEqual(['Song 1', 'Song 3']);
    expect(rows()).toHaveLength(2);
  });

  it('[FPLAY-13] the edit button reads "编辑", and "完成编辑" in edit mode', () => {
    renderZh(<QueueList />);
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(screen.getByRole('button', { name: '完成编辑' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '完成编辑' }));
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('[FPLAY-14] in edit mode clicking a row does not play it', () => {
    renderZh(<QueueList />);
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    fireEvent.click(screen.getByRole('button', { name: /^2Song 2/ }));
    expect(state().current_song_index).toBe(-1);
    expect(state().current_song_state).toBe('none');
  });

  it('[FPLAY-15] outside edit mode clicking a row selects it (PLAY-18), and the current row toggles (PLAY-17)', () => {
    renderZh(<QueueList />);
    fireEvent.click(screen.getByRole('button', { name: /^2Song 2/ }));
    expect(state().current_song_index).toBe(1);
    expect(state().current_song_state).not.toBe('none');
    const current = screen.getByRole('button', { current: true });
    expect(current).toHaveTextContent('Song 2');
    usePlayerStore.getState().setSongState('playing');
    fireEvent.click(current);
    expect(state().current_song_state).toBe('paused');
  });

  it('[FPLAY-16] an empty queue shows "没有歌曲"', () => {
    resetPlayer([]);
    renderZh(<QueueList />);
    expect(screen.getByText('没有歌曲')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
