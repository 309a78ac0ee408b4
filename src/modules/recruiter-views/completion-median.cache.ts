import { LRUCache } from 'lru-cache';
import type { TenantScope } from '../../core/tenancy.ts';

declare module '../../context.ts' {
  interface Caches {
    /** The dashboard's median time to complete, per scope and completion-times version. */
    completionMedians: CompletionMedianCache;
  }
}

const MAX_ENTRIES = 10_000;

/**
 * The dashboard's median time to complete is the one figure that no counter
 * gives: it needs every completed referee's times. This process keeps the last
 * median it computed for each tenant's environment with the completion-times
 * version it was computed at (a counter the triggers bump whenever a referee's
 * invitation or completion time appears, goes or changes, read with the other
 * counters on every call). A median is reused only for the same version, so
 * it is never older than a change committed before the call, in any process;
 * any such change makes the next call compute it again.
 *
 * A median computed after reading version v includes every change up to v
 * (it reads later), and possibly a newer one, which has then bumped the
 * version: a call that reads the newer version computes again.
 */
export class CompletionMedianCache {
  private readonly entries = new LRUCache<string, { version: number; seconds: number | null }>({
    max: MAX_ENTRIES,
  });

  async get(
    scope: TenantScope,
    version: number,
    compute: () => Promise<number | null>,
  ): Promise<number | null> {
    const key = `${scope.tenantId}:${scope.environment}`;
    const cached = this.entries.get(key);
    if (cached && cached.version === version) return cached.seconds;
    const seconds = await compute();
    this.entries.set(key, { version, seconds });
    return seconds;
  }
}
