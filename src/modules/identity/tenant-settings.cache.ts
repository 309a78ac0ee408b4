import type { AppContext } from '../../context.ts';
import type { ChangeFeed, ChangeSubscriber } from '../../db/change-feed.ts';
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
const EVERY_TENANT = '*';
const MAX_ENTRIES = 10_000;
/** Defence in depth only: correctness comes from invalidation, not from the TTL. */
const TTL_MS = 5 * 60_000;

/**
 * An in-process cache of tenant settings (name, default country, flags), so
 * that a create, which normalises phones in the tenant's country, reads no
 * tenant row. Invalidated as the API-key cache is: the trigger's
 * notification evicts the tenant in every process at commit; a read that
 * raced with an invalidation is not cached (a generation counter); a cached
 * entry is trusted only after the feed's read barrier for the call (shared
 * with the API-key check, so no second round trip); while the feed is not
 * live the cache is off.
 */
export class TenantSettingsCache implements ChangeSubscriber {
  private readonly entries = new Map<string, { settings: TenantSettings; at: number }>();
  /** Bumped by every invalidation: a read that started before one is not cached. */
  generation = 0;

  constructor(private readonly changes: ChangeFeed) {
    changes.subscribe(TENANT_SETTINGS_CHANNEL, this);
  }

  get(tenantId: string): TenantSettings | undefined {
    if (!this.changes.isLive(TENANT_SETTINGS_CHANNEL)) return undefined;
    const entry = this.entries.get(tenantId);
    if (!entry) return undefined;
    if (Date.now() - entry.at > TTL_MS) {
      this.entries.delete(tenantId);
      return undefined;
    }
    return entry.settings;
  }

  /** See ChangeFeed.synced: true once every change committed before `since` is applied. */
  synced(since?: number): true | Promise<boolean> {
    return this.changes.synced(since);
  }

  /** Caches settings read at `generation`, unless something was invalidated since. */
  set(tenantId: string, settings: TenantSettings, generation: number): void {
    if (!this.changes.isLive(TENANT_SETTINGS_CHANNEL) || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(tenantId, { settings, at: Date.now() });
  }

  notify(payload: string): void {
    this.generation += 1;
    if (payload === EVERY_TENANT) this.entries.clear();
    else this.entries.delete(payload);
  }

  reset(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/**
 * The tenant's settings, from the process's cache when it is current for a
 * call that arrived at `since` (performance.now()), else from the database.
 */
export async function readTenantSettings(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  tenantId: string,
  since?: number,
): Promise<TenantSettings> {
  const cache = ctx.caches.tenantSettings;
  if (cache.get(tenantId)) {
    const synced = cache.synced(since);
    const settings = synced === true || (await synced) ? cache.get(tenantId) : undefined;
    if (settings) return settings;
  }
  const generation = cache.generation;
  const settings = await findTenantSettings(ctx.db, tenantId);
  cache.set(tenantId, settings, generation);
  return settings;
}
