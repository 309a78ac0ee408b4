import type { AuditAction } from '../../core/events.ts';
import { newId } from '../../core/ids.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

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
