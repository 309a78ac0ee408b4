import type { ApiKeyRecord } from '../../core/auth.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { KeyedFeedCache } from '../../db/feed-cache.ts';

/**
 * The channel on which PostgreSQL announces, in the changing transaction,
 * every change that can make a cached key stale: triggers on api_keys and
 * tenants send it (migration 0019_api_key_invalidation_triggers), so no
 * write path can forget to. Payloads: `["key", id]`, `["tenant", id]`, or
 * `*` for a TRUNCATE.
 */
export const API_KEY_CHANNEL = 'refcheck_api_keys';

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
 * barrier on PostgreSQL). It never serves a key revoked before the call
 * arrived, in any process (the shape every cache has, KeyedFeedCache):
 *
 * - the triggers of migration 0019 notify a revoked or changed key, and a
 *   deleted tenant, inside the changing transaction, so PostgreSQL delivers
 *   it to every process at the commit itself (even if the writer dies right
 *   after); a user's deletion or removal from a tenant revokes their keys
 *   in its transaction;
 * - a load that raced with an invalidation is not kept;
 * - a cached key is trusted only after the feed's read barrier for the call;
 * - while the feed is not live the cache is off.
 *
 * Expiry is checked against the clock on every call, cached or not.
 */
export class ApiKeyCache extends KeyedFeedCache<string, CachedApiKey> {
  constructor(changes: ChangeFeed) {
    super(changes, [API_KEY_CHANNEL]);
  }

  protected evict(payload: string): void {
    const change = parseKeyChange(payload);
    if (change.kind === 'key') this.forgetWhere((key) => key.id === change.id);
    else if (change.kind === 'tenant') this.forgetWhere((key) => key.tenantId === change.id);
    else this.forgetAll();
  }
}

type KeyChange = { kind: 'key' | 'tenant'; id: string } | { kind: 'everything' };

/** A payload of API_KEY_CHANNEL; `*`, or anything unreadable, is every key. */
function parseKeyChange(payload: string): KeyChange {
  if (!payload.startsWith('[')) return { kind: 'everything' };
  try {
    const [kind, id] = JSON.parse(payload) as unknown[];
    if ((kind === 'key' || kind === 'tenant') && typeof id === 'string') return { kind, id };
  } catch {
    // Unreadable: forgetting everything is always correct.
  }
  return { kind: 'everything' };
}
