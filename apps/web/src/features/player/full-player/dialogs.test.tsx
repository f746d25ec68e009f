import { newSongRequest, titleT } from '@site/contracts';
import type { LyricEntry } from '@site/lyrics';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToastStore } from '../../../ui/toast-store.ts';
import { usePlayerSettings } from '../settings-store.ts';
import { usePlayerStore } from '../store.ts';
import { resetPlayer, testSong } from '../test/songs.ts';
import { fileName, LrcFileDialog, rawFields } from './lrc-file-dialog.tsx';
import { metadataSongInput } from './metadata-api.ts';
import { MetadataDialog } from './metadata-dialog.tsx';
import { PlayerSettingsDialog } from './player-settings-dialog.tsx';
import { renderZh, zhI18n } from './test-render.tsx';

beforeAll(async () => {
  await zhI18n();
});
beforeEach(() => {
  resetPlayer([testSong(1, { _title_cn: '歌一', ncm_id: '123' }), testSong(2)]);
  act(() => usePlayerStore.getState().selectIndex(0));
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

const toasts = () => useToastStore.getState().toasts.map((t) => `${t.status}: ${t.message}`);
const settings = () => usePlayerSettings.getState();

describe('PlayerSettingsDialog', () => {
  async function openSettings() {
    renderZh(<PlayerSettingsDialog open onOpenChange={() => {}} />);
    return within(await screen.findByRole('dialog', { name: '播放器设置' }));
  }

  it('[PLAY-57] the volume slider runs from 0 to 1 in steps of 0.01', async () => {
    const d = await openSettings();
    const volume = d.getByRole('slider', { name: '音量' });
    expect([volume.getAttribute('min'), volume.getAttribute('max'), volume.getAttribute('step')]).toEqual([
      '0',
      '1',
      '0.01',
    ]);
    fireEvent.change(volume, { target: { value: '0.73' } });
    expect(settings().volume).toBe(0.73);
  });

  it('[PLAY-58] the row and word offset sliders run from -2 to 2 s in steps of 0.01', async () => {
    const d = await openSettings();
    for (const [name, key] of [
      ['歌词行偏移', 'lrc_row_offset'],
      ['逐字偏移', 'lrc_word_offset'],
    ] as const) {
      const slider = d.getByRole('slider', { name });
      expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual([
        '-2',
        '2',
        '0.01',
      ]);
      fireEvent.change(slider, { target: { value: '-1.27' } });
      expect(settings()[key]).toBe(-1.27);
      expect(slider).toHaveAttribute('aria-valuetext', '-1.27 秒');
    }
  });

  it('offers every player setting: switches, selects, and restore defaults', async () => {
    const d = await openSettings();
    for (const [name, key] of [
      ['显示翻译', 'show_translate'],
      ['显示罗马音', 'show_roma'],
      ['显示注音', 'show_ruby'],
      ['逐字歌词', 'word_lrc'],
      ['彩色歌词', 'colored_lrc'],
      ['动态背景', 'bg_ani'],
      ['显示歌词或播放列表时保留控制按钮', 'show_controls'],
    ] as const) {
      const before = settings()[key];
      fireEvent.click(d.getByRole('switch', { name }));
      expect(settings()[key]).toBe(!before);
    }
    fireEvent.change(d.getByRole('combobox', { name: '下一首' }), { target: { value: 'single_loop' } });
    fireEvent.change(d.getByRole('combobox', { name: '歌词对齐' }), { target: { value: 'center' } });
    fireEvent.change(d.getByRole('combobox', { name: '时间显示' }), { target: { value: 'left' } });
    expect([settings().next_song, settings().lrc_align, settings().time_display]).toEqual([
      'single_loop',
      'center',
      'left',
    ]);
    expect(JSON.parse(localStorage.getItem('player_settings') ?? '{}')).toMatchObject({ next_song: 'single_loop' });
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect([settings().next_song, settings().lrc_align, settings().show_roma]).toEqual(['list', 'left', false]);
  });
});

describe('MetadataDialog', () => {
  type Call = { url: string; body: URLSearchParams };
  let calls: Call[] = [];
  function stubFetch(status: 'success' | 'error', httpStatus = 200) {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        calls.push({ url: String(input), body: init?.body as URLSearchParams });
        const data = status === 'success' ? { ...testSong(1), title: 'New title' } : null;
        return new Response(JSON.stringify({ status, message: status === 'success' ? 'success' : 'forbidden', data }), {
          status: httpStatus,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
  }

  async function openMetadata(isAdmin: boolean) {
    renderZh(<MetadataDialog open onOpenChange={() => {}} isAdmin={isAdmin} tokenid="token-admin" />);
    return within(await screen.findByRole('dialog', { name: '歌曲信息' }));
  }

  it('[ROLE-09] anyone can edit the fields locally and apply them to the queue', async () => {
    const d = await openMetadata(false);
    expect(d.getByRole('textbox', { name: '标题' })).toHaveValue('Song 1');
    expect(d.getByRole('textbox', { name: '翻译标题' })).toHaveValue('歌一');
    fireEvent.change(d.getByRole('textbox', { name: '标题' }), { target: { value: 'Renamed' } });
    fireEvent.change(d.getByRole('textbox', { name: '歌手' }), { target: { value: 'Someone' } });
    fireEvent.change(d.getByRole('spinbutton', { name: '时长（秒）' }), { target: { value: '200.5' } });
    fireEvent.click(d.getByRole('button', { name: '应用' }));
    const song = usePlayerStore.getState().queue[0];
    expect([song?.title, song?._artists_name, song?.song_duration]).toEqual(['Renamed', 'Someone', 200.5]);
    expect(usePlayerStore.getState().current_song?.title).toBe('Renamed');
  });

  it('[ROLE-10] a non-admin sees neither "保存歌曲元数据" nor the show-info button', async () => {
    const d = await openMetadata(false);
    expect(d.queryByRole('button', { name: '保存歌曲元数据' })).toBeNull();
    expect(d.queryByRole('button', { name: '显示信息' })).toBeNull();
  });

  it('[ROLE-07] an admin sees the show-info button and "保存歌曲元数据"', async () => {
    const d = await openMetadata(true);
    fireEvent.click(d.getByRole('button', { name: '显示信息' }));
    expect(d.getByText(/"song_key": "local:1"/)).toBeInTheDocument();
    expect(d.getByRole('button', { name: '隐藏信息' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: '保存歌曲元数据' })).toBeInTheDocument();
  });

  it('[ROLE-08] [API-24] [API-25] [ERR-27] saving posts the fields to new_song.php and shows "保存成功"', async () => {
    stubFetch('success');
    const d = await openMetadata(true);
    fireEvent.change(d.getByRole('textbox', { name: '专辑' }), { target: { value: 'Album X' } });
    fireEvent.click(d.getByRole('button', { name: '保存歌曲元数据' }));
    await waitFor(() => expect(toasts()).toContain('success: 保存成功'));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? '').pathname).toBe('/api/archive/music/new_song.php');
    const body = Object.fromEntries(calls[0]?.body ?? []);
    expect(body).toEqual({
      tokenid: 'token-admin',
      song_id: '1',
      title: 'Song 1',
      title_t: '{"zh":"歌一"}',
      _artists_name: 'Artist 1',
      _album_name: 'Album X',
      cover_url: '/media/covers/1.jpg',
      ncm_id: '123',
      audio_duration: '180',
    });
    expect(usePlayerStore.getState().queue[0]?._album_name).toBe('Album X');
  });

  it('[ERR-26] a save whose status is not success shows "保存失败"', async () => {
    stubFetch('error', 403);
    const d = await openMetadata(true);
    fireEvent.click(d.getByRole('button', { name: '保存歌曲元数据' }));
    await waitFor(() => expect(toasts()).toContain('error: 保存失败'));
  });

  it('[ERR-26] bad input is named and nothing is sent', async () => {
    stubFetch('success');
    const d = await openMetadata(true);
    fireEvent.change(d.getByRole('textbox', { name: '网易云音乐 ID' }), { target: { value: '12a' } });
    fireEvent.click(d.getByRole('button', { name: '保存歌曲元数据' }));
    expect(await d.findByRole('alert')).toHaveTextContent('请检查字段：网易云音乐 ID');
    expect(d.getByRole('textbox', { name: '网易云音乐 ID' })).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(d.getByRole('textbox', { name: '网易云音乐 ID' }), { target: { value: '12' } });
    fireEvent.change(d.getByRole('textbox', { name: '标题' }), { target: { value: '  ' } });
    fireEvent.click(d.getByRole('button', { name: '应用' }));
    expect(d.getByRole('alert')).toHaveTextContent('请检查字段：标题');
    expect(usePlayerStore.getState().queue[0]?.title).toBe('Song 1');
    expect(calls).toHaveLength(0);
  });

  it('[API-25] title_t is {"zh": ...} as JSON, or "" without a translated title; an ncm song sends no song_id', () => {
    expect(titleT('星空')).toBe('{"zh":"星空"}');
    expect(titleT('')).toBe('');
    const fields = {
      title: 'T',
      _title_cn: '',
      _artists_name: '',
      _album_name: '',
      cover_url: '',
      ncm_id: '42',
      song_duration: 10,
    };
    const ncm = newSongRequest(metadataSongInput({ song_source: 'ncm', song_id: '42' }, fields, 'tok'));
    expect(ncm).toEqual({
      ok: true,
      request: {
        method: 'POST',
        path: 'archive/music/new_song.php',
        body: expect.objectContaining({ title_t: '', ncm_id: '42', audio_duration: 10, tokenid: 'tok' }),
      },
    });
    expect(ncm.ok && 'song_id' in ncm.request.body).toBe(false);
    const badCover = metadataSongInput(
      { song_source: 'ncm', song_id: '42' },
      { ...fields, cover_url: 'javascript:x' },
      't',
    );
    expect(newSongRequest(badCover)).toEqual({ ok: false, field: 'cover_url' });
  });
});

describe('LrcFileDialog', () => {
  const lrc_data: LyricEntry[] = [
    { type: 'ttml', data: { text: '' } },
    {
      type: 'word',
      data: { text: '[00:01.00]<00:01.000,0.5>Hel<00:01.500,0.5>lo', trans: '[00:01.00]你好', roma: '' },
    },
    { type: 'row', data: { text: '[00:01.00]Hello', trans: '', roma: '' } },
  ];
  beforeEach(() => {
    act(() => usePlayerStore.getState().setLyrics('local:1', lrc_data));
  });

  it('[FPLAY-19] shows each available entry’s raw texts, marks the one in use, and copies a text', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderZh(<LrcFileDialog open onOpenChange={() => {}} />);
    const d = within(await screen.findByRole('dialog', { name: '歌词文件' }));
    const word = d.getByRole('region', { name: '逐字歌词' });
    expect(within(word).getByText('正在使用')).toBeInTheDocument();
    expect(within(word).getByRole('textbox', { name: '歌词' })).toHaveValue(lrc_data[1]?.data.text);
    expect(within(word).getByRole('textbox', { name: '翻译' })).toHaveValue('[00:01.00]你好');
    expect(d.queryByRole('region', { name: 'TTML' })).toBeNull(); // empty: not shown
    expect(within(d.getByRole('region', { name: '逐行歌词' })).queryByText('正在使用')).toBeNull();
    fireEvent.click(within(word).getByRole('button', { name: '复制翻译' }));
    await waitFor(() => expect(toasts()).toContain('success: 已复制'));
    expect(writeText).toHaveBeenCalledWith('[00:01.00]你好');
  });

  it('exports the lyrics in use as LRC through the engine’s writer', async () => {
    const blobs: Blob[] = [];
    const url = URL as unknown as Record<string, unknown>;
    url.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    };
    url.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderZh(<LrcFileDialog open onOpenChange={() => {}} />);
    await screen.findByRole('dialog', { name: '歌词文件' });
    fireEvent.click(screen.getByRole('button', { name: '导出 LRC' }));
    expect(click).toHaveBeenCalled();
    const text = await blobs[0]?.text();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the object URL is revoked on the next task
    delete url.createObjectURL;
    delete url.revokeObjectURL;
    expect(text).toContain('[ti:Song 1]');
    expect(text).toContain('[00:01.000]<00:01.000,0.5>Hel<00:01.500,0.5>lo');
  });

  it('rawFields and fileName', () => {
    expect(rawFields({ type: 'row', data: { text: 'a', trans: '', roma: 'r' } })).toEqual([
      { name: 'text', text: 'a' },
      { name: 'roma', text: 'r' },
    ]);
    expect(fileName('a/b:c', 'lrc')).toBe('a b c.lrc');
    expect(fileName('', 'ttml')).toBe('lyrics.ttml');
  });
});
