import { LRUCache } from 'lru-cache';
import type { TenantScope } from '../../core/tenancy.ts';
import type { ChangeFeed, ChangeSubscriber } from '../../db/change-feed.ts';
import type { ReferenceRequestRead } from './request-view.query.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';

declare module '../../context.ts' {
  interface Caches {
    /** Reference-request views, for getReferenceRequest. */
    requestViews: RequestViewCache;
  }
}

/**
 * The channel on which PostgreSQL announces, at commit, every change to a
 * table the request view reads. Triggers send it (migration
 * 0001_request_view_notify), so no write path can forget to; the payload is
 * `<tenant id>:<environment>`, or `*` for a TRUNCATE.
 */
export const REQUEST_VIEW_CHANNEL = 'refcheck_request_views';
/** The payload of a TRUNCATE, which has no rows to name a scope by. */
const EVERY_SCOPE = '*';
const MAX_ENTRIES = 10_000;
/** Defence in depth only: correctness comes from invalidation, not from the TTL. */
const TTL_MS = 5 * 60_000;

/** Where a tenant's environment stood when a view was read: an entry from an older one is stale. */
interface ScopeStamp {
  epoch: number;
  version: number;
}

interface Entry extends ScopeStamp {
  view: ReferenceRequestView;
  /** Epoch ms at which the view stops being true without a write (a share link expires). */
  staleAt: number | null;
}

/**
 * An in-process cache of reference-request views, so that polling a request
 * (what agents and partner systems do) costs no query. It never serves a
 * view older than a change committed before the call:
 *
 * - triggers on every table of the view send `pg_notify` with the tenant and
 *   environment in the changing transaction; each process hears it through
 *   its ChangeFeed at commit and bumps that scope's version, which makes
 *   every cached view of the scope stale at once;
 * - a view read while its scope changed is stamped with the older version,
 *   so it is never served;
 * - before a cached view is served, the feed's read barrier makes sure
 *   every notification committed before the request arrived has been
 *   applied (the same barrier as the API-key check, so no second round trip);
 * - a view with an active share link is stale once that link expires;
 * - while the feed is not live the cache is off.
 *
 * The grain is a tenant's environment, not a request: any write in the scope
 * empties the scope's views. Simple and safe; reads between writes are what
 * it is for.
 */
export class RequestViewCache implements ChangeSubscriber {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: TTL_MS });
  private readonly scopeVersions = new Map<string, number>();
  /** Bumped when notifications may have been missed: every earlier stamp is stale. */
  private epoch = 0;

  constructor(private readonly changes: ChangeFeed) {
    changes.subscribe(REQUEST_VIEW_CHANNEL, this);
  }

  /**
   * The view of `id`, from the cache when it is known to be current at
   * `receivedAt` (performance.now() of the request's arrival), otherwise
   * from `load`, which is then cached. Null when `load` finds nothing.
   */
  async read(
    scope: TenantScope,
    id: string,
    now: Date,
    receivedAt: number | undefined,
    load: () => Promise<ReferenceRequestRead | null>,
  ): Promise<ReferenceRequestView | null> {
    if (this.peek(scope, id, now)) {
      const synced = this.changes.synced(receivedAt);
      if (synced === true || (await synced)) {
        const view = this.peek(scope, id, now);
        if (view) return view;
      }
    }
    const stamp = this.stamp(scope);
    const read = await load();
    if (!read) return null;
    this.store(scope, id, read, stamp);
    return read.view;
  }

  notify(payload: string): void {
    if (payload === EVERY_SCOPE) this.reset();
    else this.scopeVersions.set(payload, (this.scopeVersions.get(payload) ?? 0) + 1);
  }

  reset(): void {
    // A new epoch makes every earlier stamp stale, so the versions can start over.
    this.epoch += 1;
    this.entries.clear();
    this.scopeVersions.clear();
  }

  /** The cached view, if its scope has not changed since it was read and it has not expired. */
  private peek(scope: TenantScope, id: string, now: Date): ReferenceRequestView | undefined {
    if (!this.changes.isLive(REQUEST_VIEW_CHANNEL)) return undefined;
    const key = entryKey(scope, id);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const current = this.stamp(scope);
    if (
      entry.epoch !== current.epoch ||
      entry.version !== current.version ||
      (entry.staleAt !== null && now.getTime() >= entry.staleAt)
    ) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.view;
  }

  private stamp(scope: TenantScope): ScopeStamp {
    return { epoch: this.epoch, version: this.scopeVersions.get(scopeKey(scope)) ?? 0 };
  }

  private store(scope: TenantScope, id: string, read: ReferenceRequestRead, stamp: ScopeStamp) {
    if (!this.changes.isLive(REQUEST_VIEW_CHANNEL)) return;
    const current = this.stamp(scope);
    // The scope changed while the view was read: it may predate that change.
    if (stamp.epoch !== current.epoch || stamp.version !== current.version) return;
    this.entries.set(entryKey(scope, id), {
      ...stamp,
      // Shared by every later read: a caller that changed it would change them all.
      view: deepFreeze(read.view),
      staleAt: read.staleAt?.getTime() ?? null,
    });
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The payload the triggers send: `<tenant id>:<environment>`. */
const scopeKey = (scope: TenantScope) => `${scope.tenantId}:${scope.environment}`;
/** Unambiguous whatever the characters of the tenant id and the requested id. */
const entryKey = (scope: TenantScope, id: string) => JSON.stringify([scopeKey(scope), id]);
