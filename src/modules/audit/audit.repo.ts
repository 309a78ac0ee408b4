import { desc, eq, lt } from 'drizzle-orm';
import type { AuditAction } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import { inTenantScope } from '../../db/scope.ts';

export interface AuditEntry {
  /** A name of the event catalogue (core/events.ts). */
  action: AuditAction;
  targetType: string;
  targetId: string;
  metadata?: Record<string, unknown>;
}

/**
 * Records an audit event. Takes a transaction on purpose: the event commits
 * with the change it records, or neither does.
 */
export async function recordAudit(
  tx: Tx,
  acting: Acting,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await tx.insert(auditEvents).values({
    id: newId('audit'),
    tenantId: acting.tenantId,
    environment: acting.environment,
    action: entry.action,
    actorKind: acting.actor.kind,
    actorId: acting.actor.id,
    targetType: entry.targetType,
    targetId: entry.targetId,
    traceId: acting.traceId,
    metadata: entry.metadata ?? {},
    createdAt: at,
  });
}

export interface AuditFilters {
  actorId?: string;
  action?: string;
  targetId?: string;
}

/** A tenant's audit events in one environment, newest first (`limit + 1` rows for toPage). */
export async function listAuditEvents(
  db: Executor,
  scope: TenantScope,
  filters: AuditFilters,
  page: { limit: number; cursor?: string },
) {
  return db
    .select()
    .from(auditEvents)
    .where(
      inTenantScope(
        auditEvents,
        scope,
        filters.actorId ? eq(auditEvents.actorId, filters.actorId) : undefined,
        filters.action ? eq(auditEvents.action, filters.action) : undefined,
        filters.targetId ? eq(auditEvents.targetId, filters.targetId) : undefined,
        page.cursor ? lt(auditEvents.id, page.cursor) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(page.limit + 1);
}
