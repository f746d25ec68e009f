import { envelopeSchema, songDetailSchema, songPageSchema } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPaths, demoSchedules } from '../../seed/demo-songs/index.ts';
import { seedIfNeeded } from '../../seed/seed.ts';
import { createTestApp } from '../../test/db.ts';
import { demoSongId, seedDemoSongs } from './seed-songs.ts';

type Made = Awaited<ReturnType<typeof createTestApp>>;

describe('demo songs in the seed', () => {
  let t: Made;
  const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

  beforeAll(async () => {
    t = await createTestApp();
    expect(await seedIfNeeded(t.db, new Date('2026-03-01T00:00:00Z'), t.db.config)).toBe(true);
  });
  afterAll(async () => t.close());

  it('[PLAY-47] the first start lists playable local songs with lyrics, the first demo song first', async () => {
    const page = envelopeSchema(songPageSchema).parse(await get('/api/archive/music/get_songs.php')).data;
    expect(page.total).toBeGreaterThanOrEqual(4);
    const first = demoSchedules()[0];
    expect(first && page.items[0]?.audio_url).toBe(first && `/media/${demoPaths(first.score).audio_path}`);
    for (const song of page.items) {
      expect(song.song_source).toBe('local');
      expect(song.song_key).toBe(`local:${song.song_id}`);
      expect(song.song_id).toMatch(/^demo-[\w.-]+$/);
      expect(song.song_duration).toBeGreaterThan(5);
      const audio = await t.app.inject({ method: 'GET', url: song.audio_url, headers: { range: 'bytes=0-11' } });
      expect(audio.statusCode, song.audio_url).toBe(206);
      expect(audio.headers['content-type']).toBe('audio/wav');
      expect(audio.rawPayload.subarray(8, 12).toString('latin1')).toBe('WAVE');
      const cover = await t.app.inject({ method: 'GET', url: song.cover_url });
      expect(cover.statusCode, song.cover_url).toBe(200);
      expect(cover.headers['content-type']).toBe('image/svg+xml');
      expect(cover.headers['content-security-policy']).toContain('sandbox');
      const detail = envelopeSchema(songDetailSchema).parse(
        await get(`/api/archive/music/get_song_detail.php?song_id=${song.song_id}`),
      ).data;
      expect(
        Object.values(detail.lrc).some((text) => text !== ''),
        song.title,
      ).toBe(true);
    }
    // Every lyric type of the demo set reaches get_song_detail.php.
    const details = await Promise.all(
      page.items.map(
        async (song) =>
          envelopeSchema(songDetailSchema).parse(
            await get(`/api/archive/music/get_song_detail.php?song_id=${song.song_id}`),
          ).data.lrc,
      ),
    );
    for (const field of [
      'lrc_word',
      'lrc_word_cn',
      'lrc_word_roma',
      'lrc_row',
      'lrc_row_colored',
      'lrc_ttml',
      'lrc_plain_text',
    ] as const) {
      expect(
        details.some((lrc) => lrc[field] !== ''),
        field,
      ).toBe(true);
    }
  });

  it('seeds the songs once: a restart or a second call adds nothing, and a deleted demo song stays deleted', async () => {
    const count = async () =>
      envelopeSchema(songPageSchema).parse(await get('/api/archive/music/get_songs.php')).data.total;
    const before = await count();
    expect(await seedIfNeeded(t.db, new Date(), t.db.config)).toBe(false);
    expect(await seedDemoSongs(t.db.db, t.db.config)).toBe(0);
    await t.db.db.deleteFrom('songs').where('song_id', '=', 'demo-lantern-lodge').execute();
    expect(await seedDemoSongs(t.db.db, t.db.config)).toBe(0);
    expect(await count()).toBe(before - 1);
  });

  it('makes song ids from the audio file names, never only digits', () => {
    expect(demoSongId({ audio_path: 'audio/demo-lantern-lodge.wav' })).toBe('demo-lantern-lodge');
    expect(demoSongId({ audio_path: 'audio/123.wav' })).toBe('demo-123');
  });
});
