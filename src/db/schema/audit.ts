import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  },
  (t) => [
    index('audit_events_tenant_idx').on(t.tenantId, t.environment, t.id),
    index('audit_events_target_idx').on(t.targetId),
    // The filters of the audit-event list (`?action=`, `?actorId=`), newest first.
    index('audit_events_action_idx').on(t.tenantId, t.environment, t.action, t.id),
    index('audit_events_actor_idx').on(t.tenantId, t.environment, t.actorId, t.id),
  ],
);
