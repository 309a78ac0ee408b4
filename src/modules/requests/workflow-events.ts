import type { AppContext } from '../../context.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { cancelReminders } from '../outreach/outreach.service.ts';
import type { Move, RequestState, WorkflowEvent } from './lifecycle.ts';
import { moveLockedRequest } from './request-moves.ts';

/**
 * Which transition a participant event uses from a given state. The candidate
 * consents by completing intake, also when the link came from the consent
 * e-mail (`consent_requested`): there, completing intake is the
 * `grant_candidate_consent` transition, recorded as `intake_completed`.
 */
function transitionFor(event: WorkflowEvent, state: RequestState): Move {
  if (event === 'intake_completed' && state === 'consent_requested') {
    return 'grant_candidate_consent';
  }
  return event;
}

/**
 * Applies a participant's event to a reference request, for the participant
 * module: locks the row, moves it via the lifecycle table, records the audit
 * event (`reference_request.<event>`) and the activity entry in `tx`.
 * Answers the new state, or null when the event does not move the request
 * from where it is (e.g. `referee_opened` while already `collecting`): that is
 * not an error. Intake events also cancel the candidate's pending reminders.
 */
export async function applyWorkflowEvent(
  tx: Tx,
  ctx: Pick<AppContext, 'clock'>,
  acting: Acting,
  referenceRequestId: string,
  event: WorkflowEvent,
): Promise<RequestState | null> {
  if (event === 'intake_completed' || event === 'intake_abandoned') {
    await cancelReminders(tx, ctx.clock, referenceRequestId);
  }
  const moved = await moveLockedRequest(
    tx,
    ctx,
    acting,
    referenceRequestId,
    (state) => transitionFor(event, state),
    { recordAs: event },
  );
  return 'refused' in moved ? null : moved.to;
}
