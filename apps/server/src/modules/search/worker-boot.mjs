// The search worker's entry (runner.ts): a worker thread is a fresh Node without the main thread's TypeScript
// loader, so it registers tsx (the loader `npm start` uses) before loading the worker's TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
