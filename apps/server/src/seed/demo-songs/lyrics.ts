import type { LrcFields } from '@site/contracts';
import {
  type BackgroundVocals,
  formatLrcTime,
  type LyricRow,
  type LyricWord,
  parseRuby,
  type RubySegment,
  writeLrc,
  writeTtml,
} from '@site/lyrics';
import type { Schedule, ScheduledRow, ScheduledWord, Singer } from './score.ts';

/**
 * The lyric fields of a demo song, written from its schedule: every word's start and duration is its notes'
 * start and length, so the lyrics follow the audio exactly. Times are seconds.
 */

function toMs(seconds: number): number {
  return Math.round(seconds * 1000);
}

function lyricWord(word: ScheduledWord): LyricWord {
  const { text, ruby } = parseRuby(word.text);
  const w: LyricWord = { w_start: word.start, w_duration: word.duration, w_text: text };
  if (ruby) w.ruby = ruby;
  return w;
}

/** A row of the given words with the spec's fields; `ruby` when any word carries a reading (LYR-18). */
function lyricRow(words: readonly ScheduledWord[], translate: string, roma: string): LyricRow {
  const ws = words.map(lyricWord);
  const first = ws[0] as LyricWord;
  const last = ws[ws.length - 1] as LyricWord;
  // A row ends with its last word's text, not with the space before the next singer's part.
  last.w_text = last.w_text.trimEnd();
  const row: LyricRow = {
    time: first.w_start,
    duration: toMs(last.w_start + last.w_duration - first.w_start) / 1000,
    text: ws.map((w) => w.w_text).join(''),
    translate,
    roma,
    words: ws,
  };
  if (ws.some((w) => w.ruby)) {
    const ruby: RubySegment[] = [];
    for (const w of ws) ruby.push(...(w.ruby ?? [{ text: w.w_text }]));
    row.ruby = ruby;
  }
  return row;
}

/** The schedule's rows as word rows (LYR-03), translation and romanisation attached; background vocals left out. */
export function wordRows(schedule: Schedule): LyricRow[] {
  return schedule.rows.map((r) => lyricRow(r.words, r.translate, r.roma));
}

/** Splits a row into runs of consecutive words by one singer (a shared row has two runs). */
function singerRuns(row: ScheduledRow): { singer: Singer; words: ScheduledWord[] }[] {
  const runs: { singer: Singer; words: ScheduledWord[] }[] = [];
  for (const w of row.words) {
    const run = runs[runs.length - 1];
    if (run && run.singer === w.singer) run.words.push(w);
    else runs.push({ singer: w.singer, words: [w] });
  }
  return runs;
}

const AGENT: Record<Singer, string> = { a: 'v1', b: 'v2' };

/**
 * The rows as the TTML holds them: one row per singer's run (a shared row becomes two `<p>`, one per
 * `ttm:agent`), singer `b` marked as the duet's other side, background vocals as `x-bg` on their row. The
 * translation goes with the row's first run.
 */
export function ttmlRows(schedule: Schedule): LyricRow[] {
  const rows: LyricRow[] = [];
  for (const r of schedule.rows) {
    singerRuns(r).forEach((run, i) => {
      const row = lyricRow(run.words, i === 0 ? r.translate : '', i === 0 ? r.roma : '');
      row.agent = AGENT[run.singer];
      if (run.singer === 'b') row.duet = true;
      if (r.background && i === 0) {
        const bg = lyricRow(r.background.words, r.background.translate, '');
        const vocals: BackgroundVocals = {
          time: bg.time,
          duration: bg.duration,
          text: bg.text,
          translate: bg.translate,
          roma: '',
          words: bg.words,
        };
        row.background = vocals;
      }
      rows.push(row);
    });
  }
  return rows;
}

function metaTags(schedule: Schedule): Record<string, string[]> {
  const { title, artists_name, album_name } = schedule.score;
  return { ti: [title], ar: [artists_name], al: [album_name] };
}

/** The row's text in the ruby notation (`{夜|よる}の…`), as the LRC and plain-text fields carry it. */
function notation(row: ScheduledRow): string {
  return row.words.map((w) => w.text).join('');
}

/** Colored rows (LYR-13): `[a]part [b]part` per line, a time per line, the translation per line, the singers. */
function coloredFields(
  schedule: Schedule,
): Pick<LrcFields, 'lrc_row_colored' | 'lrc_row_colored_cn' | 'lrc_row_colored_time' | 'lrc_row_colored_chara'> {
  const characters = schedule.score.characters ?? {};
  const chara = (Object.keys(characters) as Singer[]).map((id) => ({ chara_id: id, ...characters[id] }));
  const text: string[] = [];
  const time: string[] = [];
  const trans: string[] = [];
  for (const row of schedule.rows) {
    text.push(
      singerRuns(row)
        .map((run) => `[${run.singer}]${run.words.map((w) => w.text).join('')}`)
        .join(''),
    );
    time.push(formatLrcTime(toMs(row.time)));
    trans.push(row.translate);
  }
  return {
    lrc_row_colored: text.join('\n'),
    lrc_row_colored_cn: trans.join('\n'),
    lrc_row_colored_time: time.join('\n'),
    lrc_row_colored_chara: JSON.stringify(chara),
  };
}

const EMPTY: LrcFields = {
  lrc_row_colored: '',
  lrc_row_colored_cn: '',
  lrc_row_colored_time: '',
  lrc_row_colored_chara: '',
  lrc_ttml: '',
  lrc_word: '',
  lrc_word_cn: '',
  lrc_word_roma: '',
  lrc_row: '',
  lrc_row_cn: '',
  lrc_row_roma: '',
  lrc_plain_text: '',
};

/**
 * get_song_detail.php's `data.lrc` for a demo song: the fields its score's lyric plan asks for, "" for the rest.
 * - `lrc_word`: the site's word format `[mm:ss.xxx]<mm:ss.xxx,seconds>word` (ruby notation kept per word);
 *   `lrc_word_cn` / `lrc_word_roma` and `lrc_row_cn` / `lrc_row_roma`: LRC lines at the rows' times.
 * - `lrc_row`: one LRC line per row, with `[ti:]`, `[ar:]`, `[al:]` tags.
 * - `lrc_row_colored*`: see packages/lyrics' colored format; `lrc_ttml`: Apple-style TTML with agents and `x-bg`.
 * - `lrc_plain_text`: the rows' text, a blank line between stanzas.
 */
export function lyricFields(schedule: Schedule): LrcFields {
  const plan = schedule.score.lyrics;
  const fields: LrcFields = { ...EMPTY };
  const rows = wordRows(schedule);
  const meta = metaTags(schedule);
  const translate = plan.translate ? writeLrc(rows, { field: 'translate' }) : '';
  const roma = plan.roma ? writeLrc(rows, { field: 'roma' }) : '';
  if (plan.word) {
    fields.lrc_word = writeLrc(rows, { words: true, meta });
    fields.lrc_word_cn = translate;
    fields.lrc_word_roma = roma;
  }
  if (plan.row) {
    fields.lrc_row = writeLrc(rows, { words: false, meta });
    fields.lrc_row_cn = translate;
    fields.lrc_row_roma = roma;
  }
  if (plan.plain_text) {
    const lines: string[] = [];
    for (const row of schedule.rows) {
      if (row.stanza && lines.length > 0) lines.push('');
      lines.push(notation(row));
    }
    fields.lrc_plain_text = `${lines.join('\n')}\n`;
  }
  if (plan.colored) Object.assign(fields, coloredFields(schedule));
  if (plan.ttml) {
    const { title, artists_name, album_name } = schedule.score;
    fields.lrc_ttml = writeTtml(ttmlRows(schedule), {
      meta: { musicName: [title], artists: [artists_name], album: [album_name] },
      translation_lang: 'zh-CN',
    });
  }
  return fields;
}
