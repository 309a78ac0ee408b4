import type { Logger } from 'pino';
import type { Config } from '../config.ts';
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
  clock: Clock;
  mailer: Mailer;
  log: Logger;
}
