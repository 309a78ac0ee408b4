import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { allowedActions, type Move, nextState, type RequestState } from './lifecycle.ts';
import { lockRequest, type ReferenceRequestRow, updateRequestStatus } from './requests.repo.ts';

/** One line per move for the recruiter's timeline. */
const MOVE_SUMMARIES: Record<Move, string> = {
  request_candidate_consent: 'Candidate consent requested',
  grant_candidate_consent: 'Candidate consent granted',
  queue_outreach: 'Referee outreach queued',
  request_recruiter_review: 'Recruiter review requested',
  intake_completed: 'Candidate completed intake',
  intake_abandoned: 'Candidate abandoned intake',
  referee_opened: 'First referee opened their link',
};

export interface AppliedMove {
  before: ReferenceRequestRow;
  after: ReferenceRequestRow;
  from: RequestState;
  to: RequestState;
}

/**
 * Locks the request row, then either moves it (status + version, audit event
 * `reference_request.<move>`, activity entry `lifecycle.<move>`, all in `tx`)
 * and answers the move, or answers `{ refused }` with the row as it is.
 * Unknown ids (or another tenant's or environment's) are 404.
 */
export async function moveLockedRequest(
  tx: Tx,
  ctx: Pick<AppContext, 'clock'>,
  acting: Acting,
  referenceRequestId: string,
  /** The transition, or a choice of it by current state. */
  moveFor: Move | ((state: RequestState) => Move),
  options: {
    reason?: string;
    /** Runs after the lock, before the move: throw to refuse (e.g. queue_outreach without contacts). */
    guard?: (request: ReferenceRequestRow) => Promise<void>;
    /** Name the move is recorded under, when it differs from the transition used. */
    recordAs?: Move;
  } = {},
): Promise<AppliedMove | { refused: ReferenceRequestRow }> {
  const request = await lockRequest(tx, acting, referenceRequestId);
  if (!request) throw AppError.notFound('reference request');
  const from = request.status as RequestState;
  const move = typeof moveFor === 'function' ? moveFor(from) : moveFor;
  const to = nextState(from, move);
  if (!to) return { refused: request };
  await options.guard?.(request);
  const now = ctx.clock.now();
  const after = await updateRequestStatus(tx, acting, request.id, to, request.version, now);
  const recorded = options.recordAs ?? move;
  const metadata: Record<string, unknown> = { from, to };
  if (options.reason) metadata.reason = options.reason;
  if (recorded !== move) metadata.transition = move;
  await recordAudit(
    tx,
    acting,
    {
      action: `reference_request.${recorded}`,
      targetType: 'reference_request',
      targetId: request.id,
      metadata,
    },
    now,
  );
  await recordActivity(
    tx,
    acting,
    request.id,
    { kind: `lifecycle.${recorded}`, summary: MOVE_SUMMARIES[recorded], data: metadata },
    now,
  );
  return { before: request, after, from, to };
}

/** The 409 of a lifecycle action not allowed in the request's current state. */
export function invalidTransition(request: ReferenceRequestRow, move: Move): AppError {
  const state = request.status as RequestState;
  return new AppError(
    'invalid_transition',
    `Cannot ${move} a reference request in state ${state}.`,
    { allowedActions: allowedActions(state), currentState: state },
  );
}
