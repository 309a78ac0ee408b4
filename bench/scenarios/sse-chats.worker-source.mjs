// Starts sse-chats.worker.ts from its TypeScript source: a worker thread does
// not inherit the main thread's tsx loader (see src/db/pglite-worker-source.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./sse-chats.worker.ts');
