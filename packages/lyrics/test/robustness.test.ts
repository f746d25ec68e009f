import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LyricEntry, type LyricType, type ParseResult, parse, writeLrc, writeTtml } from '../src/index.ts';
import { fixture, songs } from './fixtures.ts';

/** What every parse result must satisfy, whatever the input. */
function checkResult(result: ParseResult, ...inputs: string[]): void {
  const lines = Math.max(...inputs.map((input) => input.split(/\r\n?|\n/).length));
  let previous = Number.NEGATIVE_INFINITY;
  for (const row of result.rows) {
    expect(Number.isFinite(row.time) && row.time >= 0).toBe(true);
    expect(Number.isFinite(row.duration) && row.duration >= 0).toBe(true);
    expect(row.time).toBeGreaterThanOrEqual(previous);
    previous = row.time;
    expect(typeof row.text).toBe('string');
    expect(typeof row.translate).toBe('string');
    expect(typeof row.roma).toBe('string');
    for (const w of row.words) {
      expect(Number.isFinite(w.w_start) && w.w_start >= 0).toBe(true);
      expect(Number.isFinite(w.w_duration) && w.w_duration >= 0).toBe(true);
    }
  }
  for (const d of result.diagnostics) {
    expect(Number.isInteger(d.line) && d.line >= 0 && d.line <= lines).toBe(true);
    expect(d.reason).not.toBe('bad_data'); // bad_data means a parser threw: a bug of ours
  }
}

/** Characters that matter to the formats, mixed with any text. */
const lyricChars = fc.constantFrom(
  ...'[](){}<>:.,0123456789 \n\r\t|｛｜｝"&;/=-+abc漢あ'.split(''),
  '<p begin="1" end="2">',
  '<span begin="00:01.5" end="00:02">',
  '</span>',
  '</p>',
  '<span ttm:role="x-bg">',
  '<span ttm:role="x-translation">',
  '[00:01.00]',
  '[1000,500]',
  '(1000,200,0)',
  '<00:01.20>',
  '{"t":0,"c":[{"tx":"a"}]}',
  '[offset:+100]',
);
const lyricText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.array(lyricChars, { maxLength: 200 }).map((a) => a.join('')),
);

const entryOf = (type: LyricType, text: string, trans: string): LyricEntry => {
  switch (type) {
    case 'colored':
      return { type, data: { text, trans, line_time: trans, chara: text } };
    case 'ttml':
    case 'plain_text':
      return { type, data: { text } };
    default:
      return { type, data: { text, trans, roma: trans } };
  }
};

const types: LyricType[] = ['colored', 'ttml', 'word', 'row', 'plain_text'];

/** Random edits of a real file: cut a range, insert junk, duplicate a chunk, swap two chunks. */
function mutate(text: string, edits: [number, number, number, string][]): string {
  let out = text;
  for (const [kind, a, b, junk] of edits) {
    const i = a % (out.length + 1);
    const j = Math.min(out.length, i + (b % 200));
    if (kind === 0) out = out.slice(0, i) + out.slice(j);
    else if (kind === 1) out = out.slice(0, i) + junk + out.slice(i);
    else if (kind === 2) out = out.slice(0, j) + out.slice(i, j) + out.slice(j);
    else out = out.slice(0, i) + out.slice(j) + out.slice(i, j);
  }
  return out;
}
const edits = fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.nat(), fc.string({ maxLength: 12 })), {
  minLength: 1,
  maxLength: 8,
});

describe('no input makes a parser throw', () => {
  it.each(types)('random text as %s', (type) => {
    fc.assert(
      fc.property(lyricText, lyricText, (text, trans) => {
        const result = parse(entryOf(type, text, trans));
        checkResult(result, text, trans);
      }),
      { numRuns: 300 },
    );
  });

  const real = songs.flatMap((id) =>
    (['ttml', 'yrc', 'qrc', 'lrc'] as const).map((ext) => ({
      name: `${id}.${ext}`,
      ext,
      text: fixture(`amll-db/${id}.${ext}`),
    })),
  );
  it.each(real)('mutated real file $name', ({ ext, text }) => {
    const type: LyricType = ext === 'ttml' ? 'ttml' : ext === 'lrc' ? 'row' : 'word';
    fc.assert(
      fc.property(edits, (e) => {
        const mutated = mutate(text, e);
        checkResult(parse(entryOf(type, mutated, '')), mutated);
        // Any format handed to the wrong parser must not throw either.
        checkResult(parse(entryOf(type === 'ttml' ? 'word' : 'ttml', mutated, '')), mutated);
      }),
      { numRuns: 60 },
    );
  });

  it('entries of the wrong shape are reported, not thrown', () => {
    const odd = [
      null,
      undefined,
      {},
      { type: 'row' },
      { type: 'row', data: null },
      { type: 'row', data: { text: 42 } },
      {
        type: 'colored',
        data: { text: '[a]x', line_time: [null, {}, Number.NaN, -5], chara: [null, 7, { chara_id: 1 }] },
      },
      { type: 'karaoke', data: { text: 'x' } },
    ] as unknown as LyricEntry[];
    for (const entry of odd) expect(() => parse(entry)).not.toThrow();
    expect(parse({ type: 'karaoke', data: { text: 'x' } } as unknown as LyricEntry).diagnostics).toEqual([
      expect.objectContaining({ reason: 'unknown_type' }),
    ]);
  });
});

describe('writers round-trip random rows', () => {
  const rowArb = fc.record({
    time_ms: fc.integer({ min: 0, max: 5_999_999 }),
    text: fc.string({ maxLength: 30 }).map((t) => t.replace(/[\r\n[\]<>{}]/g, '').trim()),
  });

  it('parse(writeLrc(rows)) gives the same times and texts', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 40 }), (items) => {
        const text = items
          .map(
            (r) =>
              `[${Math.floor(r.time_ms / 60000)}:${String(Math.floor((r.time_ms % 60000) / 1000)).padStart(2, '0')}.${String(r.time_ms % 1000).padStart(3, '0')}]${r.text}`,
          )
          .join('\n');
        const rows = parse({ type: 'row', data: { text } }).rows;
        const again = parse({ type: 'row', data: { text: writeLrc(rows) } }).rows;
        expect(again.map((r) => [r.time, r.text])).toEqual(rows.map((r) => [r.time, r.text]));
        const ttml = parse({ type: 'ttml', data: { text: writeTtml(rows) } }).rows;
        expect(ttml.map((r) => [r.time, r.text])).toEqual(rows.map((r) => [r.time, r.text.trim()]));
      }),
      { numRuns: 200 },
    );
  });
});
