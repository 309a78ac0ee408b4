// Starts pglite-worker.ts from its TypeScript source (tests, scripts run with
// tsx): a worker thread does not inherit the main thread's tsx loader, and
// Node 20 does not apply `--import tsx` from a worker's execArgv.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
