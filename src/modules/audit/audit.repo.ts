import { asc, desc, eq, lt, sql } from 'drizzle-orm';
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

export interface EventFeedFilters {
  action?: string;
  targetId?: string;
}

/** The feed position of an event of the scope, or undefined when the id is not one. */
export async function findEventPosition(db: Executor, scope: TenantScope, id: string) {
  const [row] = await db
    .select({ txId: auditEvents.txId, seq: auditEvents.seq })
    .from(auditEvents)
    .where(inTenantScope(auditEvents, scope, eq(auditEvents.id, id)))
    .limit(1);
  return row;
}

/**
 * The events after `after` in feed order (`limit + 1` rows for toPage).
 * Ordered by (writing transaction, insert sequence), and only events of
 * transactions below the snapshot's xmin: every transaction that could still
 * add an event at or before the last position returned has finished, so a
 * client resuming from that position misses nothing and repeats nothing.
 */
export async function listEventFeed(
  db: Executor,
  scope: TenantScope,
  filters: EventFeedFilters,
  page: { limit: number; after?: { txId: string; seq: number } },
) {
  const { after } = page;
  return db
    .select()
    .from(auditEvents)
    .where(
      inTenantScope(
        auditEvents,
        scope,
        sql`${auditEvents.txId} < pg_snapshot_xmin(pg_current_snapshot())`,
        filters.action ? eq(auditEvents.action, filters.action) : undefined,
        filters.targetId ? eq(auditEvents.targetId, filters.targetId) : undefined,
        after
          ? sql`(${auditEvents.txId}, ${auditEvents.seq}) > (${after.txId}::xid8, ${after.seq})`
          : undefined,
      ),
    )
    .orderBy(asc(auditEvents.txId), asc(auditEvents.seq))
    .limit(page.limit + 1);
}
