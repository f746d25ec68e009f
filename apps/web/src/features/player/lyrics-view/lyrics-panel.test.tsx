import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LyricEntry } from '@site/lyrics';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n.ts';
import { LyricsPanel, type LyricsViewSettings } from './lyrics-panel.tsx';
import { useParsedLyrics } from './use-parsed-lyrics.ts';

/** The real YRC of amll-db song 2122308128 (row 0 at 15.700 s, row 1 17.659, row 2 18.644, row 3 19.725, row 4 21.637). */
const yrc = readFileSync(join(__dirname, '../../../../../../../shared/fixtures/lyrics/amll-db/2122308128.yrc'), 'utf8');
const wordData: LyricEntry[] = [{ type: 'word', data: { text: yrc } }];

const settings: LyricsViewSettings = {
  lrc_row_offset: -0.35,
  lrc_word_offset: 0.35,
  show_translate: true,
  show_roma: false,
  show_ruby: true,
  word_lrc: true,
  colored_lrc: false,
  lrc_align: 'left',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('zh', ['fullplayer']);
});

let time = 0;
let listeners: (() => void)[] = [];
const onSeek = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  time = 0;
  listeners = [];
  onSeek.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

const subscribeTime = (listener: () => void) => {
  listeners.push(listener);
  return () => {
    listeners = listeners.filter((l) => l !== listener);
  };
};

/** Moves the audio to `t` seconds and lets the view see it (twice: the row changes, then its words fill). */
function at(t: number) {
  time = t;
  act(() => {
    for (const l of listeners) l();
    vi.advanceTimersByTime(250);
  });
  act(() => {
    for (const l of listeners) l();
  });
}

function renderPanel(props: Partial<Parameters<typeof LyricsPanel>[0]> = {}) {
  const all = {
    lrc_data: wordData,
    ready: true,
    has_song: true,
    settings,
    getTime: () => time,
    playing: false,
    subscribeTime,
    onSeek,
    ...props,
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <LyricsPanel {...all} />
    </I18nextProvider>,
  );
  return {
    ...view,
    rerenderWith: (next: Partial<typeof all>) =>
      view.rerender(
        <I18nextProvider i18n={i18n}>
          <LyricsPanel {...all} {...next} />
        </I18nextProvider>,
      ),
  };
}

const region = () => screen.getByRole('region', { name: '歌词' });
const row = (i: number) => region().querySelector<HTMLElement>(`[data-index="${i}"]`) as HTMLElement;
const currentRow = () => region().querySelector('[aria-current="true"]');

describe('LyricsPanel', () => {
  it('[LYR-10] the current row is the last row whose time plus lrc_row_offset is at or before the audio time', () => {
    renderPanel();
    at(15.3); // 15.700 - 0.35 = 15.35 is still ahead
    expect(currentRow()).toBeNull();
    at(15.35);
    expect(currentRow()).toBe(row(0));
    expect(row(0)).toHaveAccessibleName('I want you to show me');
    expect(row(0)).toHaveTextContent(/^I want you to show me$/);
    at(17.4); // 17.659 - 0.35 = 17.309
    expect(currentRow()).toBe(row(1));
    at(19.5); // 19.725 - 0.35 = 19.375
    expect(currentRow()).toBe(row(3));
    at(21.3); // 21.637 - 0.35 = 21.287
    expect(currentRow()).toBe(row(4));
    at(16); // back again (a seek)
    expect(currentRow()).toBe(row(0));
  });

  it('[LYR-10] a row offset of 0 puts the row exactly on its own time', () => {
    renderPanel({ settings: { ...settings, lrc_row_offset: 0 } });
    at(17.658);
    expect(currentRow()).toBe(row(0));
    at(17.659);
    expect(currentRow()).toBe(row(1));
  });

  it('[LYR-21] rows before the current one are visited, the one just before last-visited, later ones unvisited', () => {
    renderPanel();
    at(19.5);
    expect([0, 1, 2, 3, 4, 5].map((i) => row(i).dataset.state)).toEqual([
      'visited',
      'visited',
      'last-visited',
      'visiting',
      'unvisited',
      'unvisited',
    ]);
  });

  it('[LYR-22] each row is blurred by min(distance, 3) × 0.03em; the current row is sharp', () => {
    renderPanel();
    at(19.5); // row 3
    expect(row(3).style.filter).toBe('');
    expect(row(2).style.filter).toBe('blur(0.03em)');
    expect(row(4).style.filter).toBe('blur(0.03em)');
    expect(row(1).style.filter).toBe('blur(0.06em)');
    expect(row(0).style.filter).toBe('blur(0.09em)');
    expect(row(7).style.filter).toBe('blur(0.09em)');
    expect(row(20).style.filter).toBe('blur(0.09em)');
  });

  it('fills the current row word by word with lrc_word_offset, writing transforms only on that row', () => {
    renderPanel();
    // 16.0 s + 0.35 s word offset = 16.35: "I " (15.700 +0.26) and "wan" (15.960 +0.364) are sung,
    // "t you " (16.324 +0.364) is 0.026 / 0.364 = 7.1 % in, "to " not yet.
    at(16);
    const fills = [...row(0).querySelectorAll<HTMLElement>('[data-fill]')];
    const shift = (el: HTMLElement) => Number(/translateX\((-?[\d.]+)%\)/.exec(el.style.transform)?.[1]);
    expect(
      fills
        .map(shift)
        .slice(0, 4)
        .map((v) => Math.round(v)),
    ).toEqual([0, 0, -93, -100]);
    expect(shift(fills[2]?.firstElementChild as HTMLElement)).toBeCloseTo(92.9, 1);
    // Other rows are left to the style sheet.
    expect(row(1).querySelector<HTMLElement>('[data-fill]')?.style.transform).toBe('');
    at(17.4); // the next row: the previous row's inline transforms are removed
    expect(fills.every((el) => el.style.transform === '')).toBe(true);
  });

  it('[LYR-27] clicking a row seeks to its time plus lrc_row_offset', () => {
    renderPanel();
    fireEvent.click(row(4));
    expect(onSeek).toHaveBeenCalledTimes(1);
    expect(onSeek.mock.calls[0]?.[0]).toBeCloseTo(21.637 - 0.35, 6);
  });

  it('[LYR-27] Enter on a focused row seeks too (rows are keyboard reachable buttons)', () => {
    renderPanel();
    at(17.4);
    expect(row(1).tagName).toBe('BUTTON');
    expect(row(1)).toHaveAttribute('tabindex', '0');
    row(1).focus();
    fireEvent.keyDown(row(1), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row(2));
    fireEvent.keyDown(row(2), { key: 'Enter' });
    expect(onSeek.mock.calls[0]?.[0]).toBeCloseTo(18.644 - 0.35, 6);
  });

  it('[LYR-23] [LYR-24] a wheel switches to manual mode and shows "回到当前位置"; [LYR-25] clicking it returns to auto', () => {
    renderPanel();
    expect(screen.queryByRole('button', { name: '回到当前位置' })).toBeNull();
    // The wheel moves the lyrics, not the page behind (its default is prevented).
    expect(fireEvent.wheel(region().firstElementChild as HTMLElement, { deltaY: 120 })).toBe(false);
    expect(region()).toHaveAttribute('data-manual');
    fireEvent.click(screen.getByRole('button', { name: '回到当前位置' }));
    expect(region()).not.toHaveAttribute('data-manual');
    expect(screen.queryByRole('button', { name: '回到当前位置' })).toBeNull();
  });

  it('[LYR-23] a touch move switches to manual mode too', () => {
    renderPanel();
    const view = region().firstElementChild as HTMLElement;
    fireEvent.touchStart(view, { touches: [{ clientY: 300 }] });
    fireEvent.touchMove(view, { touches: [{ clientY: 240 }] });
    expect(screen.getByRole('button', { name: '回到当前位置' })).toBeInTheDocument();
  });

  it('[LYR-26] manual mode returns to auto 2000 ms after the mouse leaves; coming back cancels it', () => {
    renderPanel();
    const view = region().firstElementChild as HTMLElement;
    fireEvent.wheel(view, { deltaY: 100 });
    fireEvent.mouseLeave(view);
    act(() => vi.advanceTimersByTime(1500));
    fireEvent.mouseEnter(view);
    act(() => vi.advanceTimersByTime(1000));
    expect(region()).toHaveAttribute('data-manual');
    fireEvent.mouseLeave(view);
    act(() => vi.advanceTimersByTime(1999));
    expect(region()).toHaveAttribute('data-manual');
    act(() => vi.advanceTimersByTime(1));
    expect(region()).not.toHaveAttribute('data-manual');
  });

  it('[LYR-28] clicking a row in manual mode returns the view to auto mode', () => {
    renderPanel();
    fireEvent.wheel(region().firstElementChild as HTMLElement, { deltaY: 100 });
    expect(region()).toHaveAttribute('data-manual');
    fireEvent.click(row(2));
    expect(region()).not.toHaveAttribute('data-manual');
  });

  it('[LYR-09] shows "没有歌词" when no entry qualifies', () => {
    const { rerenderWith } = renderPanel({ settings: { ...settings, word_lrc: false } });
    expect(region()).toHaveTextContent('没有歌词');
    rerenderWith({ lrc_data: [] });
    expect(region()).toHaveTextContent('没有歌词');
  });

  it('[LYR-11] shows the not-playing text with no current song', () => {
    renderPanel({ has_song: false, lrc_data: [] });
    expect(region()).toHaveTextContent('没有正在播放的歌曲');
    expect(region()).not.toHaveTextContent('没有歌词');
  });

  it('[LYR-12] turning word_lrc off parses again and falls back to the row lyrics', () => {
    const data: LyricEntry[] = [...wordData, { type: 'row', data: { text: '[00:01.00]row one\n[00:03.00]row two' } }];
    const { rerenderWith } = renderPanel({ lrc_data: data });
    expect(region()).toHaveAttribute('data-type', 'word');
    rerenderWith({ lrc_data: data, settings: { ...settings, word_lrc: false } });
    expect(region()).toHaveAttribute('data-type', 'row');
    expect(row(0)).toHaveTextContent('row one');
  });

  it('[LYR-12] the rows are parsed again only when the data or word_lrc / colored_lrc change', () => {
    const { result, rerender } = renderHook(({ w, c }) => useParsedLyrics(wordData, w, c), {
      initialProps: { w: true, c: false },
    });
    const first = result.current;
    rerender({ w: true, c: false });
    expect(result.current).toBe(first);
    rerender({ w: true, c: true });
    expect(result.current).not.toBe(first);
    expect(result.current.type).toBe('word');
  });

  it('[LYR-19] translation, romanisation and ruby show only while their settings are on', () => {
    const data: LyricEntry[] = [
      {
        type: 'row',
        data: {
          text: '[00:01.00]{漢字|かんじ}を読む',
          trans: '[00:01.00]reading kanji',
          roma: '[00:01.00]kanji wo yomu',
        },
      },
    ];
    const { rerenderWith } = renderPanel({ lrc_data: data });
    expect(row(0)).toHaveTextContent('reading kanji');
    expect(row(0)).not.toHaveTextContent('kanji wo yomu');
    expect(row(0).querySelector('ruby rt')).toHaveTextContent('かんじ');
    rerenderWith({
      lrc_data: data,
      settings: { ...settings, show_translate: false, show_roma: true, show_ruby: false },
    });
    expect(row(0)).not.toHaveTextContent('reading kanji');
    expect(row(0)).toHaveTextContent('kanji wo yomu');
    expect(row(0).querySelector('ruby')).toBeNull();
    expect(row(0)).toHaveTextContent('漢字を読む');
  });

  it('[LYR-20] rows align as lrc_align says', () => {
    const { rerenderWith } = renderPanel();
    expect(region()).toHaveAttribute('data-align', 'left');
    rerenderWith({ settings: { ...settings, lrc_align: 'center' } });
    expect(region()).toHaveAttribute('data-align', 'center');
  });

  it('[LYR-13] [LYR-14] colored rows show each part in its character’s colour', () => {
    const data: LyricEntry[] = [
      {
        type: 'colored',
        data: {
          text: '[m]Hello [h]world',
          line_time: '00:01.00',
          chara: JSON.stringify([
            { chara_id: 'm', name: 'Miku', color: '#39c5bb', text_color: '#ffffff' },
            { chara_id: 'h', name: 'Haku', color: '#cccccc', text_color: '#000000' },
          ]),
        },
      },
    ];
    renderPanel({ lrc_data: data, settings: { ...settings, colored_lrc: true } });
    const parts = [...row(0).querySelectorAll<HTMLElement>('[data-chara]')];
    expect(parts.map((p) => [p.textContent, p.style.color, p.title])).toEqual([
      ['Hello ', 'rgb(57, 197, 187)', 'Miku'],
      ['world', 'rgb(204, 204, 204)', 'Haku'],
    ]);
  });

  it('plain text has no current row and no seek buttons', () => {
    renderPanel({ lrc_data: [{ type: 'plain_text', data: { text: 'one\ntwo' } }] });
    at(5);
    expect(currentRow()).toBeNull();
    expect(row(0).tagName).toBe('P');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('[LYR-30] the style refresh runs at most once per 200 ms however often the row changes', () => {
    renderPanel();
    const refreshes = () => Number(region().dataset.styleRefreshes);
    act(() => vi.advanceTimersByTime(1000));
    const start = refreshes();
    const rows = [15.4, 17.4, 18.4, 19.5, 21.3, 22.4];
    // Six row changes 20 ms apart (120 ms): one refresh at once, the rest folded into one at 200 ms.
    act(() => {
      for (const t of rows) {
        time = t;
        for (const l of listeners) l();
        vi.advanceTimersByTime(20);
      }
    });
    expect(refreshes() - start).toBe(1);
    act(() => vi.advanceTimersByTime(80));
    expect(refreshes() - start).toBe(2);
    expect(currentRow()).toBe(row(5)); // the trailing refresh shows the latest row
  });

  it('[LYR-31] after a resize the layout is measured at 200 ms and again at 1000 ms', () => {
    renderPanel();
    const passes = () => Number(region().dataset.layoutPasses);
    const start = passes();
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    act(() => vi.advanceTimersByTime(199));
    expect(passes()).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(passes()).toBe(start + 1);
    act(() => vi.advanceTimersByTime(799));
    expect(passes()).toBe(start + 1);
    act(() => vi.advanceTimersByTime(1));
    expect(passes()).toBe(start + 2);
  });

  it('while playing it follows the audio every animation frame without time reports', () => {
    renderPanel({ playing: true, subscribeTime: undefined });
    time = 17.4;
    act(() => vi.advanceTimersByTime(300));
    expect(currentRow()).toBe(row(1));
  });
});
