import type { AppContext } from '../../context.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import type { UnitOfWork } from '../../db/tx.ts';
import { moveAndAnswer, moveRequest } from './move-request.ts';
import { listRequestsOfCandidates } from './requests.repo.ts';
import type { CancelInput, ReferenceRequestView } from './requests.schemas.ts';

/** The reason recorded when a request is cancelled because its candidate was deleted. */
export const CANDIDATE_DELETED_REASON = 'candidate_deleted';

/**
 * `POST …/cancel`: moves the request to `cancelled` from any other state,
 * under the row lock, with its audit event `reference_request.cancelled`:
 * every participant link answers 410 from then on and unsent e-mails and
 * reminders are cancelled, all in one transaction. Cancelling a cancelled
 * request is 409 `invalid_transition`. The record stays readable. Takes any
 * actor (session recruiter or API key) so both surfaces call it.
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function cancelReferenceRequest(
  ctx: AppContext,
  uow: UnitOfWork<ReferenceRequestView>,
  acting: Acting,
  id: string,
  input: CancelInput = null,
): Promise<ReferenceRequestView> {
  return moveAndAnswer(ctx, uow, acting, id, 'cancel', { reason: input?.reason });
}

/**
 * Cancels every request of a candidate that is not cancelled yet, in the
 * caller's transaction (the candidate's soft delete): a deleted candidate's
 * referees must not be contacted any more. Answers the ids cancelled.
 */
export async function cancelRequestsOfCandidate(
  tx: Tx,
  ctx: Pick<AppContext, 'clock' | 'config'>,
  acting: Acting,
  candidateId: string,
): Promise<string[]> {
  const cancelled: string[] = [];
  for (const request of await listRequestsOfCandidates(tx, acting, [candidateId])) {
    if (request.status === 'cancelled') continue;
    const moved = await moveRequest(tx, ctx.clock, acting, request.id, 'cancel', {
      reason: CANDIDATE_DELETED_REASON,
    });
    if (!('refused' in moved)) cancelled.push(request.id);
  }
  return cancelled;
}
