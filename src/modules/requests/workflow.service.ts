import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { sendEmailJob } from '../../outbox/jobs/send-email.job.ts';
import { cancelPendingJobs, type QueuedJob } from '../../outbox/outbox.ts';
import { recordEvent } from '../audit/record-event.ts';
import { emailCandidate, emailRefereeInvitation } from '../outreach/outreach.service.ts';
import { useUpRequestLinks } from '../participant-links/participant-links.service.ts';
import { cancelReminders, REMINDER_JOB_TYPE, scheduleReminders } from './reminders.ts';
import {
  type ContactRow,
  listContacts,
  lockRequest,
  markContactInvited,
  type ReferenceRequestRow,
  updateRequestStatus,
} from './requests.repo.ts';
import {
  allowedActions,
  type Move,
  type MoveEffect,
  type MoveGuard,
  type Participant,
  planMove,
  type RequestState,
  type WorkflowEvent,
} from './workflow.ts';

type WorkflowCtx = Pick<AppContext, 'clock' | 'config'>;

export interface AppliedMove {
  before: ReferenceRequestRow;
  after: ReferenceRequestRow;
  from: RequestState;
  to: RequestState;
}

/**
 * Applies a move of the workflow table to a request, in `tx`: locks the row
 * (`SELECT … FOR UPDATE`: of two concurrent moves, one wins), checks that the
 * move is allowed from the current state and its guard, updates the state
 * (bumping the version), records the audit event `reference_request.<move>`
 * and the timeline entry `lifecycle.<move>`, ends the reminders of whoever
 * the request stops waiting on, and runs the move's effects. Answers the
 * move, or `{ refused }` with the row as it is when the move is not allowed
 * from there. Unknown ids (or another tenant's or environment's) are 404.
 */
export async function applyMove(
  tx: Tx,
  ctx: WorkflowCtx,
  acting: Acting,
  referenceRequestId: string,
  move: Move,
  options: { reason?: string } = {},
): Promise<AppliedMove | { refused: ReferenceRequestRow }> {
  const request = await lockRequest(tx, acting, referenceRequestId);
  if (!request) throw AppError.notFound('reference request');
  const from = request.status as RequestState;
  const plan = planMove(from, move);
  if (!plan) return { refused: request };
  if (plan.guard) await checkGuard(tx, acting, request, plan.guard);
  const to = plan.to;
  const now = ctx.clock.now();
  const after = await updateRequestStatus(tx, acting, request.id, to, request.version, now);
  const metadata: Record<string, unknown> = { from, to };
  if (options.reason) metadata.reason = options.reason;
  if (plan.transition) metadata.transition = plan.transition;
  await recordEvent(
    tx,
    acting,
    {
      action: plan.audit,
      target: { type: 'reference_request', id: request.id },
      metadata,
      timeline: { referenceRequestId: request.id, kind: plan.timeline, summary: plan.summary },
    },
    now,
  );
  if (plan.endsRemindersOf) await endReminders(tx, ctx, acting, after, plan.endsRemindersOf);
  for (const effect of plan.effects) await runEffect(tx, ctx, acting, after, effect);
  return { before: request, after, from, to };
}

/**
 * Applies a participant's event: the move it stands for, or nothing when the
 * request is not where the event moves it from (e.g. `referee_opened` while
 * already `collecting`): that is not an error. Answers the new state or null.
 */
export async function applyWorkflowEvent(
  tx: Tx,
  ctx: WorkflowCtx,
  acting: Acting,
  referenceRequestId: string,
  event: WorkflowEvent,
): Promise<RequestState | null> {
  const moved = await applyMove(tx, ctx, acting, referenceRequestId, event);
  return 'refused' in moved ? null : moved.to;
}

/** The 409 of an action not allowed in the request's current state (a move, or a contact change). */
export function invalidTransition(
  request: Pick<ReferenceRequestRow, 'status'>,
  move: Move | 'add_contacts' | 'remove_contact',
): AppError {
  const state = request.status as RequestState;
  return new AppError(
    'invalid_transition',
    `Cannot ${move} a reference request in state ${state}.`,
    { allowedActions: allowedActions(state), currentState: state },
  );
}

async function checkGuard(
  tx: Tx,
  acting: Acting,
  request: ReferenceRequestRow,
  guard: MoveGuard,
): Promise<void> {
  if (guard !== 'contact_with_email') return;
  const contacts = await listContacts(tx, acting, request.id);
  if (!contacts.some((contact) => contact.email)) {
    throw new AppError(
      'invalid_transition',
      'queue_outreach needs at least one referee contact with an e-mail address.',
      { allowedActions: [], currentState: request.status },
    );
  }
}

async function endReminders(
  tx: Tx,
  ctx: WorkflowCtx,
  acting: Acting,
  request: ReferenceRequestRow,
  participant: Participant,
): Promise<void> {
  if (participant === 'candidate') {
    await cancelReminders(tx, ctx.clock, request.id);
    return;
  }
  for (const contact of await listContacts(tx, acting, request.id)) {
    await cancelReminders(tx, ctx.clock, contact.id);
  }
}

async function runEffect(
  tx: Tx,
  ctx: WorkflowCtx,
  acting: Acting,
  request: ReferenceRequestRow,
  effect: MoveEffect,
): Promise<QueuedJob[]> {
  switch (effect) {
    case 'email_candidate_consent':
      return emailCandidateWithReminders(tx, ctx, acting, request, 'consent');
    case 'invite_referees':
      return inviteReferees(tx, ctx, acting, request);
    case 'end_participation':
      await endParticipation(tx, ctx, acting, request);
      return [];
  }
}

/** Job types that carry a participant's e-mail: neither may go out once a request is cancelled. */
const PARTICIPANT_JOB_TYPES = [sendEmailJob.type, REMINDER_JOB_TYPE];

/**
 * Ends everyone's part in a request: each intake and referee link is used up
 * (410 from then on), and the e-mails and reminders still queued for the
 * candidate (subject: the request) and each referee (subject: the contact)
 * are cancelled in this transaction, so none goes out after the commit.
 */
async function endParticipation(
  tx: Tx,
  ctx: WorkflowCtx,
  acting: Acting,
  request: ReferenceRequestRow,
): Promise<void> {
  await useUpRequestLinks(tx, acting, request.id, ctx.clock.now());
  const contacts = await listContacts(tx, acting, request.id);
  for (const subjectId of [request.id, ...contacts.map((contact) => contact.id)]) {
    await cancelPendingJobs(tx, ctx.clock, subjectId, PARTICIPANT_JOB_TYPES);
  }
}

/**
 * The candidate's e-mail with an intake link (`invitation` at creation of a
 * candidate_intake request, `consent` on request_candidate_consent) and its
 * day-3 and day-7 reminders. Answers the queued jobs, e-mail first.
 */
export async function emailCandidateWithReminders(
  tx: Tx,
  ctx: WorkflowCtx,
  acting: Acting,
  request: ReferenceRequestRow,
  kind: 'invitation' | 'consent',
): Promise<QueuedJob[]> {
  const sent = await emailCandidate(tx, ctx, acting, request, kind);
  if (!sent) return [];
  const reminders = await scheduleReminders(tx, ctx.clock, acting, {
    kind: kind === 'invitation' ? 'intake' : 'consent',
    referenceRequestId: request.id,
    subjectId: request.id,
  });
  return [sent, ...reminders];
}

/**
 * One invitation per pending contact with an e-mail, each with its own
 * referee link and reminders; the contact becomes `invited`. Contacts
 * already invited or finished are left alone.
 */
async function inviteReferees(
  tx: Tx,
  ctx: WorkflowCtx,
  acting: Acting,
  request: ReferenceRequestRow,
): Promise<QueuedJob[]> {
  const queued: QueuedJob[] = [];
  for (const contact of await listContacts(tx, acting, request.id)) {
    if (contact.status !== 'pending') continue;
    queued.push(...(await inviteReferee(tx, ctx, acting, request, contact)));
  }
  return queued;
}

/**
 * One referee's invitation with their link, and its reminders; the contact
 * becomes `invited`. Nothing for a contact without an e-mail.
 */
export async function inviteReferee(
  tx: Tx,
  ctx: WorkflowCtx,
  acting: Acting,
  request: ReferenceRequestRow,
  contact: ContactRow,
): Promise<QueuedJob[]> {
  const sent = await emailRefereeInvitation(tx, ctx, acting, request, contact);
  if (!sent) return [];
  await markContactInvited(tx, acting, contact.id, ctx.clock.now());
  const reminders = await scheduleReminders(tx, ctx.clock, acting, {
    kind: 'referee',
    referenceRequestId: request.id,
    subjectId: contact.id,
  });
  return [sent, ...reminders];
}
