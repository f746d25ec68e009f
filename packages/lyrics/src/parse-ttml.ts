import { Parser } from 'htmlparser2';
import type { DiagnosticSink } from './diagnostics.ts';
import { joinWords, makeRow, msRound, sortRows, tidyWordSpaces } from './rows.ts';
import { parseTtmlTimeMs } from './time.ts';
import type { BackgroundVocals, LyricRow, LyricWord } from './types.ts';

/** Collects one `<p>` row or one `x-bg` part inside it. */
interface Voice {
  begin_ms: number;
  end_ms: number;
  words: LyricWord[];
  /** Text met before the first word (or the whole text of a row without spans). */
  pending: string;
  translate: string;
  roma: string;
}

type Frame = 'p' | 'bg' | 'word' | 'translation' | 'roman' | 'head-text' | 'other' | 'ignored';

function newVoice(begin_ms: number, end_ms: number): Voice {
  return { begin_ms, end_ms, words: [], pending: '', translate: '', roma: '' };
}

/** An attribute by its local name, whatever its namespace prefix (`ttm:role`, `tts:role` ...). */
function attr(attribs: Record<string, string>, qualified: string, local: string): string | undefined {
  const direct = attribs[qualified];
  if (direct !== undefined) return direct;
  for (const key in attribs) if (key.endsWith(`:${local}`)) return attribs[key];
  return undefined;
}

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

/**
 * Parses Apple-Music-style TTML (as AMLL and amll-ttml-db write it) with a real XML tokenizer (htmlparser2 in XML
 * mode), never regular expressions on markup. `<p begin end ttm:agent itunes:key>` is a row, timed `<span>`s its
 * words; whitespace text between spans is kept (it is the words' spacing); `ttm:role="x-translation"` /
 * `"x-roman"` spans, or the head's `<translations>` / `<transliterations>` keyed by `itunes:key`, give
 * `translate` / `roma`; `ttm:role="x-bg"` gives `background`; `<ttm:agent type xml:id>` singers give `agent` and
 * `duet` (a singer other than the first to sing; a `group` agent is no duet side); `<amll:meta key value>` goes
 * to `meta`. Times: `h:mm:ss.mmm`, `mm:ss.mmm`, seconds, `12.5s`, `500ms`.
 * @example parseTtml('<tt><body><div><p begin="1" end="2"><span begin="1" end="2">Hi</span></p></div></body></tt>', sink, meta)
 */
export function parseTtml(text: string, sink: DiagnosticSink, meta: Record<string, string[]>): LyricRow[] {
  const rows: LyricRow[] = [];
  const agents = new Map<string, string>();
  const headTranslations = new Map<string, string>();
  const headRomans = new Map<string, string>();
  const stack: Frame[] = [];
  let row: Voice | null = null;
  let rowAgent: string | undefined;
  let rowKey: string | undefined;
  let bg: Voice | null = null;
  let word: LyricWord | null = null;
  let capture = '';
  let headKind: 'translation' | 'roman' | null = null;
  let headFor: string | undefined;
  let mainPerson: string | undefined;

  const lineAt = (index: number): number => {
    let line = 1;
    for (let k = text.indexOf('\n'); k >= 0 && k < index; k = text.indexOf('\n', k + 1)) line++;
    return line;
  };
  const time = (value: string | undefined, what: string): number => {
    if (value === undefined) return -1;
    const ms = parseTtmlTimeMs(value);
    if (ms < 0) sink.add(lineAt(parser.startIndex), 'bad_time', `${what}="${value}"`);
    return ms;
  };
  const voice = (): Voice | null => bg ?? row;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const local = localName(name);
        const parent = stack[stack.length - 1];
        if (parent === 'ignored' || parent === 'translation' || parent === 'roman' || parent === 'head-text') {
          stack.push(parent === 'ignored' ? 'ignored' : parent);
          return;
        }
        if (local === 'agent' && name !== 'agent') {
          const id = attribs['xml:id'] ?? attr(attribs, 'xml:id', 'id');
          if (id) agents.set(id, attribs.type ?? 'person');
          stack.push('other');
          return;
        }
        if (local === 'meta' && attribs.key !== undefined) {
          const values = meta[attribs.key];
          const value = attribs.value ?? '';
          if (values) values.push(value);
          else meta[attribs.key] = [value];
          stack.push('other');
          return;
        }
        if (local === 'translation' || local === 'transliteration') {
          headKind = local === 'translation' ? 'translation' : 'roman';
          stack.push('other');
          return;
        }
        if (local === 'text' && headKind && attribs.for !== undefined && !row) {
          headFor = attribs.for;
          capture = '';
          stack.push('head-text');
          return;
        }
        if (local === 'p') {
          if (row) {
            stack.push('ignored');
            sink.add(lineAt(parser.startIndex), 'xml_error', 'nested <p>');
            return;
          }
          row = newVoice(time(attribs.begin, 'begin'), time(attribs.end, 'end'));
          rowAgent = attr(attribs, 'ttm:agent', 'agent');
          rowKey = attr(attribs, 'itunes:key', 'key');
          stack.push('p');
          return;
        }
        if (local === 'span' && row) {
          const role = attr(attribs, 'ttm:role', 'role');
          if (role === 'x-translation' || role === 'x-roman') {
            capture = '';
            stack.push(role === 'x-translation' ? 'translation' : 'roman');
            return;
          }
          if (role === 'x-bg' && !bg && !word) {
            bg = newVoice(time(attribs.begin, 'begin'), time(attribs.end, 'end'));
            stack.push('bg');
            return;
          }
          if (!word) {
            const begin_ms = time(attribs.begin, 'begin');
            const end_ms = time(attribs.end, 'end');
            if (begin_ms >= 0) {
              const v = voice() as Voice;
              word = {
                w_start: begin_ms / 1000,
                w_duration: end_ms >= begin_ms ? (end_ms - begin_ms) / 1000 : 0,
                w_text: v.words.length === 0 ? v.pending : '',
              };
              if (v.words.length === 0) v.pending = '';
              v.words.push(word);
              stack.push('word');
              return;
            }
          }
        }
        stack.push('other');
      },
      ontext(data) {
        const frame = stack[stack.length - 1];
        if (frame === 'translation' || frame === 'roman' || frame === 'head-text') {
          capture += data;
          return;
        }
        if (!row || frame === 'ignored') return;
        if (word) {
          word.w_text += data;
          return;
        }
        // Text between spans: the spacing of the words, or the text of a row with no spans.
        const v = voice() as Voice;
        const last = v.words[v.words.length - 1];
        if (last) last.w_text += data;
        else v.pending += data;
      },
      onclosetag() {
        const frame = stack.pop();
        if (frame === 'word') word = null;
        else if (frame === 'translation' || frame === 'roman') {
          if (stack[stack.length - 1] === frame) return; // an inner span of the translation
          const v = voice();
          const value = capture.trim();
          if (v && value) {
            if (frame === 'translation') v.translate = v.translate ? `${v.translate} ${value}` : value;
            else v.roma = v.roma ? `${v.roma} ${value}` : value;
          }
          capture = '';
        } else if (frame === 'head-text') {
          if (stack[stack.length - 1] === 'head-text') return;
          if (headFor !== undefined) {
            const value = capture.trim();
            (headKind === 'translation' ? headTranslations : headRomans).set(headFor, value);
          }
          capture = '';
        } else if (frame === 'bg' && row && bg) {
          const part = finishVoice(bg);
          const done = row as Voice;
          bg = null;
          if (part.text !== '' || part.words.length > 0)
            pendingBackground.set(done, {
              time: part.time,
              duration: part.duration,
              text: part.text,
              translate: part.translate,
              roma: part.roma,
              words: part.words,
            });
        } else if (frame === 'p' && row) {
          const done = finishVoice(row);
          const back = pendingBackground.get(row);
          if (back) done.background = back;
          if (rowAgent !== undefined) {
            done.agent = rowAgent;
            // A group sings with everyone: no duet side. Any other singer than the first is the other side.
            if (agents.get(rowAgent) !== 'group') {
              mainPerson ??= rowAgent;
              if (rowAgent !== mainPerson) done.duet = true;
            }
          }
          if (rowKey !== undefined) {
            if (!done.translate) done.translate = headTranslations.get(rowKey) ?? '';
            if (!done.roma) done.roma = headRomans.get(rowKey) ?? '';
          }
          rows.push(done);
          row = null;
          bg = null;
          word = null;
        } else if (frame === undefined) {
          headKind = null;
        }
      },
      onerror(error) {
        sink.add(lineAt(parser.startIndex), 'xml_error', String(error.message));
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  const pendingBackground = new Map<Voice, BackgroundVocals>();
  parser.end(text);
  if (rows.length === 0 && text.trim() !== '') sink.add(0, 'xml_error', 'no <p> rows');
  return sortRows(rows);
}

/**
 * A finished voice as a row. With words, it spans its words (a `<p>`'s begin/end also cover its background
 * vocals, which YRC and LRC of the same song do not count); without, it spans its `begin`..`end`.
 */
function finishVoice(v: Voice): LyricRow {
  tidyWordSpaces(v.words);
  for (const w of v.words) w.w_duration = msRound(w.w_duration);
  let start = v.begin_ms >= 0 ? v.begin_ms / 1000 : 0;
  let end = v.end_ms >= 0 ? v.end_ms / 1000 : start;
  if (v.words.length > 0) {
    start = Number.POSITIVE_INFINITY;
    end = 0;
    for (const w of v.words) {
      if (w.w_start < start) start = w.w_start;
      if (w.w_start + w.w_duration > end) end = w.w_start + w.w_duration;
    }
  }
  const text = v.words.length === 0 ? v.pending.trim() : joinWords(v.words);
  const row = makeRow(start, text, v.words, Math.max(0, msRound(end - start)));
  row.translate = v.translate;
  row.roma = v.roma;
  return row;
}
