import type { AuditAction, TimelineKind } from '../../core/events.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { recordAudit } from './audit.repo.ts';

/** A change as the audit trail and, for a request's events, its timeline record it. */
export interface RecordedEvent {
  action: AuditAction;
  target: { type: string; id: string };
  metadata?: Record<string, unknown>;
  /** The line on a reference request's timeline, when the event belongs to one. */
  timeline?: {
    referenceRequestId: string;
    kind: TimelineKind;
    summary: string;
    /** Defaults to the audit metadata. */
    data?: Record<string, unknown>;
  };
}

/**
 * Records an event: the audit event and, when given, the request's timeline
 * entry, in the transaction of the change they record (or neither commits).
 */
export async function recordEvent(
  tx: Tx,
  acting: Acting,
  event: RecordedEvent,
  at: Date,
): Promise<void> {
  const metadata = event.metadata ?? {};
  await recordAudit(
    tx,
    acting,
    { action: event.action, targetType: event.target.type, targetId: event.target.id, metadata },
    at,
  );
  const timeline = event.timeline;
  if (!timeline) return;
  await recordActivity(
    tx,
    acting,
    timeline.referenceRequestId,
    { kind: timeline.kind, summary: timeline.summary, data: timeline.data ?? metadata },
    at,
  );
}
