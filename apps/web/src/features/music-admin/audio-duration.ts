/** How long `readAudioDuration` waits for the browser to read a file's length, in ms. */
export const AUDIO_DURATION_TIMEOUT_MS = 8000;

/**
 * The length of an audio file in seconds, read by the browser from its metadata (an `<audio>` element on an
 * object URL). Resolves 0 when the browser cannot tell (an unknown format, no media support, the timeout).
 */
export function readAudioDuration(file: File): Promise<number> {
  return new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function' || typeof Audio === 'undefined') {
      resolve(0);
      return;
    }
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (seconds: number) => {
      clearTimeout(timer);
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
    };
    const timer = setTimeout(() => done(0), AUDIO_DURATION_TIMEOUT_MS);
    audio.preload = 'metadata';
    audio.addEventListener('loadedmetadata', () => done(audio.duration), { once: true });
    audio.addEventListener('error', () => done(0), { once: true });
    audio.src = url;
  });
}
