import { envelopeSchema, songDetailSchema, songPageSchema, songSummarySchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountTestApp, registerUser } from '../accounts/test-helpers.ts';
import { samples, upload } from './test-helpers.ts';

type Made = Awaited<ReturnType<typeof createAccountTestApp>>;

describe('song calls', () => {
  let t: Made;
  let admin: string;
  let user: string;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/archive/music/${url}` });
    // biome-ignore lint/suspicious/noExplicitAny: answers are parsed with the contracts below.
    return { status: res.statusCode, body: res.json() as any };
  };
  const detail = async (song_id: string) => {
    const { status, body } = await get(`get_song_detail.php?song_id=${encodeURIComponent(song_id)}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(songDetailSchema).parse(body).data;
  };
  const total = async () => envelopeSchema(songPageSchema).parse((await get('get_songs.php')).body).data.total;
  const save = async (form: Record<string, string | undefined>) => {
    const { status, body } = await t.post('archive/music/new_song.php', { tokenid: admin, ...form });
    expect(status, JSON.stringify(body)).toBe(200);
    return envelopeSchema(songSummarySchema).parse(body).data;
  };
  /** A stored audio file's address, uploaded by the admin. */
  const uploadedAudio = async () => {
    const { status, body } = await upload(t.app, [
      { name: 'tokenid', value: admin },
      { name: 'kind', value: 'audio' },
      { name: 'file', filename: 'a.wav', data: samples.wav() },
    ]);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.data.url as string;
  };

  beforeAll(async () => {
    t = await createAccountTestApp();
    admin = await t.adminToken();
    user = await registerUser(t.post, 'listener');
  });
  afterAll(async () => t.close());

  it('[API-24] [API-25] [ROLE-08] the admin saves an NCM song’s metadata; title_t’s zh becomes _title_cn; a second save updates it', async () => {
    const saved = await save({
      title: 'Lantern',
      title_t: JSON.stringify({ zh: '灯笼' }),
      _artists_name: 'Someone',
      _album_name: 'Night',
      cover_url: 'https://p1.music.126.net/x.jpg',
      ncm_id: '2122308128',
      audio_duration: '215.5',
    });
    expect(saved).toEqual({
      song_key: 'ncm:2122308128',
      song_source: 'ncm',
      song_id: '2122308128',
      ncm_id: '2122308128',
      title: 'Lantern',
      _title_cn: '灯笼',
      _artists_name: 'Someone',
      _album_name: 'Night',
      cover_url: 'https://p1.music.126.net/x.jpg',
      song_duration: 215.5,
      audio_url: '',
    });
    const again = await save({ title: 'Lantern (live)', title_t: '', ncm_id: '2122308128', audio_duration: '216' });
    expect(again).toMatchObject({ song_id: '2122308128', title: 'Lantern (live)', _title_cn: '', song_duration: 216 });
    const shown = await detail('2122308128');
    expect(shown.title).toBe('Lantern (live)');
    expect(Object.values(shown.lrc).every((text) => text === '')).toBe(true);
  });

  it('[PLAY-47] [API-19] [API-24] a new local song takes an uploaded audio address and lyric texts; it has the song fields (reading: docs/decisions/0018) and its detail data.lrc', async () => {
    const audio_url = await uploadedAudio();
    const saved = await save({
      title: '青灯',
      _artists_name: 'Lantern Lodge',
      audio_url,
      audio_duration: '31.25',
      lrc_row: '[00:01.00]first row\n[00:03.00]second row',
      lrc_plain_text: 'first row\nsecond row',
    });
    // PLAY-47's data fields; its audio, lrc and lrc_data are the player's state of the current song.
    const fields = 'song_key song_source song_id ncm_id title _title_cn _artists_name _album_name cover_url';
    expect(Object.keys(saved)).toEqual(expect.arrayContaining([...fields.split(' '), 'song_duration', 'audio_url']));
    expect(saved.song_source).toBe('local');
    expect(saved.song_id).toMatch(/^[a-z][a-z0-9]{9}$/);
    expect(saved.song_key).toBe(`local:${saved.song_id}`);
    expect(saved.audio_url).toBe(audio_url);
    const shown = await detail(saved.song_id);
    // [API-19] data.lrc as the server sends it (not through the contract's schema, which would drop an extra key).
    const raw = (await get(`get_song_detail.php?song_id=${saved.song_id}`)).body.data.lrc;
    const colored = 'lrc_row_colored lrc_row_colored_cn lrc_row_colored_time lrc_row_colored_chara lrc_ttml';
    const rest = 'lrc_word lrc_word_cn lrc_word_roma lrc_row lrc_row_cn lrc_row_roma lrc_plain_text';
    expect(Object.keys(raw).sort()).toEqual(`${colored} ${rest}`.split(' ').sort());
    expect(shown.lrc.lrc_row).toBe('[00:01.00]first row\n[00:03.00]second row');
    expect(shown.lrc.lrc_plain_text).toBe('first row\nsecond row');
    expect(shown.lrc.lrc_word).toBe('');
    expect(shown).toMatchObject({ title: '青灯', _artists_name: 'Lantern Lodge', song_duration: 31.25 });
    // A new local song may name its NCM id as a reference and stays local.
    const referenced = await save({ title: 'ref', audio_url, ncm_id: '2122308128' });
    expect(referenced).toMatchObject({ song_source: 'local', ncm_id: '2122308128', audio_url });
    expect(referenced.song_id).not.toBe('2122308128');
    // The audio address is served.
    const audio = await t.app.inject({ method: 'GET', url: audio_url, headers: { range: 'bytes=0-3' } });
    expect(audio.statusCode).toBe(206);
    expect(audio.payload).toBe('RIFF');
  });

  it('[ROLE-08] saving with song_id changes only the fields sent; an unknown song_id answers 404 song_not_found', async () => {
    const audio_url = await uploadedAudio();
    const created = await save({ title: 'Lodge', _album_name: 'Album', audio_url, lrc_word: '[0,500]word' });
    const updated = await save({ song_id: created.song_id, title: 'Lodge (edit)' });
    expect(updated).toMatchObject({ title: 'Lodge (edit)', _album_name: 'Album', audio_url });
    expect((await detail(created.song_id)).lrc.lrc_word).toBe('[0,500]word');
    const { status, body } = await t.post('archive/music/new_song.php', {
      tokenid: admin,
      song_id: 'nosuchsong',
      title: 'x',
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: 'error', message: 'song_not_found' });
  });

  it('guests and users get 403 forbidden and nothing is written; a bad token answers its 401 code', async () => {
    const before = await total();
    for (const tokenid of [undefined, '', 'guest_tokenid', 'no_tokenid', user]) {
      const { status, body } = await t.post('archive/music/new_song.php', { tokenid, title: 'x', ncm_id: '1' });
      expect(status, String(tokenid)).toBe(403);
      expect(body).toEqual({ status: 'error', message: 'forbidden', data: null });
    }
    const bad = await t.post('archive/music/new_song.php', { tokenid: 'not-a-token', title: 'x', ncm_id: '1' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('invalid_token');
    expect(await total()).toBe(before);
  });

  it('new_song.php refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const before = await total();
    const cases: [Record<string, string>, string][] = [
      [{ ncm_id: '5' }, 'title'],
      [{ title: '', ncm_id: '5' }, 'title'],
      [{ title: 'x'.repeat(301), ncm_id: '5' }, 'title'],
      [{ title: 'x', title_t: 'not json', ncm_id: '5' }, 'title_t'],
      [{ title: 'x', title_t: '{"en":"no zh"}', ncm_id: '5' }, 'title_t'],
      [{ title: 'x', title_t: '"zh"', ncm_id: '5' }, 'title_t'],
      [{ title: 'x', ncm_id: 'abc' }, 'ncm_id'],
      [{ title: 'x', ncm_id: '5', audio_duration: 'long' }, 'audio_duration'],
      [{ title: 'x', ncm_id: '5', audio_duration: '-1' }, 'audio_duration'],
      [{ title: 'x', ncm_id: '5', cover_url: 'javascript:alert(1)' }, 'cover_url'],
      [{ title: 'x', ncm_id: '5', cover_url: '/media/../site.db' }, 'cover_url'],
      [{ title: 'x', audio_url: 'file:///etc/passwd' }, 'audio_url'],
      [{ title: 'x', audio_url: '/media/audio/../../site.db' }, 'audio_url'],
      [{ title: 'x', audio_url: '/media/audio/missing.wav' }, 'audio_url'],
      [{ title: 'x' }, 'audio_url'],
      [{ title: 'x', song_id: '../etc' }, 'song_id'],
      [{ title: 'x\u0000y', ncm_id: '5' }, 'title'],
      [{ title: 'x', ncm_id: '5', lrc_row: 'x'.repeat(1_000_001) }, 'lrc_row'],
    ];
    for (const [form, field] of cases) {
      const { status, body } = await t.post('archive/music/new_song.php', { tokenid: admin, ...form });
      expect(status, JSON.stringify(form).slice(0, 80)).toBe(400);
      expect(body.message).toBe('invalid_input');
      expect(body.data.field, JSON.stringify(form).slice(0, 80)).toBe(field);
    }
    expect(await total()).toBe(before);
  });

  it("an NCM song's ncm_id cannot change (400 naming ncm_id)", async () => {
    await save({ title: 'n', ncm_id: '777' });
    const { status, body } = await t.post('archive/music/new_song.php', {
      tokenid: admin,
      song_id: '777',
      title: 'n',
      ncm_id: '778',
    });
    expect(status).toBe(400);
    expect(body.data.field).toBe('ncm_id');
  });

  it('get_song_detail.php answers 400 naming song_id for a missing or malformed id and 404 song_not_found for an unknown one', async () => {
    for (const query of ['', 'song_id=', 'song_id=a%2Fb', `song_id=${'x'.repeat(65)}`]) {
      const { status, body } = await get(`get_song_detail.php?${query}`);
      expect(status, query).toBe(400);
      expect(body.data.field).toBe('song_id');
    }
    const { status, body } = await get('get_song_detail.php?song_id=nosuchsong');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 'error', message: 'song_not_found', data: null });
  });

  it('[ROUTE-28] get_songs.php pages the songs newest first with the total', async () => {
    const count = await total();
    const first = envelopeSchema(songPageSchema).parse((await get('get_songs.php?page=1&page_size=2')).body).data;
    expect(first).toMatchObject({ total: count, page: 1, page_size: 2 });
    expect(first.items).toHaveLength(2);
    const all = envelopeSchema(songPageSchema).parse((await get('get_songs.php?page_size=100')).body).data.items;
    expect(all).toHaveLength(count);
    expect(first.items).toEqual(all.slice(0, 2));
    expect(all[0]?.title).toBe('n');
    const past = envelopeSchema(songPageSchema).parse((await get('get_songs.php?page=99')).body).data;
    expect(past.items).toEqual([]);
    expect(past.total).toBe(count);
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=x', 'page'],
      ['page=1.5', 'page'],
      ['page_size=0', 'page_size'],
      ['page_size=101', 'page_size'],
    ]) {
      const { status, body } = await get(`get_songs.php?${query}`);
      expect(status, query).toBe(400);
      expect(body.data.field).toBe(field);
    }
  });
});
