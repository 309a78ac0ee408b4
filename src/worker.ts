import { createLogger } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { systemClock } from './core/clock.ts';
import { ChangeFeed } from './db/change-feed.ts';
import { openDatabase } from './db/client.ts';
import { createMailer } from './outbox/mailer.ts';
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
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/pgdata`,
  });
  await database.migrate();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom, log });
  const worker = new OutboxWorker({
    config,
    db: database.db,
    engine: database.engine,
    // Never started: the worker serves no cached reads; its writes notify the servers.
    changes: new ChangeFeed(database.changeSource, log),
    clock: systemClock,
    mailer,
    log,
  });
  const shutdown = async () => {
    await worker.stop();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  worker.start();
  log.info({ worker: worker.id, engine: database.engine }, 'outbox worker running');
}

await main();
