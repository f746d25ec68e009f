import { describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo, readWavSamples } from './wav.ts';

describe('wav', () => {
  it('writes a 44-byte PCM header and reads the samples back', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const bytes = encodeWav(samples, 22050);
    expect(bytes.length).toBe(44 + 12);
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(readWavInfo(bytes)).toEqual({
      sample_rate: 22050,
      channels: 1,
      bits_per_sample: 16,
      frames: 6,
      duration: 6 / 22050,
      data_offset: 44,
    });
    expect(Array.from(readWavSamples(bytes).samples).map((v) => Math.round(v * 32768))).toEqual(Array.from(samples));
  });

  it('refuses what is not a whole PCM WAV file', () => {
    const good = encodeWav(new Int16Array(4), 8000);
    expect(() => readWavInfo(Buffer.from('not a wav file at all'))).toThrow(/RIFF/);
    expect(() => readWavInfo(good.subarray(0, 40))).toThrow(/size/);
    const badRate = Buffer.from(good);
    badRate.writeUInt32LE(1, 28);
    expect(() => readWavInfo(badRate)).toThrow(/byte rate/);
    const float = Buffer.from(good);
    float.writeUInt16LE(3, 20);
    expect(() => readWavInfo(float)).toThrow(/not PCM/);
    const noData = Buffer.from(good);
    noData.write('junk', 36, 'ascii');
    expect(() => readWavInfo(noData)).toThrow(/no data chunk/);
  });
});
