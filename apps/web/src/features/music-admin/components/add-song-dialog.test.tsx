import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { FakeXhr } from '../../../lib/test/fake-xhr.ts';
import { clearToasts, useToastStore } from '../../../ui/toast-store.ts';
import { guessLyricTarget } from '../lyric-kind.ts';
import { AddSongDialog } from './add-song-dialog.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['music_admin', 'ui']);
});

/** new_song.php bodies sent, and the answer the fake server gives. */
let saved: Record<string, string>[] = [];
let newSongAnswer: { status: number; body: unknown } = { status: 200, body: {} };
beforeEach(() => {
  FakeXhr.sent = [];
  saved = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      expect(new URL(String(input)).pathname).toBe('/api/archive/music/new_song.php');
      const form = Object.fromEntries(new URLSearchParams(String(init?.body ?? '')));
      saved.push(form);
      return new Response(JSON.stringify(newSongAnswer.body), {
        status: newSongAnswer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const song = {
  song_key: 'local:abc',
  song_source: 'local',
  song_id: 'abc',
  ncm_id: '',
  title: 'My Song',
  _title_cn: '我的歌',
  _artists_name: 'Me',
  _album_name: '',
  cover_url: '',
  song_duration: 0,
  audio_url: '/media/audio/a.wav',
};

function renderDialog() {
  const onOpenChange = vi.fn();
  const onSaved = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <AddSongDialog open onOpenChange={onOpenChange} tokenid="admin-token" onSaved={onSaved} />
    </I18nextProvider>,
  );
  return { onOpenChange, onSaved };
}

const audioFile = () => new File([new Uint8Array(3000)], 'My Song.wav', { type: 'audio/wav' });
const lyricFile = () => new File(['[00:01.00]<00:01.00>Hel<00:01.50>lo\n'], 'my.lrc', { type: 'text/plain' });

/** Waits for the `index`th upload to be sent and answers it. */
async function answerUpload(index: number, status: number, body: unknown) {
  await vi.waitFor(() => expect(FakeXhr.sent[index]).toBeDefined());
  FakeXhr.sent[index]?.answer(status, body);
}

describe('add song dialog', () => {
  it('[API-24] uploads the audio and the lyric file with a progress bar, then saves the song with their addresses and the lyric text', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onSaved } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a song' });
    await user.upload(within(dialog).getByLabelText('Audio file'), audioFile());
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('My Song');
    await user.type(within(dialog).getByRole('textbox', { name: 'Translated title (Chinese)' }), '我的歌');
    await user.type(within(dialog).getByRole('textbox', { name: 'Artists' }), 'Me');
    await user.upload(within(dialog).getByLabelText('Lyric file (optional)'), lyricFile());
    // The word-timed marks are recognised; the admin may change the guess.
    expect(await within(dialog).findByRole('combobox', { name: 'Lyric type' })).toHaveValue('lrc_word');

    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const first = FakeXhr.sent[0];
    expect(new URL(first?.url ?? '').pathname).toBe('/api/archive/music/upload_media.php');
    expect([...(first?.body?.keys() ?? [])]).toEqual(['tokenid', 'kind', 'file']);
    expect(first?.body?.get('tokenid')).toBe('admin-token');
    expect(first?.body?.get('kind')).toBe('audio');
    expect((first?.body?.get('file') as File | undefined)?.name).toBe('My Song.wav');

    // Half the audio sent: the bar shows the share of all bytes (audio 3000 + lyric file).
    first?.progress(500, 1000);
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading the audio…' });
    const total = 3000 + lyricFile().size;
    await vi.waitFor(() => expect(bar).toHaveAttribute('value', String(Math.round((1500 / total) * 100))));
    first?.answer(200, { status: 'success', message: 'uploaded', data: { url: '/media/audio/a.wav', bytes: 3000 } });

    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]?.body?.get('kind')).toBe('lyric');
    newSongAnswer = { status: 200, body: { status: 'success', message: 'song_saved', data: song } };
    await answerUpload(1, 200, { status: 'success', message: 'uploaded', data: { url: '/media/lyric/l.lrc' } });

    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      tokenid: 'admin-token',
      title: 'My Song',
      title_t: '{"zh":"我的歌"}',
      _artists_name: 'Me',
      _album_name: '',
      cover_url: '',
      ncm_id: '',
      audio_duration: '0',
      audio_url: '/media/audio/a.wav',
      lrc_word: '[00:01.00]<00:01.00>Hel<00:01.50>lo\n',
    });
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(song));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Song added: My Song');
  });

  it('shows the server’s refusal of a file (415) and saves nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a song' });
    await user.upload(within(dialog).getByLabelText('Audio file'), audioFile());
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));
    await answerUpload(0, 415, { status: 'error', message: 'unsupported_type', data: null });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('My Song.wav is not a supported type of file.');
    expect(saved).toEqual([]);
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('a retry after a refused cover does not send the audio again', async () => {
    const user = userEvent.setup();
    const { onSaved } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a song' });
    await user.upload(within(dialog).getByLabelText('Audio file'), audioFile());
    const cover = new File([new Uint8Array(10)], 'cover.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Cover image (optional)'), cover);
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));
    await answerUpload(0, 200, { status: 'success', message: 'uploaded', data: { url: '/media/audio/a.wav' } });
    await answerUpload(1, 415, { status: 'error', message: 'unsupported_type', data: null });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('cover.png is not a supported type of file.');

    await user.upload(
      within(dialog).getByLabelText('Cover image (optional)'),
      new File([new Uint8Array(10)], 'c2.png', { type: 'image/png' }),
    );
    newSongAnswer = { status: 200, body: { status: 'success', message: 'song_saved', data: song } };
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));
    await answerUpload(2, 200, { status: 'success', message: 'uploaded', data: { url: '/media/cover/c.png' } });
    expect(FakeXhr.sent[2]?.body?.get('kind')).toBe('cover');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(FakeXhr.sent).toHaveLength(3);
    expect(saved[0]).toMatchObject({ audio_url: '/media/audio/a.wav', cover_url: '/media/cover/c.png' });
  });

  it('[ROLE-08] a refused save (403 forbidden) is shown in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a song' });
    await user.upload(within(dialog).getByLabelText('Audio file'), audioFile());
    newSongAnswer = { status: 403, body: { status: 'error', message: 'forbidden', data: null } };
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));
    await answerUpload(0, 200, { status: 'success', message: 'uploaded', data: { url: '/media/audio/a.wav' } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only the administrator can add songs.');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('asks for an audio file and a title before uploading anything, and names a bad NCM id', async () => {
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Add a song' });
    await user.type(within(dialog).getByRole('textbox', { name: /NetEase Cloud Music id/ }), '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Add song' }));
    expect(within(dialog).getByText('Choose an audio file.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('The id has digits only.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Audio file')).toHaveAttribute('aria-invalid', 'true');
    expect(FakeXhr.sent).toEqual([]);
  });

  it('guesses the lyric type from the text', () => {
    expect(guessLyricTarget('<tt xmlns="http://www.w3.org/ns/ttml"></tt>')).toBe('lrc_ttml');
    expect(guessLyricTarget('[1000,500](1000,250,0)Hel(1250,250,0)lo')).toBe('lrc_word');
    expect(guessLyricTarget('[00:01.00]row\n[00:02.50]next')).toBe('lrc_row');
    expect(guessLyricTarget('just words')).toBe('lrc_plain_text');
  });
});
