import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { recordEvent } from '../audit/record-event.ts';

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
  await recordEvent(
    tx,
    acting,
    {
      action: event.action,
      target: { type: 'report', id: event.reportId },
      metadata,
      timeline: {
        referenceRequestId: event.referenceRequestId,
        kind: event.action,
        summary: event.summary,
        data: { reportId: event.reportId, ...metadata },
      },
    },
    now,
  );
}
