import type { AppContext } from '../../context.ts';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Executor } from '../../db/client.ts';
import { EVERYTHING, KeyedFeedCache } from '../../db/feed-cache.ts';
import { findTenantSettings, type TenantSettings } from './identity.repo.ts';

declare module '../../context.ts' {
  interface Caches {
    /** Tenant settings by tenant id, for readTenantSettings. */
    tenantSettings: TenantSettingsCache;
  }
}

/**
 * The channel on which PostgreSQL announces, at commit, every change to a
 * tenant row: a trigger sends it (migration 0010_tenant_settings_notify), so
 * no write path can forget to. The payload is the tenant id, or `*` for a
 * TRUNCATE.
 */
export const TENANT_SETTINGS_CHANNEL = 'refcheck_tenant_settings';

/**
 * An in-process cache of tenant settings (name, default country, flags), so
 * that a create, which normalises phones in the tenant's country, reads no
 * tenant row. A KeyedFeedCache: the trigger's notification evicts the tenant
 * in every process after the commit; a cached entry is trusted only after
 * the feed's read barrier for the call (shared with the API-key check, so no
 * second round trip).
 */
export class TenantSettingsCache extends KeyedFeedCache<string, TenantSettings> {
  constructor(changes: ChangeFeed) {
    super(changes, [TENANT_SETTINGS_CHANNEL]);
  }

  protected evict(tenantId: string): void {
    if (tenantId === EVERYTHING) this.forgetAll();
    else this.forget(tenantId);
  }
}

/**
 * The tenant's settings, from the process's cache when it is current for a
 * call that arrived at `since` (performance.now()), else from the database.
 */
export function readTenantSettings(
  /** The database, or a caller's transaction (on PGlite a read beside an open one would wait forever). */
  ctx: { db: Executor; caches: AppContext['caches'] },
  tenantId: string,
  since?: number,
): Promise<TenantSettings> {
  return ctx.caches.tenantSettings.read(tenantId, since, () =>
    findTenantSettings(ctx.db, tenantId),
  );
}
