import type { Role } from '../../core/roles.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import { EVERYTHING, KeyedFeedCache } from '../../db/feed-cache.ts';
import { TENANT_SETTINGS_CHANNEL } from './tenant-settings.cache.ts';

declare module '../../context.ts' {
  interface Caches {
    /** The members known to be in good standing, for ensureProvisioned and an API key's role. */
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

/** What a member in good standing acts with: the membership's role, and when the identity provider last changed it. */
export interface MemberStanding {
  role: Role;
  /** The membership's last change from the identity provider (a webhook event), null if none. */
  lastEventAt: Date | null;
}

/** Who a cached good standing belongs to, and what their membership holds. */
interface Standing extends MemberStanding {
  tenantId: string;
  recruiterId: string;
}

/**
 * The (tenant, recruiter) pairs whose tenant and recruiter exist and are not
 * deleted, with a membership that is not removed: what every tenant-session
 * request checks before it runs (ensureProvisioned), and what every API-key
 * call reads its issuer's role with (memberRole), without a round trip when
 * cached. It is kept for the API key: without it an API-key read of a
 * cached view sends one statement, and its share of the baseline halves on
 * both engines; the session routes gain nothing measurable (issue 44,
 * bench/results/2026-11-28-what-each-cache-gains.md). Only good standing is cached; anything else is read each
 * time. A KeyedFeedCache on two channels: a trigger's notification evicts a
 * recruiter's entries, or a tenant's, in every process; an entry is trusted
 * only after the feed's read barrier for the call.
 */
export class SessionStandingCache extends KeyedFeedCache<string, Standing> {
  constructor(changes: ChangeFeed) {
    super(changes, [SESSION_STANDING_CHANNEL, TENANT_SETTINGS_CHANNEL]);
  }

  protected evict(payload: string, channel: string): void {
    if (payload === EVERYTHING) this.forgetAll();
    else if (channel === SESSION_STANDING_CHANNEL) {
      this.forgetWhere((standing) => standing.recruiterId === payload);
    } else this.forgetWhere((standing) => standing.tenantId === payload);
  }

  /**
   * The membership's role and last provider change when the pair is in good
   * standing for a call that arrived at `since` (performance.now()), else
   * undefined: from the cache when current, else from `load` (which throws
   * for a removed standing, and answers undefined without a membership),
   * whose good answer is kept. Both are cached with the standing: a change
   * updates the membership, whose trigger evicts it like any other change of
   * standing.
   */
  async inGoodStanding(
    tenantId: string,
    recruiterId: string,
    since: number | undefined,
    load: () => Promise<MemberStanding | undefined>,
  ): Promise<MemberStanding | undefined> {
    return this.read(keyOf(tenantId, recruiterId), since, async () => {
      const member = await load();
      return member ? { tenantId, recruiterId, ...member } : undefined;
    });
  }
}

/** Ids are the identity provider's: a separator they cannot contain. */
const keyOf = (tenantId: string, recruiterId: string) => `${tenantId}\u0000${recruiterId}`;
