import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { Logger } from 'pino';
import { CHANGE_LOG_CHANNEL } from './after-commit.ts';
import { ChangeLogReader } from './change-log-reader.ts';

/** What a process-local cache gives the feed: how to apply a change, and how to forget everything. */
export interface ChangeSubscriber {
  /** A notification on the subscribed channel, delivered at its transaction's commit. */
  notify(payload: string): void;
  /** Notifications may have been missed (the feed (re)connected, lost its connection or stopped). */
  reset(): void;
}

/**
 * The embedded engine's LISTEN (PGlite itself, or its worker thread,
 * pglite-thread.ts): notifications are delivered before the answer to the
 * query that committed them.
 */
export interface EmbeddedListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Where notifications come from: the embedded engine itself, or a dedicated connection to the server. */
export type ChangeSource =
  | { engine: 'pglite'; client: EmbeddedListener }
  | { engine: 'postgresql'; url: string | undefined };

/** First reconnect delay, doubled after every failed attempt up to the maximum. */
/**
 * The database's own source of notifications, or a separate connection for
 * LISTEN when one is configured (DATABASE_LISTEN_URL: the pool goes through a
 * transaction-pooling proxy, through which LISTEN cannot work).
 */
export function changeSourceWith(
  source: ChangeSource,
  listenUrl: string | undefined,
): ChangeSource {
  return source.engine === 'postgresql' && listenUrl
    ? { engine: 'postgresql', url: listenUrl }
    : source;
}

const RECONNECT_MS = 1_000;
const MAX_RECONNECT_MS = 30_000;
/** A barrier that hangs must not hang requests: they fall back to reading the database. */
const BARRIER_TIMEOUT_MS = 2_000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;
/** A channel of the feed's own, to check that notifications reach its connection at all. */
const PROBE_CHANNEL = 'refcheck_change_feed_probe';
/** How often a feed on a server reads the change log (change-log-reader.ts). */
const CHANGE_LOG_READ_MS = 3_000;
/** How the LISTEN connection shows in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION_NAME = 'refcheck-change-feed';

interface Waiter {
  since: number;
  resolve: (synced: boolean) => void;
}

/**
 * PostgreSQL LISTEN/NOTIFY for the process's caches (every FeedCache,
 * feed-cache.ts): one dedicated connection per process, whatever the number
 * of channels, and one read barrier shared by all of them.
 *
 * A cache is correct only while its channel is live (`isLive`): a change is
 * announced by a trigger with `pg_notify` in the changing transaction, which
 * PostgreSQL delivers at commit (or right after the commit, below). Whenever
 * notifications could have been missed (connecting, reconnecting, losing the
 * connection, stopping) every subscriber is reset and the channel is not
 * live until LISTEN runs again.
 *
 * Delivery is asynchronous on a server, so a cache must not trust an entry
 * before `synced(since)`: every notification committed before `since` has
 * then been applied. On PGlite notifications are delivered before the
 * committing query resolves, in the one process there is, so it is always
 * synced. On PostgreSQL without a connection string (tests that hand the app
 * a pool) nothing is ever live and the caches stay off.
 *
 * The application's own writes on a server notify after their commit
 * instead (after-commit.ts); the feed reads the change log every few seconds
 * on the same connection to apply any change whose notification was never
 * sent (ChangeLogReader).
 */
export class ChangeFeed {
  private readonly subscribers = new Map<string, Set<ChangeSubscriber>>();
  private readonly live = new Set<string>();
  private running = false;
  private listener: pg.Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private failedConnects = 0;
  private readonly pgliteUnlisten: (() => Promise<void>)[] = [];
  private changeLog: ChangeLogReader | undefined;
  private changeLogTimer: NodeJS.Timeout | undefined;
  private waiters: Waiter[] = [];
  /** performance.now() at which the barrier in flight was sent, if one is. */
  private roundStartedAt: number | undefined;
  /** Start of the latest barrier answered on the current connection: everything committed before it is applied. */
  private syncedThrough = Number.NEGATIVE_INFINITY;
  /** Barrier queries sent so far (how well concurrent callers share them). */
  barrierRoundTrips = 0;

  constructor(
    private readonly source: ChangeSource,
    private readonly log: Pick<Logger, 'warn'>,
  ) {}

  /** Delivers the channel's notifications to `subscriber` (live once LISTEN runs). Returns an unsubscribe. */
  subscribe(channel: string, subscriber: ChangeSubscriber): () => void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name ${channel}`);
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
      if (this.running) void this.listenTo(channel);
    }
    set.add(subscriber);
    return () => set.delete(subscriber);
  }

  /** True while every committed change on the channel reaches this process. */
  isLive(channel: string): boolean {
    return this.live.has(channel);
  }

  /**
   * A read barrier: resolves true once every notification committed before
   * `since` (a performance.now() time, by default the call) has been
   * applied. PostgreSQL sends a listening session its pending notifications
   * before the answer to its next query, so one `select 1` on the LISTEN
   * connection sent after `since` is enough. Concurrent callers share one
   * round trip, and a caller whose `since` precedes an answered barrier
   * passes at once (a request checks its key and reads its view after one
   * barrier). False when the connection is down or slow: read the database.
   */
  synced(since?: number): true | Promise<boolean> {
    if (this.source.engine === 'pglite') return true;
    // An unknown arrival time counts as now: stricter, never staler.
    if (!since) since = performance.now();
    if (this.syncedThrough >= since) return true;
    if (!this.listener) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.waiters.push({ since, resolve });
      this.pumpBarrier();
    });
  }

  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (this.source.engine === 'pglite') {
      await Promise.all([...this.subscribers.keys()].map((channel) => this.listenTo(channel)));
    } else if (this.source.url) {
      await this.connect(this.source.url);
    }
  }

  /**
   * Reads the change log now (it is read every few seconds anyway). False
   * when there is no connection to read it on, or the read failed.
   */
  async readChangeLog(): Promise<boolean> {
    const client = this.listener;
    const reader = this.changeLog;
    if (!client || !reader) return false;
    try {
      await reader.read();
      return this.listener === client;
    } catch (error) {
      if (this.source.engine === 'postgresql' && this.source.url) {
        this.lose(client, this.source.url, error as Error);
      }
      return false;
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.reconnect = undefined;
    const listener = this.listener;
    this.dropConnection();
    await listener?.end().catch(() => {});
    const unlisten = this.pgliteUnlisten.splice(0);
    await Promise.all(unlisten.map((stop) => stop().catch(() => {})));
  }

  private deliver(channel: string, payload: string): void {
    for (const subscriber of this.subscribers.get(channel) ?? []) subscriber.notify(payload);
  }

  private resetAll(channels: Iterable<string> = this.subscribers.keys()): void {
    for (const channel of channels) {
      for (const subscriber of this.subscribers.get(channel) ?? []) subscriber.reset();
    }
  }

  /** LISTENs on one more channel of a running feed; its subscribers start empty. */
  private async listenTo(channel: string): Promise<void> {
    try {
      if (this.source.engine === 'pglite') {
        const unlisten = await this.source.client.listen(channel, (payload) =>
          this.deliver(channel, payload),
        );
        this.pgliteUnlisten.push(unlisten);
      } else {
        const client = this.listener;
        if (!client) return; // connect() LISTENs on every channel
        await client.query(`LISTEN ${channel}`);
        if (this.listener !== client) return;
      }
      if (!this.running) return;
      this.resetAll([channel]);
      this.live.add(channel);
    } catch (error) {
      this.log.warn({ err: error, channel }, 'LISTEN failed; that cache stays off');
    }
  }

  private async connect(url: string): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      query_timeout: BARRIER_TIMEOUT_MS,
      application_name: CHANGE_FEED_APPLICATION_NAME,
      // A peer that vanished without a FIN is noticed in seconds, not after TCP's retries.
      keepAlive: true,
    });
    client.on('error', (error) => this.lose(client, url, error));
    client.on('end', () => this.lose(client, url));
    const changeLog = new ChangeLogReader(
      client,
      (channel, payload) => this.deliver(channel, payload),
      () => this.resetAll(),
    );
    client.on('notification', (message) => {
      if (message.channel === CHANGE_LOG_CHANNEL) changeLog.heardOf(message.payload ?? '');
      else this.deliver(message.channel, message.payload ?? '');
    });
    try {
      this.listener = client;
      await client.connect();
      const channels = [...this.subscribers.keys()];
      for (const channel of [...channels, CHANGE_LOG_CHANNEL]) {
        await client.query(`LISTEN ${channel}`);
      }
      await this.probe(client);
      await changeLog.start();
      if (this.listener !== client || !this.running) return;
      this.changeLog = changeLog;
      this.changeLogTimer = setInterval(() => void this.readChangeLog(), CHANGE_LOG_READ_MS);
      this.changeLogTimer.unref();
      // Anything could have changed while nobody listened: every cache starts empty.
      this.resetAll(channels);
      for (const channel of channels) this.live.add(channel);
      this.failedConnects = 0;
    } catch (error) {
      this.lose(client, url, error as Error);
    }
  }

  /** Gives up a connection (lost, failed, or too slow to trust) and schedules a new one. */
  private lose(client: pg.Client, url: string, error?: Error): void {
    if (this.listener !== client) return;
    this.dropConnection();
    if (error) this.log.warn({ err: error }, 'change feed connection lost; caches off');
    client.end().catch(() => {});
    this.scheduleReconnect(url);
  }

  /**
   * Checks that a notification reaches this connection: through a
   * transaction-pooling proxy LISTEN and NOTIFY may run on different server
   * connections, and caches that never hear a change must stay off. A
   * session receives its own notifications before the answer to the query
   * that committed them.
   */
  private async probe(client: pg.Client): Promise<void> {
    const token = randomUUID();
    let heard = false;
    const listen = (message: pg.Notification) => {
      if (message.channel === PROBE_CHANNEL && message.payload === token) heard = true;
    };
    client.on('notification', listen);
    try {
      await client.query(`LISTEN ${PROBE_CHANNEL}`);
      await client.query('select pg_notify($1, $2)', [PROBE_CHANNEL, token]);
    } finally {
      client.off('notification', listen);
    }
    await client.query(`UNLISTEN ${PROBE_CHANNEL}`);
    if (!heard) {
      throw new Error(
        'notifications do not reach the LISTEN connection (a transaction-pooling proxy?)',
      );
    }
  }

  /** Forgets the connection: nothing is live, every cache empties, barriers fail. */
  private dropConnection(): void {
    this.listener = undefined;
    this.changeLog = undefined;
    clearInterval(this.changeLogTimer);
    this.changeLogTimer = undefined;
    this.live.clear();
    this.syncedThrough = Number.NEGATIVE_INFINITY;
    this.resetAll();
    const waiting = this.waiters.splice(0);
    for (const waiter of waiting) waiter.resolve(false);
  }

  private scheduleReconnect(url: string): void {
    if (!this.running || this.reconnect) return;
    const delay = Math.min(RECONNECT_MS * 2 ** this.failedConnects, MAX_RECONNECT_MS);
    this.failedConnects += 1;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      void this.connect(url);
    }, delay);
    this.reconnect.unref();
  }

  private pumpBarrier(): void {
    if (this.roundStartedAt !== undefined || this.waiters.length === 0) return;
    const client = this.listener;
    if (!client) {
      for (const waiter of this.waiters.splice(0)) waiter.resolve(false);
      return;
    }
    const startedAt = performance.now();
    this.roundStartedAt = startedAt;
    this.barrierRoundTrips += 1;
    const settle = (answered: boolean) => {
      this.roundStartedAt = undefined;
      // Notifications were delivered (and applied) before the answer resolved.
      const synced = answered && this.listener === client;
      if (synced) this.syncedThrough = Math.max(this.syncedThrough, startedAt);
      const waiting = this.waiters;
      this.waiters = [];
      for (const waiter of waiting) {
        // A caller that came after this round was sent needs the next one.
        if (waiter.since <= startedAt) waiter.resolve(synced);
        else this.waiters.push(waiter);
      }
      this.pumpBarrier();
    };
    client.query('select 1').then(
      () => settle(true),
      (error: Error) => {
        // A barrier that timed out stays queued on the connection and every later one would
        // wait behind it: start over on a new connection.
        if (this.source.engine === 'postgresql' && this.source.url) {
          this.lose(client, this.source.url, error);
        }
        settle(false);
      },
    );
  }
}
