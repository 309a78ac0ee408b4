import type pg from 'pg';
import { isConnectionLoss } from './connection-loss.ts';

/**
 * Startup options of the application's pool on a PostgreSQL server: its
 * sessions record the changes their triggers announce instead of notifying
 * in the transaction (refcheck_announce, migration 0012), and hear them as
 * notices (on by default; a role set to hear only warnings would silence them).
 */
export const AFTER_COMMIT_OPTIONS = '-c refcheck.notify=after_commit -c client_min_messages=notice';

/**
 * The channel on which the code that committed says which transaction's
 * notifications it has just sent (payload: the xid), after them in the same
 * statement: a change feed that heard it skips that transaction's rows when
 * it reads the change log.
 */
export const CHANGE_LOG_CHANNEL = 'refcheck_change_log';

/** The message of refcheck_announce's notice; its detail is `[xid, channel, payload]`. */
const CHANGE_NOTICE = 'refcheck_change';

const SEND = `select pg_notify(c, p) from unnest($1::text[], $2::text[]) with ordinality as t(c, p, n)
  order by n`;

type Send = (channels: string[], payloads: string[]) => Promise<unknown>;

/** The changes a unit of work's triggers recorded, to be notified once it has committed. */
class Announcements {
  private readonly changes = new Map<string, [channel: string, payload: string]>();
  private readonly xids = new Set<string>();
  /** How to notify on the pool the changes came from (set when a connection is bound). */
  send: Send | undefined;
  /**
   * Its work has ended: work it started that outlives it (a timer) is a unit
   * of its own, and a statement of it still running then sends its changes
   * when its connection goes back to the pool.
   */
  ended = false;
  /** The connection the unit's work was checked out first (its transaction's), if bound. */
  primary: pg.PoolClient | undefined;
  /**
   * That connection, kept from the pool when its work released it with
   * changes recorded: the notifications go out on it, without waiting for a
   * connection again behind other calls.
   */
  held: { client: pg.PoolClient; release: (error?: Error) => void } | undefined;

  /** Whether to keep `client` for the announcement instead of releasing it now. */
  keeps(client: pg.PoolClient): boolean {
    return !this.ended && !this.held && client === this.primary && this.changes.size > 0;
  }

  /** The work failed (its transaction rolled back): gives the connection back, sends nothing. */
  discard(): void {
    this.changes.clear();
    this.xids.clear();
    const held = this.held;
    this.held = undefined;
    held?.release();
  }

  record(detail: string | undefined): void {
    try {
      const [xid, channel, payload] = JSON.parse(detail ?? '') as unknown[];
      if (typeof xid !== 'string' || typeof channel !== 'string' || typeof payload !== 'string') {
        return;
      }
      this.xids.add(xid);
      // A row written twice in a transaction is announced once.
      this.changes.set(JSON.stringify([channel, payload]), [channel, payload]);
    } catch {
      // Not ours: the change log still carries whatever it was.
    }
  }

  /**
   * Sends every change recorded, then one notification per transaction on
   * CHANGE_LOG_CHANNEL, in one statement: its own commit, which writes
   * nothing else, is the only one that takes NOTIFY's lock. A failure is not
   * the caller's (its change has committed): the change log carries it.
   */
  async announce(): Promise<void> {
    const held = this.held;
    this.held = undefined;
    const batch = this.takeRecorded();
    if (!batch || !this.send) {
      held?.release();
      return;
    }
    if (!held) {
      await this.send(...batch).catch(() => {});
      return;
    }
    const failure = await held.client.query(SEND, batch).then(
      () => undefined,
      (error: Error) => error,
    );
    // A connection that failed to send is not given back for reuse.
    held.release(failure);
    // Lost after the commit (pg_terminate_backend, a restart): once more on a new
    // connection, so that a read after the caller's reply still finds the change at
    // any process's read barrier. Should that fail too, the change log carries it.
    if (failure && isConnectionLoss(failure)) await this.send(...batch).catch(() => {});
  }

  /** The recorded changes as SEND's two arrays (emptied), or undefined when none. */
  private takeRecorded(): [channels: string[], payloads: string[]] | undefined {
    if (this.changes.size === 0) return undefined;
    const channels: string[] = [];
    const payloads: string[] = [];
    for (const [channel, payload] of this.changes.values()) {
      channels.push(channel);
      payloads.push(payload);
    }
    for (const xid of this.xids) {
      channels.push(CHANGE_LOG_CHANNEL);
      payloads.push(xid);
    }
    this.changes.clear();
    this.xids.clear();
    return [channels, payloads];
  }
}

/**
 * The unit of work whose work is starting: set only while `work()` runs up to
 * its first `await`, which is when a transaction checks its connection out
 * (Drizzle's `transaction` and tx.ts both call `connect()` first). That is
 * all the binding needs, so no AsyncLocalStorage: its first `run()` turns on
 * Node 20's promise hooks for every promise of the process (a few percent of
 * each request's CPU in a profile, bench/results). A statement sent on the pool
 * later in the work is a unit of its own, announced after its own commit,
 * which is still before the caller's reply.
 */
let starting: Announcements | undefined;
/** Whether announceAfterCommit has set up a pool in this process. */
let anyPoolAnnounces = false;

/**
 * Runs `work`, whose writes have committed when it resolves (a transaction,
 * or statements each committing on its own), and then sends the
 * notifications its writes' triggers recorded, before returning: a read
 * that arrives after the caller's reply is behind them at any process's
 * read barrier. Nothing is sent when `work` fails (its transaction rolled
 * back). Outside a PostgreSQL pool set up by announceAfterCommit (PGlite)
 * nothing is recorded and this only runs `work`.
 */
export async function announcingAfterCommit<T>(work: () => Promise<T>): Promise<T> {
  if (!anyPoolAnnounces) return work();
  const announcements = new Announcements();
  let result: T;
  try {
    result = await startIn(announcements, work);
  } catch (error) {
    announcements.ended = true;
    announcements.discard();
    throw error;
  }
  announcements.ended = true;
  await announcements.announce();
  return result;
}

/** Calls `work` with `unit` as the unit its connections check out for (see `starting`). */
function startIn<T>(unit: Announcements, work: () => Promise<T>): Promise<T> {
  const outer = starting;
  starting = unit;
  try {
    return work();
  } finally {
    starting = outer;
  }
}

/** The unit of work whose work is starting, unless it has ended. */
function currentUnit(): Announcements | undefined {
  return starting?.ended ? undefined : starting;
}

type Connect = (
  callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void,
) => Promise<pg.PoolClient> | undefined;
type Query = (...args: unknown[]) => unknown;

/**
 * Sets up a pool whose sessions use AFTER_COMMIT_OPTIONS: every connection
 * it hands out collects its change notices for the unit of work that
 * checked it out (announcingAfterCommit). With announcingTransactions on the
 * Drizzle database over it, no write path can forget:
 *
 * - a transaction (Drizzle's, whether the helpers of tx.ts open it or not)
 *   sends its notifications after its COMMIT and before it resolves, on its
 *   own connection, which goes back to the pool only then;
 * - a statement run on the pool outside a transaction (an autocommit write)
 *   is a unit of its own: sent after it and before it resolves;
 * - a connection checked out by hand outside any unit (nothing does so
 *   today) sends them when it goes back to the pool, whether it committed or
 *   not (a needless notification only costs a cache entry), without
 *   delaying its caller;
 * - a process that dies before sending leaves the change log, which every
 *   feed reads (change-log-reader.ts).
 */
export function announceAfterCommit(pool: pg.Pool): void {
  anyPoolAnnounces = true;
  const query = pool.query.bind(pool) as unknown as Query;
  const connect = pool.connect.bind(pool) as unknown as Connect;
  const send: Send = (channels, payloads) => query(SEND, [channels, payloads]) as Promise<unknown>;
  const bound = new WeakMap<pg.PoolClient, { to: Announcements; detached: boolean }>();

  pool.on('connect', (client) => {
    client.on('notice', (notice) => {
      if (notice.message === CHANGE_NOTICE) bound.get(client)?.to.record(notice.detail);
    });
  });
  pool.on('release', (_error, client) => {
    const binding = bound.get(client);
    bound.delete(client);
    if (binding && (binding.detached || binding.to.ended)) void binding.to.announce();
  });
  const bind = (client: pg.PoolClient, to: Announcements | undefined) => {
    const announcements = to ?? new Announcements();
    announcements.send ??= send;
    bound.set(client, { to: announcements, detached: !to });
    if (!to || to.primary) return;
    to.primary = client;
    // pg-pool sets a new release function at every checkout: this one lasts for this checkout.
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      if (error || !to.keeps(client)) return release(error);
      // Checked out, the connection has no listener for an error of its own until it is back.
      const ignore = () => {};
      client.on('error', ignore);
      to.held = {
        client,
        release: (failure) => {
          client.off('error', ignore);
          release(failure);
        },
      };
    };
  };

  const boundConnect: Connect = (callback) => {
    // The unit of work of the caller, captured now: the client may come later, from a queue.
    const unit = currentUnit();
    if (!callback) {
      return connect()!.then((client) => {
        bind(client, unit);
        return client;
      });
    }
    return connect((error, client, done) => {
      if (client) bind(client, unit);
      callback(error, client, done);
    });
  };
  const boundQuery: Query = (...args) => {
    if (currentUnit() || args.some((arg) => typeof arg === 'function')) return query(...args);
    return announcingAfterCommit(() => query(...args) as Promise<unknown>);
  };
  Object.assign(pool, { connect: boundConnect, query: boundQuery });
}

interface Transactional {
  transaction(...args: never[]): Promise<unknown>;
}

/** Makes every transaction `db` opens a unit of work whose notifications are sent after its commit. */
export function announcingTransactions<D extends Transactional>(db: D): D {
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>;
  Object.assign(db, {
    transaction: (...args: unknown[]) => announcingAfterCommit(() => transaction(...args)),
  });
  return db;
}
