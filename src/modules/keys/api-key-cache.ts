import { sql } from 'drizzle-orm';
import type { ApiKeyRecord } from '../../core/auth.ts';
import type { ChangeFeed, ChangeSubscriber } from '../../db/change-feed.ts';
import type { Tx } from '../../db/client.ts';

/** The PostgreSQL channel on which every process hears about revoked keys and deleted tenants. */
export const API_KEY_CHANNEL = 'refcheck_api_keys';
const MAX_ENTRIES = 10_000;
/** Defence in depth only: correctness comes from invalidation, not from the TTL. */
const TTL_MS = 5 * 60_000;

/** What requireApiKey needs of a key row, and the hash its secret is checked against. */
export interface CachedApiKey extends ApiKeyRecord {
  secretHash: string;
}

declare module '../../context.ts' {
  interface Caches {
    /** API keys by prefix, for requireApiKey (through the API-key port). */
    apiKeys: ApiKeyCache;
  }
}

/**
 * An in-process cache of API keys by prefix, so the key check on the hot path
 * costs no query of its own (only the change feed's shared `select 1`
 * barrier on PostgreSQL). It never serves a revoked key:
 *
 * - every revocation (and tenant or user deletion) sends `pg_notify` in its
 *   own transaction (see notifyApiKeysChanged); the process's ChangeFeed
 *   LISTENs and evicts on delivery, which PostgreSQL makes at commit;
 * - the process that made the change also evicts right after its commit;
 * - a read that raced with an invalidation is not cached (a generation
 *   counter), so a row read before a revocation cannot outlive it;
 * - before a cached key is trusted, the feed's read barrier (synced) makes
 *   sure every notification committed before the call has been applied, so
 *   even a revocation committed a microsecond earlier by another process is
 *   seen;
 * - while the feed is not live (start-up, reconnect, PostgreSQL without a
 *   connection string) the cache is off and every call reads the database,
 *   and it is emptied whenever notifications could have been missed.
 *
 * Expiry is checked against the clock on every call, cached or not.
 */
export class ApiKeyCache implements ChangeSubscriber {
  private readonly entries = new Map<string, { key: CachedApiKey; at: number }>();
  /** Bumped by every invalidation: a read that started before one is not cached. */
  generation = 0;

  constructor(private readonly changes: ChangeFeed) {
    changes.subscribe(API_KEY_CHANNEL, this);
  }

  get(prefix: string): CachedApiKey | undefined {
    if (!this.changes.isLive(API_KEY_CHANNEL)) return undefined;
    const entry = this.entries.get(prefix);
    if (!entry) return undefined;
    if (Date.now() - entry.at > TTL_MS) {
      this.entries.delete(prefix);
      return undefined;
    }
    return entry.key;
  }

  /** See ChangeFeed.synced: true once every revocation committed before `since` is applied. */
  synced(since?: number): true | Promise<boolean> {
    return this.changes.synced(since);
  }

  /** Caches a key read at `generation`, unless something was invalidated since. */
  set(prefix: string, key: CachedApiKey, generation: number): void {
    if (!this.changes.isLive(API_KEY_CHANNEL) || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(prefix, { key, at: Date.now() });
  }

  notify(payload: string): void {
    this.invalidate(payload);
  }

  reset(): void {
    this.invalidate('all');
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
}

/**
 * Tells every process, at commit, that cached keys are stale: `key:<id>` for
 * one key, `all` for a tenant or user deletion. Call it inside the
 * transaction of the change, then `ctx.caches.apiKeys.invalidate(payload)`
 * after the commit for this process.
 */
export async function notifyApiKeysChanged(tx: Tx, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${API_KEY_CHANNEL}, ${payload})`);
}
