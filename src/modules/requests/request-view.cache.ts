import { LRUCache } from 'lru-cache';
import type { TenantScope } from '../../core/tenancy.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { FeedCache, MAX_ENTRIES, TTL_MS } from '../../db/feed-cache.ts';
import {
  changeConcerns,
  parseViewChange,
  RecentChanges,
  scopeKeyOf,
  type ViewIdentity,
} from './request-view.changes.ts';
import type { ReferenceRequestRead } from './request-view.query.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';

declare module '../../context.ts' {
  interface Caches {
    /** Reference-request views, for getReferenceRequest. */
    requestViews: RequestViewCache;
  }
}

/**
 * The channel on which PostgreSQL announces, at commit, every change that can
 * make a cached request view stale. Triggers send it (migrations
 * 0001_request_view_notify, 0009_request_view_targeted_notify and, after the
 * commit, 0012_change_log), so no write path can forget to; the payload names the request or candidate that changed
 * (see parseViewChange), or is `*` for a TRUNCATE.
 */
export const REQUEST_VIEW_CHANNEL = 'refcheck_request_views';
/** Changes remembered to refuse a view read while one landed: far more than land during one read. */
const RECENT_CHANGES = 1_000;

/** Where the cache stood when a view was read: a change concerning it since then makes it stale. */
interface ReadStamp {
  epoch: number;
  seq: number;
}

/** A database read of a view in flight, which later callers may share. */
interface Load {
  /** performance.now() just before the read was sent: it sees every commit before then. */
  startedAt: number;
  view: Promise<ReferenceRequestView | null>;
}

interface Entry {
  view: ReferenceRequestView;
  identity: ViewIdentity;
  /** Epoch ms at which the view stops being true without a write (a share link expires). */
  staleAt: number | null;
}

/**
 * An in-process cache of reference-request views, so that polling a request
 * (what agents and partner systems do) costs no query. A FeedCache; it never
 * serves a view older than a change committed before the call:
 *
 * - triggers on every table of the view announce the request (or the
 *   candidate) that changed: in the changing transaction, or, in the
 *   application's sessions on a server, right after its commit and before
 *   the call returns (migration 0012, db/after-commit.ts); each process hears
 *   it through its ChangeFeed and drops that request's view (or the views of
 *   that candidate's requests); other views stay;
 * - a view read while a change concerning it landed is not kept (a finer
 *   check than KeyedFeedCache's generation, which any change bumps: requests
 *   change all the time, and another request's change must not keep this
 *   one's view out);
 * - before a cached view is served, the feed's read barrier makes sure
 *   every notification committed before the request arrived has been
 *   applied (the same barrier as the API-key check, so no second round trip);
 * - a view with an active share link is stale once that link expires;
 * - a miss is not cached: no view exists of a request not yet committed,
 *   which is why creating a request, with its contacts, notifies nothing;
 * - concurrent misses of one view share one database read, but only callers
 *   that arrived before that read was sent: it sees every commit they must;
 * - while the feed is not live the cache is off.
 */
export class RequestViewCache extends FeedCache {
  private readonly entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: TTL_MS });
  private readonly recent = new RecentChanges(RECENT_CHANGES);
  /** Reads in flight, by entry key: a view that many callers miss at once is read once. */
  private readonly loads = new Map<string, Load>();
  /** Database reads made so far (how well concurrent misses share them). */
  databaseReads = 0;
  /** Bumped when notifications may have been missed: every earlier read is stale. */
  private epoch = 0;

  constructor(changes: ChangeFeed) {
    super(changes, [REQUEST_VIEW_CHANNEL]);
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
      const synced = this.synced(receivedAt);
      if (synced === true || (await synced)) {
        const view = this.peek(scope, id, now);
        if (view) return view;
      }
    }
    const key = entryKey(scopeKey(scope), id);
    const inFlight = this.loads.get(key);
    // Sent after this caller arrived, so it cannot miss a change the caller must see.
    if (inFlight && receivedAt !== undefined && receivedAt <= inFlight.startedAt) {
      return inFlight.view;
    }
    const started: Load = {
      startedAt: performance.now(),
      view: this.loadAndStore(scope, id, load),
    };
    this.loads.set(key, started);
    try {
      return await started.view;
    } finally {
      if (this.loads.get(key) === started) this.loads.delete(key);
    }
  }

  private async loadAndStore(
    scope: TenantScope,
    id: string,
    load: () => Promise<ReferenceRequestRead | null>,
  ): Promise<ReferenceRequestView | null> {
    const stamp: ReadStamp = { epoch: this.epoch, seq: this.recent.seq };
    this.databaseReads += 1;
    const read = await load();
    if (!read) return null;
    // Callers that shared the read hold the same object, as every reader of a cached view does.
    deepFreeze(read.view);
    this.store(scope, id, read, stamp);
    return read.view;
  }

  notify(payload: string): void {
    const change = parseViewChange(payload);
    if (change.kind === 'everything') {
      this.reset();
      return;
    }
    this.recent.add(change);
    if (change.kind === 'request') {
      this.entries.delete(entryKey(change.scope, change.id));
      return;
    }
    // A candidate or a whole scope: rare next to request changes, worth a scan.
    const dropped = [...this.entries.entries()].filter(([, entry]) =>
      changeConcerns(change, entry.identity),
    );
    for (const [key] of dropped) this.entries.delete(key);
  }

  reset(): void {
    // A new epoch makes every read in flight stale, so the log of changes can start over.
    this.epoch += 1;
    this.entries.clear();
    this.recent.clear();
  }

  /** The cached view, unless the feed is down or the view has expired. */
  private peek(scope: TenantScope, id: string, now: Date): ReferenceRequestView | undefined {
    if (!this.live()) return undefined;
    const key = entryKey(scopeKey(scope), id);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.staleAt !== null && now.getTime() >= entry.staleAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.view;
  }

  private store(scope: TenantScope, id: string, read: ReferenceRequestRead, stamp: ReadStamp) {
    if (!this.live() || stamp.epoch !== this.epoch) return;
    const identity = { scope: scopeKey(scope), requestId: id, candidateId: read.view.candidate.id };
    // A change landed while the view was read: the view may predate it.
    if (this.recent.changedSince(stamp.seq, identity)) return;
    this.entries.set(entryKey(identity.scope, id), {
      identity,
      view: read.view,
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

const scopeKey = (scope: TenantScope) => scopeKeyOf(scope.tenantId, scope.environment);
/** Unambiguous whatever the characters of the tenant id and the requested id. */
const entryKey = (scope: string, id: string) => JSON.stringify([scope, id]);
