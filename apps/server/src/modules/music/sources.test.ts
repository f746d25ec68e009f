import { envelopeSchema, musicSourcesSchema } from '@site/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/db.ts';

// Issue 19, point 4: the music pages advertise only the upstreams this server has set up; this call says which.
describe('archive/music/get_sources.php', () => {
  const sourcesWith = async (ncm: string | undefined, meting: string | undefined) => {
    const made = await createTestApp((config) => ({ ...config, ncmApiBase: ncm, metingApiBase: meting }));
    try {
      const res = await made.app.inject({ method: 'GET', url: '/api/archive/music/get_sources.php' });
      expect(res.statusCode).toBe(200);
      return envelopeSchema(musicSourcesSchema).parse(res.json()).data;
    } finally {
      await made.close();
    }
  };

  it('says neither source is set up without NCM_API_BASE and METING_API_BASE', async () => {
    expect(await sourcesWith(undefined, undefined)).toEqual({ ncm: false, meting: false });
  });

  it('says which are set up', async () => {
    expect(await sourcesWith('http://127.0.0.1:3000', undefined)).toEqual({ ncm: true, meting: false });
    expect(await sourcesWith(undefined, 'http://127.0.0.1:3001/meting/')).toEqual({ ncm: false, meting: true });
  });
});
