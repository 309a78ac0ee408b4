import { createContext, createLogger } from './composition.ts';
import { ConfigError, loadConfig } from './config.ts';
import { OutboxWorker } from './outbox/worker.ts';

/**
 * The outbox worker on its own (`npm run worker`), for deployments that run
 * workers apart from API processes. Needs PostgreSQL: the embedded engine
 * belongs to one process, which already runs a worker inside `npm start`.
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
  if (!config.databaseUrl) {
    log.warn(
      'DATABASE_URL is unset: running on the embedded database; do not run npm start at the same time',
    );
  }
  // The change feed is never started: the worker serves no cached reads; its writes notify the servers.
  const { ctx, close } = await createContext(config, { logger: log });
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

await main();
