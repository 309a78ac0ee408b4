import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db, Engine } from '../db/client.ts';
import type { Mailer } from '../outbox/mailer.ts';
import type { Clock } from './clock.ts';

/**
 * What services, routes and jobs are built from. Passed explicitly, so a test
 * can swap the clock or the mailer without touching globals.
 */
export interface AppContext {
  config: Config;
  db: Db;
  engine: Engine;
  /** Committed changes as they happen, for the process's caches (started by the app). */
  changes: ChangeFeed;
  clock: Clock;
  mailer: Mailer;
  log: Logger;
}
