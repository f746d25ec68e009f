import { describe, expect, it } from 'vitest';
import { parse } from '../src/index.ts';
import { fixture } from './fixtures.ts';

const ttml = (text: string) => parse({ type: 'ttml', data: { text } });
const doc = (body: string, head = '') =>
  `<tt xmlns="http://www.w3.org/ns/ttml" xmlns:ttm="http://www.w3.org/ns/ttml#metadata" xmlns:itunes="http://music.apple.com/lyric-ttml-internal" xmlns:amll="http://www.example.com/ns/amll"><head><metadata>${head}</metadata></head><body><div>${body}</div></body></tt>`;

describe('TTML', () => {
  it("inline x-translation and x-roman spans land in the row's translate and roma; a row of bare text has no words", () => {
    const { rows, meta, diagnostics } = ttml(fixture('edge/amlldb-ncm-1445713338.ttml'));
    expect(diagnostics).toEqual([]);
    expect(rows.map((r) => [r.text, r.translate, r.roma])).toEqual([
      ['Power UP!', '芜湖起飞~', ''],
      ['いっでみよう', '一起来玩吧！', 'i dde mi yo u'],
      ['いちにいさんごう～', '一 二 三 走~', 'i chi ni i sa n go u'],
      ['やった', '真不错', 'ya tta'],
      ['ゲームオーバ', '游戏结束', 'gee mu oo ba'],
    ]);
    expect(rows[3]).toMatchObject({ time: 114.36, duration: 1.021, words: [] });
    expect(meta.musicName).toEqual(['Sigma']);
    expect(meta.ncmMusicId).toEqual(['1445713338']);
  });

  it('translation and romanisation of every real row land in translate and roma (459717345)', () => {
    const { rows } = ttml(fixture('amll-db/459717345.ttml'));
    expect(rows[0]).toMatchObject({
      time: 1.071,
      text: 'あの一等星のさんざめく光で',
      translate: '在那一等星的喧嚣光芒之下',
      roma: 'ano ittousei no sanzameku hikari de',
    });
    expect(rows.filter((r) => r.translate !== '').length).toBeGreaterThan(rows.length * 0.9);
  });

  it("whitespace between spans is the words' spacing and is kept", () => {
    const { rows } = ttml(fixture('amll-db/2122308128.ttml'));
    expect(rows[0]?.text).toBe('I want you to show me');
    expect(rows[0]?.words.map((w) => w.w_text)).toEqual(['I ', 'wan', 't you ', 'to ', 'show ', 'me']);
  });

  it('x-bg spans become background vocals with their own words and translation', () => {
    const { rows } = ttml(fixture('amll-db/2122308128.ttml'));
    expect(rows[1]?.text).toBe('Your fantasy.');
    expect(rows[1]?.background).toMatchObject({
      time: 18.644,
      duration: 1.081,
      text: '(Your fantasy)',
      translate: '你的幻境',
    });
    expect(rows[1]?.background?.words[0]).toEqual({ w_start: 18.644, w_duration: 0.249, w_text: '(Your ' });
  });

  it('singers from ttm:agent: the first singer is the main side, another the duet side, a group neither', () => {
    const { rows } = ttml(fixture('amll-db/1361348080.ttml'));
    expect(rows[0]).toMatchObject({ agent: 'v1' });
    expect(rows[0]?.duet).toBeUndefined();
    expect(rows.filter((r) => r.duet).every((r) => r.agent === 'v2')).toBe(true);
    expect(rows.filter((r) => r.duet).length).toBeGreaterThan(10);
    const group = ttml(
      doc(
        '<p begin="1" end="2" ttm:agent="v1">a</p><p begin="2" end="3" ttm:agent="v9">b</p><p begin="3" end="4" ttm:agent="v2">c</p>',
        '<ttm:agent type="person" xml:id="v1"/><ttm:agent type="group" xml:id="v9"/><ttm:agent type="person" xml:id="v2"/>',
      ),
    );
    expect(group.rows.map((r) => r.duet ?? false)).toEqual([false, false, true]);
  });

  it('times as mm:ss.mmm, h:mm:ss.mmm, plain seconds and with units', () => {
    const { rows } = ttml(
      doc(
        '<p begin="00:01.500" end="00:02.000">a</p><p begin="1:00:02.250" end="1:00:03">b</p>' +
          '<p begin="26.890" end="27">c</p><p begin="30s" end="31500ms">d</p>',
      ),
    );
    expect(rows.map((r) => [r.time, r.duration])).toEqual([
      [1.5, 0.5],
      [26.89, 0.11],
      [30, 1.5],
      [3602.25, 0.75],
    ]);
  });

  it('translations and transliterations in the head are keyed by itunes:key', () => {
    const head =
      '<iTunesMetadata xmlns="http://music.apple.com/lyric-ttml-internal"><translations><translation type="replacement" xml:lang="zh-Hans">' +
      '<text for="L1">你好</text></translation></translations><transliterations><transliteration xml:lang="ja-Latn">' +
      '<text for="L1"><span>konni</span><span>chiwa</span></text></transliteration></transliterations></iTunesMetadata>';
    const { rows } = ttml(
      doc('<p begin="1" end="2" itunes:key="L1"><span begin="1" end="2">こんにちは</span></p>', head),
    );
    expect(rows[0]).toMatchObject({ text: 'こんにちは', translate: '你好', roma: 'konnichiwa' });
  });

  it('entities and CDATA are decoded by the XML parser', () => {
    const { rows } = ttml(doc('<p begin="1" end="2"><span begin="1" end="2">Rock &amp; Roll &lt;3</span></p>'));
    expect(rows[0]?.text).toBe('Rock & Roll <3');
  });

  it('malformed TTML never throws: bad times are reported, broken markup yields what can be read', () => {
    const bad = ttml(doc('<p begin="soon" end="2"><span begin="x" end="y">a</span></p>'));
    expect(bad.diagnostics.map((d) => d.reason)).toContain('bad_time');
    expect(ttml('<tt><body><div><p begin="1" end="2"><span begin="1" end="2">cut').rows[0]?.text).toBe('cut');
    expect(ttml('not xml at all').diagnostics).toEqual([expect.objectContaining({ reason: 'xml_error' })]);
    expect(ttml('').rows).toEqual([]);
  });
});
