import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Clock, systemClock } from './core/clock.ts';
import { redactUrl, serializeError } from './core/log-redaction.ts';
import type { Mailer } from './core/mailer.ts';
import { ChangeFeed, changeSourceWith } from './db/change-feed.ts';
import { type Database, databaseOptions, openDatabase } from './db/client.ts';
import { idempotencyPurgeJob } from './http/idempotency-purge.job.ts';
import { createModuleCaches, moduleJobs, modulePorts } from './modules/index.ts';
import type { JobDefinition } from './outbox/job.ts';
import { sendEmailJob } from './outbox/jobs/send-email.job.ts';
import { createMailer } from './outbox/mailer.ts';
import { JobRegistry } from './outbox/registry.ts';
import { createSmsSender } from './outbox/sms.ts';

/** What a caller may supply instead of what createContext would build from the config. */
export interface ContextOverrides {
  /** An open, migrated database; without it one is opened from config, migrated, and closed on close. */
  database?: Database;
  /**
   * The database from config, already being opened (server.ts starts it
   * before loading the app's modules, so PGlite's thread opens its data
   * directory meanwhile); migrated and closed on close as one opened here.
   */
  opening?: Promise<Database>;
  clock?: Clock;
  mailer?: Mailer;
  logger?: Logger;
}

export interface ComposedContext {
  ctx: AppContext;
  database: Database;
  /** Stops the change feed, closes the mailer, and the database if createContext opened it. */
  close(): Promise<void>;
}

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  /** Where the lines go (tests read them from a buffer); stdout by default. */
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
    // No personal data or secrets (core/log-redaction.ts): errors keep class, code and SQL,
    // never bound parameters; addresses lose tokens and personal query parameters.
    serializers: {
      req: (request: { method: string; url: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
      }),
      err: serializeError,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The composition root: the one place an AppContext is built (the API
 * process, the stand-alone worker, scripts). Opens and migrates the database
 * unless one is passed in, and builds the change feed, clock, mailer,
 * logger, the process caches, the ports of src/http and the job registry
 * (the outbox's send-email job and every module's jobs). The change feed is
 * not started here: the app starts it when it is ready, and a process that
 * serves no cached reads (the worker) never does.
 */
export async function createContext(
  config: Config,
  overrides: ContextOverrides = {},
): Promise<ComposedContext> {
  const log = overrides.logger ?? createLogger(config);
  const database =
    overrides.database ?? (await (overrides.opening ?? openDatabase(databaseOptions(config))));
  if (!overrides.database) await database.migrate();

  const changes = new ChangeFeed(
    changeSourceWith(database.changeSource, config.databaseListenUrl),
    log,
  );
  const ctx: AppContext = {
    config,
    db: database.db,
    engine: database.engine,
    ownsDatabase: database.ownedByProcess,
    changes,
    clock: overrides.clock ?? systemClock,
    mailer:
      overrides.mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.smtpFrom,
        log,
        nodeEnv: config.nodeEnv,
      }),
    sms: createSmsSender({ sms: config.sms, log, nodeEnv: config.nodeEnv }),
    log,
    // Created now, so they subscribe to the feed before it starts.
    caches: createModuleCaches(changes, config.processCachesOff),
    ports: modulePorts,
    jobs: new JobRegistry([
      sendEmailJob as JobDefinition,
      idempotencyPurgeJob as JobDefinition,
      ...moduleJobs,
    ]),
  };
  return {
    ctx,
    database,
    async close() {
      await changes.stop();
      ctx.mailer.close();
      if (!overrides.database) await database.close();
    },
  };
}
