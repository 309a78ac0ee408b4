import { createContext, createLogger } from './composition.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { OutboxWorker } from './outbox/worker.ts';

/**
 * The outbox worker on its own (`npm run worker`), for deployments that run
 * workers apart from API processes. Needs PostgreSQL to run beside them: the
 * embedded engine belongs to one process (a lock on DATA_DIR refuses a second),
 * and `npm start` already runs a worker inside it.
 */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const log = createLogger(config);
  // The change feed is never started: the worker serves no cached reads; its writes notify the servers.
  const { ctx, close } = await createContext(config, { logger: log });
  // The worker's own timers do not hold a process (inside a server they must not): without this
  // the stand-alone worker ended as soon as it was idle. It runs until a signal stops it.
  setInterval(() => {}, 60_000);
  const worker = new OutboxWorker(ctx);
  let closing = false;
  // The job in hand finishes, the rest of the batch is released, then the database closes.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal, worker: worker.id }, 'shutting down');
    await worker.stop();
    await close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  log.info({ worker: worker.id, engine: ctx.engine }, 'outbox worker running');
  worker.start();
}

try {
  await main();
} catch (error) {
  // Another process holds the embedded data directory: say who, and exit having written nothing.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(75);
}
