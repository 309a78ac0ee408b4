import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Counts kept by triggers (migration 0008_tenant_counters), so that the
 * workspace and the dashboard read a tenant's counts without counting its
 * rows. A counter (`reference_requests.collecting`, `candidates.live`, …; the
 * list is in src/modules/tenant-counters) of a tenant's environment is the
 * SUM of `value` over its rows: a writing transaction adds its delta to a row
 * no other transaction holds (`FOR UPDATE SKIP LOCKED`), or inserts one, so
 * writers never wait for each other here and a counter has about as many rows
 * as it ever had concurrent writers. Nothing but the triggers and
 * `refcheck_rebuild_tenant_counters()` writes it.
 */
export const tenantCounters = pgTable(
  'tenant_counters',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    counter: text('counter').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  // `value` is left out of the index: updating it stays a HOT update.
  (t) => [index('tenant_counters_scope_idx').on(t.tenantId, t.environment, t.counter)],
);
