import { Worker } from 'node:worker_threads';

/** One resized copy of a picture as the worker made it: its size in pixels and its encoded bytes. */
export type MadeVariant = { width: number; height: number; bytes: Uint8Array };

/** What `makeVariants` answers: the upright picture's size, its re-encoded whole when asked, and its variants. */
export type MadeVariants = { width: number; height: number; original?: Uint8Array; variants: MadeVariant[] };

/** How long one picture may take in the worker before it is given up (ms): a 12 MP JPEG takes ~3 s here. */
export const variantTimeoutMs = 60_000;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Decodes the JPEG or PNG `bytes` in a worker thread (`variant-worker.mjs`, with jimp: the event loop stays free)
 * and answers its variants at each of `widths` narrower than it, in its own format (JPEG at `quality` 0-100), EXIF
 * orientation applied and no metadata kept; with `keepOriginal` false also the whole picture re-encoded upright.
 * Pictures are done one at a time in this process (each takes a core for seconds: issue 23 point 3). Throws an
 * Error when the picture cannot be decoded or the worker fails or outlasts `variantTimeoutMs`.
 */
export function makeVariants(
  bytes: Uint8Array,
  mime: 'image/jpeg' | 'image/png',
  widths: readonly number[],
  { quality = 80, keepOriginal = true }: { quality?: number; keepOriginal?: boolean } = {},
): Promise<MadeVariants> {
  const run = queue.then(() => runWorker({ id: 1, bytes, mime, widths: [...widths], quality, keepOriginal }));
  queue = run.catch(() => {});
  return run;
}

function runWorker(job: Record<string, unknown>): Promise<MadeVariants> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./variant-worker.mjs', import.meta.url), {
      // The worker is plain JavaScript: no TypeScript loader is needed (nor inherited from a test runner).
      execArgv: [],
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error('the picture took too long to resize'));
    }, variantTimeoutMs);
    const finish = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (answer: MadeVariants & { error?: string }) => {
      finish();
      if (answer.error !== undefined) reject(new Error(answer.error));
      else resolve(answer);
    });
    worker.once('error', (error) => {
      finish();
      reject(error);
    });
    worker.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the picture worker stopped (${code})`));
    });
    worker.postMessage(job);
  });
}
