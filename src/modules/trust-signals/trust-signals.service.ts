import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting } from '../../core/tenancy.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { recordEvent } from '../audit/record-event.ts';
import { explainSignal } from './signal-copy.ts';
import {
  lockTrustSignal,
  type TrustSignalRow,
  updateTrustSignalReview,
} from './trust-signals.repo.ts';
import type { ReviewTrustSignalInput, TrustSignalView } from './trust-signals.schemas.ts';

/** Kinds that one person playing every participant from one machine raises by itself. */
const SAME_NETWORK_KINDS = new Set(['shared_ip_with_candidate', 'shared_ip_with_referee']);

export function toTrustSignalView(row: TrustSignalRow): TrustSignalView {
  return {
    id: row.id,
    object: 'trust_signal',
    referenceRequestId: row.referenceRequestId,
    contactId: row.contactId,
    kind: row.kind,
    severity: row.severity,
    details: row.details,
    status: row.status,
    reviewNote: row.reviewNote,
    testRolePlay: row.environment === 'test' && SAME_NETWORK_KINDS.has(row.kind),
    reviewedById: row.reviewedById,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A recruiter confirms or dismisses a signal (a dismissal with its note), or
 * reopens it (`open`, the undo); the latest review wins, each one audited as
 * `trust_signal.reviewed` with `from`, `to` and the note.
 */
export async function reviewTrustSignal(
  ctx: AppContext,
  uow: UnitOfWork,
  acting: Acting,
  signalId: string,
  input: ReviewTrustSignalInput,
): Promise<TrustSignalView> {
  return inTransaction(uow, async (tx) => {
    const signal = await lockTrustSignal(tx, acting, signalId);
    if (!signal) throw AppError.notFound('trust signal');
    const now = ctx.clock.now();
    const updated = await updateTrustSignalReview(tx, acting, signalId, {
      status: input.status,
      reviewNote: input.note ?? null,
      reviewedById: acting.recruiterId ?? acting.actor.id,
      at: now,
    });
    const metadata = {
      from: signal.status,
      to: input.status,
      kind: signal.kind,
      note: input.note ?? null,
    };
    await recordEvent(
      tx,
      acting,
      {
        action: 'trust_signal.reviewed',
        target: { type: 'trust_signal', id: signalId },
        metadata,
        timeline: {
          referenceRequestId: signal.referenceRequestId,
          kind: 'trust_signal.reviewed',
          summary:
            input.status === 'open'
              ? `Trust signal reopened: ${explainSignal(signal).title}`
              : `Trust signal ${input.status}: ${explainSignal(signal).title}`,
          data: { signalId, ...metadata },
        },
      },
      now,
    );
    return toTrustSignalView(updated);
  });
}
