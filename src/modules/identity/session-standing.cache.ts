import type { ChangeFeed, ChangeSubscriber } from '../../db/change-feed.ts';
import { TENANT_SETTINGS_CHANNEL } from './tenant-settings.cache.ts';

declare module '../../context.ts' {
  interface Caches {
    /** The sessions known to be in good standing, for ensureProvisioned. */
    sessionStanding: SessionStandingCache;
  }
}

/**
 * The channel on which PostgreSQL announces, at commit, every change to a
 * membership or a recruiter that could alter a session's standing: triggers
 * send it (migration 0013_session_standing_notify). The payload is the
 * recruiter id, or `*` for a TRUNCATE. Tenant rows announce themselves on
 * TENANT_SETTINGS_CHANNEL (payload: the tenant id).
 */
export const SESSION_STANDING_CHANNEL = 'refcheck_session_standing';
const EVERYONE = '*';
const MAX_ENTRIES = 10_000;
/** Defence in depth only: correctness comes from invalidation, not from the TTL. */
const TTL_MS = 5 * 60_000;

interface Entry {
  tenantId: string;
  recruiterId: string;
  at: number;
}

/**
 * The (tenant, recruiter) pairs whose tenant and recruiter exist and are not
 * deleted, with a membership that is not removed: what every tenant-session
 * request checks before it runs (ensureProvisioned), without a round trip
 * when cached. Only good standing is cached; anything else is read each
 * time. Invalidated as the tenant-settings cache is: a trigger's
 * notification evicts in every process at commit (a recruiter's entries, or
 * a tenant's); a read that raced with an invalidation is not cached (a
 * generation counter); an entry is trusted only after the feed's read
 * barrier for the call; while either channel is not live the cache is off.
 */
export class SessionStandingCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a read that started before one is not cached. */
  generation = 0;

  constructor(private readonly changes: ChangeFeed) {
    const subscriber = (evict: (payload: string) => void): ChangeSubscriber => ({
      notify: (payload) => {
        this.generation += 1;
        if (payload === EVERYONE) this.entries.clear();
        else evict(payload);
      },
      reset: () => this.reset(),
    });
    changes.subscribe(
      SESSION_STANDING_CHANNEL,
      subscriber((recruiterId) => this.evict((entry) => entry.recruiterId === recruiterId)),
    );
    changes.subscribe(
      TENANT_SETTINGS_CHANNEL,
      subscriber((tenantId) => this.evict((entry) => entry.tenantId === tenantId)),
    );
  }

  private live(): boolean {
    return (
      this.changes.isLive(SESSION_STANDING_CHANNEL) && this.changes.isLive(TENANT_SETTINGS_CHANNEL)
    );
  }

  /** True when the pair was cached in good standing (trust it only after `synced`). */
  has(tenantId: string, recruiterId: string): boolean {
    if (!this.live()) return false;
    const key = keyOf(tenantId, recruiterId);
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (Date.now() - entry.at > TTL_MS) {
      this.entries.delete(key);
      return false;
    }
    return true;
  }

  /** See ChangeFeed.synced: true once every change committed before `since` is applied. */
  synced(since?: number): true | Promise<boolean> {
    return this.changes.synced(since);
  }

  /** Records good standing read at `generation`, unless something was invalidated since. */
  add(tenantId: string, recruiterId: string, generation: number): void {
    if (!this.live() || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(keyOf(tenantId, recruiterId), { tenantId, recruiterId, at: Date.now() });
  }

  reset(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private evict(matches: (entry: Entry) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry)) this.entries.delete(key);
  }
}

/** Ids are the identity provider's: a separator they cannot contain. */
const keyOf = (tenantId: string, recruiterId: string) => `${tenantId}\u0000${recruiterId}`;

/**
 * True when the session's standing is cached as good and current for a call
 * that arrived at `since` (performance.now()).
 */
export async function knownInGoodStanding(
  cache: SessionStandingCache,
  tenantId: string,
  recruiterId: string,
  since?: number,
): Promise<boolean> {
  if (!cache.has(tenantId, recruiterId)) return false;
  const synced = cache.synced(since);
  return (synced === true || (await synced)) && cache.has(tenantId, recruiterId);
}
