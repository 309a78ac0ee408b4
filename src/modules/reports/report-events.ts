import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';

/** The audit actions of the reports module; each is also the kind of its activity entry. */
export type ReportEventAction =
  | 'report.drafted'
  | 'report.approved'
  | 'report.shared'
  | 'report.share_revoked';

/**
 * Records one report operation: an audit event (target: the report) and a
 * line on the request's timeline, both in the transaction of the change.
 */
export async function recordReportEvent(
  tx: Tx,
  acting: Acting,
  event: {
    action: ReportEventAction;
    reportId: string;
    referenceRequestId: string;
    summary: string;
    metadata: Record<string, unknown>;
  },
  now: Date,
): Promise<void> {
  const metadata = { referenceRequestId: event.referenceRequestId, ...event.metadata };
  await recordAudit(
    tx,
    acting,
    { action: event.action, targetType: 'report', targetId: event.reportId, metadata },
    now,
  );
  await recordActivity(
    tx,
    acting,
    event.referenceRequestId,
    { kind: event.action, summary: event.summary, data: { reportId: event.reportId, ...metadata } },
    now,
  );
}
