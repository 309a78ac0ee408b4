import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Clock } from './core/clock.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Db, Engine } from './db/client.ts';
import type { Mailer } from './outbox/mailer.ts';

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

/**
 * One instance per app of something built from its context (a process cache),
 * created on first use: `const cacheFor = perContext((ctx) => new Cache(ctx.changes))`.
 */
export function perContext<T>(create: (ctx: AppContext) => T): (ctx: AppContext) => T {
  const instances = new WeakMap<AppContext, T>();
  return (ctx) => {
    let instance = instances.get(ctx);
    if (instance === undefined) {
      instance = create(ctx);
      instances.set(ctx, instance);
    }
    return instance;
  };
}
