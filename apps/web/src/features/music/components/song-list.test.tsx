import type { SongSummary } from '@site/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { SongList } from './song-list.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});

const song = (n: number, fields: Partial<SongSummary> = {}): SongSummary => ({
  song_key: `ncm:${n}`,
  song_source: 'ncm',
  song_id: String(n),
  ncm_id: String(n),
  title: `Song ${n}`,
  _title_cn: '',
  _artists_name: '',
  _album_name: '',
  cover_url: '',
  song_duration: 0,
  audio_url: '',
  ...fields,
});

function renderList(songs: SongSummary[], props: Partial<Parameters<typeof SongList>[0]> = {}) {
  const onPlay = vi.fn();
  const onAdd = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <SongList label="Songs" songs={songs} onPlay={onPlay} onAdd={onAdd} {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onPlay, onAdd };
}

describe('SongList', () => {
  it('[ROLE-02] names each row’s buttons after its song and hands the song to the player actions', async () => {
    const { onPlay, onAdd } = renderList([song(1), song(2, { _title_cn: '第二', song_duration: 61 })], {
      firstNumber: 21,
      currentKey: 'ncm:2',
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play Song 1' }));
    await user.click(screen.getByRole('button', { name: 'Add Song 2 to queue' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ song_key: 'ncm:1' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ song_key: 'ncm:2' }));
    const rows = within(screen.getByRole('list', { name: 'Songs' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('21');
    expect(rows[0]).toHaveTextContent('Unknown artist');
    expect(rows[0]).toHaveTextContent('--:--');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('第二');
    expect(rows[1]).toHaveTextContent('1:01');
    expect(screen.queryByRole('button', { name: 'Play all' })).not.toBeInTheDocument();
  });

  it('shows the same song twice without a key clash, and Play all / Add all hand over the whole list', async () => {
    const onPlayAll = vi.fn();
    const onAddAll = vi.fn();
    const songs = [song(1), song(1)];
    renderList(songs, { onPlayAll, onAddAll });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Play all' }));
    await user.click(screen.getByRole('button', { name: 'Add all to queue' }));
    expect(onPlayAll).toHaveBeenCalledWith(songs);
    expect(onAddAll).toHaveBeenCalledWith(songs);
  });
});
