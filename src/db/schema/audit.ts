import { sql } from 'drizzle-orm';
import { bigint, customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id; read as a decimal string. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Audit events (AuditEvent): one per change of business state, written in the
 * same transaction as the change. `action` is a dotted name such as
 * `api_key.created` or the spec's `passport.reference_reuse_permission.granted`.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    environment: text('environment', { enum: ['live', 'test'] }).notNull(),
    action: text('action').notNull(),
    actorKind: text('actor_kind', {
      enum: ['api_key', 'recruiter', 'candidate', 'referee', 'system'],
    }).notNull(),
    actorId: text('actor_id').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    traceId: text('trace_id'),
    metadata: jsonb('metadata').notNull().$type<Record<string, unknown>>().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The writing transaction and the insert order within the database: the
     * event feed's position. A reader only sees events of transactions older
     * than every transaction still running, so an event can never appear
     * behind a position a client has already read past (see listEventFeed).
     */
    txId: xid8('tx_id').notNull().default(sql`pg_current_xact_id()`),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  // The list and its filters (`?targetId=`, `?action=`, `?actorId=`), newest first, by id in the
  // "C" collation, which these indexes and not the primary key serve (migration 0015,
  // bench/README.md): with statistics from before another tenant's burst of events, the
  // planner walked the primary key backwards through that tenant's rows.
  (t) => [
    index('audit_events_tenant_idx').on(t.tenantId, t.environment, sql`${t.id} collate "C"`),
    index('audit_events_target_idx').on(
      t.tenantId,
      t.environment,
      t.targetId,
      sql`${t.id} collate "C"`,
    ),
    index('audit_events_action_idx').on(
      t.tenantId,
      t.environment,
      t.action,
      sql`${t.id} collate "C"`,
    ),
    index('audit_events_actor_idx').on(
      t.tenantId,
      t.environment,
      t.actorId,
      sql`${t.id} collate "C"`,
    ),
    index('audit_events_feed_idx').on(t.tenantId, t.environment, t.txId, t.seq),
  ],
);
