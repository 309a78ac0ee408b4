import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { tenantCounters } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

/**
 * The counts triggers keep per tenant and environment (migration
 * 0008_tenant_counters, table `tenant_counters`), so that the workspace and
 * the dashboard never count a tenant's rows. Each counter is what the query
 * in the comment would answer for the scope:
 */
export const COUNTERS = {
  /** `count(*) from reference_requests where status = <status>` */
  requestsInStatus: (status: string) => `reference_requests.${status}`,
  /** `count(*) from candidates where deleted_at is null` */
  liveCandidates: 'candidates.live',
  /** `count(*) from trust_signals where status = <status>` */
  trustSignalsInStatus: (status: string) => `trust_signals.${status}`,
  /** `count(invited_at) from reference_contacts` */
  invitedReferees: 'reference_contacts.invited',
  /** `count(*) from reference_contacts where status = 'completed'` */
  completedReferees: 'reference_contacts.completed',
  /** `count(*) from reference_contacts where status = 'declined'` */
  declinedReferees: 'reference_contacts.declined',
  /** `count(*) from reference_contacts where invited_at is not null and completed_at is not null` */
  timedReferees: 'reference_contacts.timed',
  /**
   * Not a count: grows whenever a referee with both times (invited, completed)
   * appears, goes or changes them, so a value computed from those times
   * (the median time to complete) is current while this is unchanged.
   */
  completionTimesVersion: 'reference_contacts.completion_changes',
} as const;

/** The maintained counters of a scope. */
export class TenantCounts {
  constructor(private readonly values: ReadonlyMap<string, number>) {}

  /** A counter's value; 0 for one never written. */
  get(counter: string): number {
    return this.values.get(counter) ?? 0;
  }

  /** Every counter whose name starts with `prefix`, by the rest of the name (e.g. requests by status). */
  withPrefix(prefix: string): Map<string, number> {
    const found = new Map<string, number>();
    for (const [name, value] of this.values) {
      if (name.startsWith(prefix)) found.set(name.slice(prefix.length), value);
    }
    return found;
  }
}

/**
 * Every counter of the scope in one query: the sum of its rows (a handful
 * each, see schema/counters.ts), read through `tenant_counters_scope_idx`.
 */
export async function readTenantCounts(db: Executor, scope: TenantScope): Promise<TenantCounts> {
  const rows = await db
    .select({
      counter: tenantCounters.counter,
      value: sql<string>`sum(${tenantCounters.value})`.mapWith(Number),
    })
    .from(tenantCounters)
    .where(inTenantScope(tenantCounters, scope))
    .groupBy(tenantCounters.counter);
  return new TenantCounts(new Map(rows.map((row) => [row.counter, row.value])));
}
