import { adminToken, englishInterface, guardConsole, registerByApi, signIn, unique } from './support.ts';
import { expect, test } from './test.ts';

/**
 * The admin's "add song" dialog in Chromium against the real server (see e2e/serve.mjs): a real WAV file goes
 * through upload_media.php with a visible progress bar (the upload is throttled so the bar can be seen), the
 * song is saved with new_song.php and listed, its page opens, and its audio answers Range requests with 206.
 * A user sees no "Add song" button, and the server refuses their upload. English interface.
 */

englishInterface();
// The refused upload is logged by Chromium as a failed resource load; the test checks the answer itself.
guardConsole({ allow: /status of 40[0-9]/ });

/** A mono 16-bit PCM WAV of `seconds` of a 440 Hz tone at 8,000 Hz. */
function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), 44 + i * 2);
  return wav;
}

test('[API-24] the admin uploads a song with a progress bar; it is listed, has its page and its audio answers Range requests', async ({
  page,
}) => {
  const admin = await adminToken(page.request, { remember: true });
  await signIn(page, admin);
  await page.goto('/archive/music/songs');
  await page.getByRole('button', { name: 'Add song' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a song' });
  const title = `Upload test ${Date.now().toString(36)}`;
  const wav = toneWav(12); // 192 KB
  await dialog.getByLabel('Audio file').setInputFiles({ name: 'tone.wav', mimeType: 'audio/wav', buffer: wav });
  // The browser reads the length from the file itself.
  await expect(dialog.getByText(/length 0:12/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Artists' }).fill('E2E');
  await dialog.getByLabel('Lyric file (optional)').setInputFiles({
    name: 'tone.lrc',
    mimeType: 'text/plain',
    buffer: Buffer.from('[00:01.00]first\n[00:05.00]second\n'),
  });
  await expect(dialog.getByRole('combobox', { name: 'Lyric type' })).toHaveValue('lrc_row');

  // About 2 s of upload at 96 KB/s: the bar is seen part-way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 96 * 1024,
  });
  await dialog.getByRole('button', { name: 'Add song' }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Uploading the audio…' });
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 10_000 }).toBeGreaterThan(0);
  const partway = Number(await bar.getAttribute('value').catch(() => '100'));
  expect(partway).toBeLessThan(100);
  await expect(page.getByText(`Song added: ${title}`)).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(dialog).toBeHidden();

  // Listed (newest first) with a link to its page.
  const link = page.getByRole('link', { name: title }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The stored song and its audio, as the player reads them.
  const songs = (await (await page.request.get('/api/archive/music/get_songs.php?page_size=100')).json()) as {
    data: { items: { title: string; song_id: string; audio_url: string; song_duration: number }[] };
  };
  const song = songs.data.items.find((s) => s.title === title);
  expect(song?.audio_url).toMatch(/^\/media\/audio\/[0-9a-f]{32}\.wav$/);
  expect(song?.song_duration).toBeCloseTo(12, 1);
  const detail = (await (
    await page.request.get(`/api/archive/music/get_song_detail.php?song_id=${song?.song_id}`)
  ).json()) as {
    data: { lrc: { lrc_row: string } };
  };
  expect(detail.data.lrc.lrc_row).toBe('[00:01.00]first\n[00:05.00]second\n');
  const range = await page.request.get(song?.audio_url ?? '', { headers: { Range: 'bytes=44-1043' } });
  expect(range.status()).toBe(206);
  expect(range.headers()['content-range']).toBe(`bytes 44-1043/${wav.length}`);
  expect((await range.body()).equals(wav.subarray(44, 1044))).toBe(true);
  const unsatisfiable = await page.request.get(song?.audio_url ?? '', { headers: { Range: `bytes=${wav.length}-` } });
  expect(unsatisfiable.status()).toBe(416);
  expect(unsatisfiable.headers()['content-range']).toBe(`bytes */${wav.length}`);
});

test('a user sees no "Add song" button and the server refuses their upload with 403', async ({ page }) => {
  const tokenid = await registerByApi(page.request, unique('listener'));
  await signIn(page, tokenid);
  await page.goto('/archive/music/songs');
  await expect(page.getByRole('heading', { name: 'Songs' })).toBeVisible();
  await expect(page.getByRole('list').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add song' })).toHaveCount(0);
  const refused = await page.request.post('/api/archive/music/upload_media.php', {
    multipart: { tokenid, kind: 'audio', file: { name: 'a.wav', mimeType: 'audio/wav', buffer: toneWav(1) } },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ status: 'error', message: 'forbidden' });
});
