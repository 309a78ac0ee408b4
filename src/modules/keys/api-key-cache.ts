import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Scope } from '../../core/auth.ts';
import type { AppContext } from '../../core/context.ts';
import type { Environment } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';

/** The PostgreSQL channel on which every process hears about revoked keys and deleted tenants. */
export const API_KEY_CHANNEL = 'refcheck_api_keys';
const MAX_ENTRIES = 10_000;
/** Defence in depth only: correctness comes from invalidation, not from the TTL. */
const TTL_MS = 5 * 60_000;
const RECONNECT_MS = 1_000;
const BARRIER_TIMEOUT_MS = 2_000;

/** What requireApiKey needs of a key row. */
export interface CachedApiKey {
  id: string;
  tenantId: string;
  recruiterId: string;
  environment: Environment;
  secretHash: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  scopes: ReadonlySet<Scope>;
}

/**
 * An in-process cache of API keys by prefix, so the key check on the hot path
 * costs no query of its own (only a shared `select 1` barrier on
 * PostgreSQL). It never serves a revoked key:
 *
 * - every revocation (and tenant or user deletion) sends `pg_notify` in its
 *   own transaction (see notifyApiKeysChanged); each process LISTENs on a
 *   dedicated connection and evicts on delivery, which PostgreSQL makes at
 *   commit;
 * - the process that made the change also evicts right after its commit;
 * - a read that raced with an invalidation is not cached (a generation
 *   counter), so a row read before a revocation cannot outlive it;
 * - before a cached key is trusted, a read barrier (synced) makes sure every
 *   notification committed before the call has been applied, so even a
 *   revocation committed a microsecond earlier by another process is seen;
 * - while the LISTEN connection is down (start-up, reconnect) the cache is
 *   off and every call reads the database, and it is emptied on reconnect.
 *
 * On PGlite (one process by design) the cache is on and the local eviction
 * is all it needs. On PostgreSQL without DATABASE_URL (tests that hand the
 * app a database) there is no way to LISTEN, so the cache stays off.
 * Expiry is checked against the clock on every call, cached or not.
 */
export class ApiKeyCache {
  private readonly entries = new Map<string, { key: CachedApiKey; at: number }>();
  private enabled: boolean;
  private listener: pg.Client | undefined;
  private reconnect: NodeJS.Timeout | undefined;
  private stopped = false;
  /** Requests waiting for the next barrier round trip (see synced). */
  private waiters: ((ok: boolean) => void)[] = [];
  private syncing = false;
  /** Bumped by every invalidation: a read that started before one is not cached. */
  generation = 0;

  constructor(private readonly ctx: AppContext) {
    this.enabled = ctx.engine === 'pglite';
  }

  get(prefix: string): CachedApiKey | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(prefix);
    if (!entry) return undefined;
    if (Date.now() - entry.at > TTL_MS) {
      this.entries.delete(prefix);
      return undefined;
    }
    return entry.key;
  }

  /**
   * A read barrier before a cached key is trusted: resolves true once every
   * invalidation committed before the call has been applied here. PostgreSQL
   * sends a listening session its pending notifications before the answer
   * to its next query, so one `select 1` on the LISTEN connection that
   * starts after the call is enough. Concurrent calls share one round trip
   * (those arriving during a round trip wait for the next one). False when
   * the listener is down or slow: the caller reads the database instead.
   * PGlite is one process with synchronous local eviction: always true.
   */
  synced(): Promise<boolean> | true {
    if (this.ctx.engine === 'pglite') return true;
    if (!this.enabled || !this.listener) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.pumpBarrier();
    });
  }

  private pumpBarrier(): void {
    if (this.syncing || this.waiters.length === 0) return;
    const batch = this.waiters;
    this.waiters = [];
    const client = this.listener;
    if (!client) {
      for (const resolve of batch) resolve(false);
      return;
    }
    this.syncing = true;
    const settle = (ok: boolean) => {
      this.syncing = false;
      // Notifications were emitted (and applied) before the query's answer resolved.
      const trusted = ok && this.enabled && this.listener === client;
      for (const resolve of batch) resolve(trusted);
      this.pumpBarrier();
    };
    client.query('select 1').then(
      () => settle(true),
      () => settle(false),
    );
  }

  /** Caches a key read at `generation`, unless something was invalidated since. */
  set(prefix: string, key: CachedApiKey, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(prefix, { key, at: Date.now() });
  }

  /** Applies a notification payload: `key:<id>`, or anything else to drop everything. */
  invalidate(payload: string): void {
    this.generation += 1;
    if (payload.startsWith('key:')) {
      const id = payload.slice(4);
      for (const [prefix, entry] of this.entries) {
        if (entry.key.id === id) this.entries.delete(prefix);
      }
      return;
    }
    this.entries.clear();
  }

  /** Starts listening (PostgreSQL with a URL); the cache turns on once LISTEN is active. */
  async start(): Promise<void> {
    if (this.ctx.engine !== 'postgresql' || !this.ctx.config.databaseUrl) return;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.disable();
    if (this.reconnect) clearTimeout(this.reconnect);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => {});
  }

  private disable(): void {
    this.enabled = false;
    this.invalidate('all');
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.ctx.config.databaseUrl,
      // A barrier that hangs must not hang requests: they fall back to a database read.
      query_timeout: BARRIER_TIMEOUT_MS,
    });
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.disable();
      if (error) this.ctx.log.warn({ err: error }, 'API-key cache listener lost; cache off');
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === API_KEY_CHANNEL) this.invalidate(message.payload ?? 'all');
    });
    try {
      this.listener = client;
      await client.connect();
      await client.query(`LISTEN ${API_KEY_CHANNEL}`);
      if (this.listener !== client || this.stopped) return;
      // Anything could have changed while nobody listened: start empty.
      this.invalidate('all');
      this.enabled = true;
    } catch (error) {
      lost(error as Error);
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      void this.connect();
    }, RECONNECT_MS);
    this.reconnect.unref();
  }
}

const caches = new WeakMap<AppContext, ApiKeyCache>();

/** The cache of an app (one per AppContext). */
export function apiKeyCacheFor(ctx: AppContext): ApiKeyCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new ApiKeyCache(ctx);
    caches.set(ctx, cache);
  }
  return cache;
}

/**
 * Tells every process, at commit, that cached keys are stale: `key:<id>` for
 * one key, `all` for a tenant or user deletion. Call it inside the
 * transaction of the change, then `apiKeyCacheFor(ctx).invalidate(payload)`
 * after the commit for this process.
 */
export async function notifyApiKeysChanged(tx: Tx, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${API_KEY_CHANNEL}, ${payload})`);
}
