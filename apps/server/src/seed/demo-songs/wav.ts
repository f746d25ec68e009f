import { endianness } from 'node:os';

/**
 * 16-bit PCM mono WAV files: the canonical 44-byte RIFF header and little-endian samples.
 */

/** What a WAV header says (sample rate in Hz, duration in seconds). */
export interface WavInfo {
  sample_rate: number;
  channels: number;
  bits_per_sample: number;
  /** Number of samples per channel. */
  frames: number;
  /** Seconds: frames / sample_rate. */
  duration: number;
  /** Byte offset of the first sample. */
  data_offset: number;
}

const HEADER_BYTES = 44;

/**
 * Samples (-32768..32767) to a mono 16-bit PCM WAV file.
 * @example encodeWav(new Int16Array(22050), 22050).length // 44 + 44100 (one second of silence)
 */
export function encodeWav(samples: Int16Array, sample_rate: number): Buffer {
  const data_bytes = samples.length * 2;
  const out = Buffer.alloc(HEADER_BYTES + data_bytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + data_bytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sample_rate, 24);
  out.writeUInt32LE(sample_rate * 2, 28); // bytes per second
  out.writeUInt16LE(2, 32); // bytes per frame
  out.writeUInt16LE(16, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(data_bytes, 40);
  // WAV is little-endian; copy the samples' bytes as they are on a little-endian machine (all Node targets
  // in use), else write them one by one.
  if (endianness() === 'LE') Buffer.from(samples.buffer, samples.byteOffset, data_bytes).copy(out, HEADER_BYTES);
  else for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i] as number, HEADER_BYTES + i * 2);
  return out;
}

/**
 * Reads a PCM WAV file's `fmt ` and `data` chunks (other chunks are skipped).
 * @throws Error naming what is wrong when the bytes are not a RIFF/WAVE file with both chunks.
 */
export function readWavInfo(bytes: Uint8Array): WavInfo {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 12 || buf.toString('ascii', 0, 4) !== 'RIFF' || buf.toString('ascii', 8, 12) !== 'WAVE')
    throw new Error('not a RIFF/WAVE file');
  if (buf.readUInt32LE(4) !== buf.length - 8) throw new Error('RIFF size does not match the file');
  let offset = 12;
  let fmt: { format: number; channels: number; sample_rate: number; bits: number; block: number } | undefined;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      fmt = {
        format: buf.readUInt16LE(body),
        channels: buf.readUInt16LE(body + 2),
        sample_rate: buf.readUInt32LE(body + 4),
        block: buf.readUInt16LE(body + 12),
        bits: buf.readUInt16LE(body + 14),
      };
      if (buf.readUInt32LE(body + 8) !== fmt.sample_rate * fmt.block) throw new Error('byte rate does not match');
    } else if (id === 'data') {
      if (!fmt) throw new Error('data chunk before fmt chunk');
      if (fmt.format !== 1) throw new Error('not PCM');
      if (body + size > buf.length) throw new Error('data chunk runs past the file');
      const frames = size / fmt.block;
      return {
        sample_rate: fmt.sample_rate,
        channels: fmt.channels,
        bits_per_sample: fmt.bits,
        frames,
        duration: frames / fmt.sample_rate,
        data_offset: body,
      };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** A 16-bit mono WAV file's samples as -1..1 floats. @throws Error as `readWavInfo`, or when not 16-bit mono. */
export function readWavSamples(bytes: Uint8Array): { info: WavInfo; samples: Float32Array } {
  const info = readWavInfo(bytes);
  if (info.channels !== 1 || info.bits_per_sample !== 16) throw new Error('not 16-bit mono');
  const view = new DataView(bytes.buffer, bytes.byteOffset + info.data_offset, info.frames * 2);
  const samples = new Float32Array(info.frames);
  for (let i = 0; i < info.frames; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
  return { info, samples };
}
