import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { referenceContacts, referenceRequests } from '../../db/schema/index.ts';
import { inTransaction, type UnitOfWork } from '../../db/tx.ts';
import { cancelPendingJobsOfSubjects } from '../../outbox/outbox.ts';
import { recordEvent } from '../audit/record-event.ts';
import { NOT_SENT, withdrawQueuedDeliveries } from '../outreach/deliveries.repo.ts';
import { useUpRequestLinks } from '../participant-links/participant-links.service.ts';
import {
  invitePendingReferees,
  PARTICIPANT_JOB_TYPES,
  queueCandidateInvitation,
} from './invitations.ts';
import { REMINDER_JOB_TYPE } from './reminders.ts';
import { viewInTransaction } from './request-view.query.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';
import {
  allowedActions,
  type Move,
  type MoveGuard,
  type PlannedMove,
  planMove,
  type RequestState,
  type WorkflowEvent,
} from './workflow.ts';

/** A move not made: the state does not allow it, or its guard failed there. */
interface Refused {
  refused: RequestState;
  guard: MoveGuard | null;
}

/**
 * Makes a move (a recruiter's action or a participant's event) in the
 * caller's transaction: locks the request's row, asks the planner what the
 * move does from the state it is in (planMove), checks the move's guard,
 * moves it, records the audit event and the timeline entry, and applies the
 * plan's effects through the owners of the tables they touch. Answers the
 * request's view as GET reads it after the move, or `{ refused }` with the
 * request's state when the state does not allow the move or its guard fails
 * there. 404 for an unknown id (or another tenant's or environment's).
 *
 * The row lock orders concurrent moves: the second waits, then plans from
 * the state the first left (READ COMMITTED reads the committed row).
 */
export async function moveRequest(
  tx: Tx,
  clock: Clock,
  acting: Acting,
  id: string,
  move: Move,
  options: { reason?: string } = {},
): Promise<ReferenceRequestView | Refused> {
  const state = await lockRequest(tx, acting, id);
  const plan = planMove(state, move);
  if (!plan) return { refused: state, guard: null };
  if (plan.guard && !(await guardHolds(tx, acting, id, plan.guard)))
    return { refused: state, guard: plan.guard };
  const now = clock.now();
  await tx
    .update(referenceRequests)
    .set({ status: plan.to, version: sql`${referenceRequests.version} + 1`, updatedAt: now })
    .where(and(inScope(acting, referenceRequests), eq(referenceRequests.id, id)));
  const metadata = {
    from: plan.from,
    to: plan.to,
    ...(options.reason ? { reason: options.reason } : {}),
    ...(plan.transition ? { transition: plan.transition } : {}),
  };
  await recordEvent(
    tx,
    acting,
    {
      action: plan.audit,
      target: { type: 'reference_request', id },
      metadata,
      timeline: { referenceRequestId: id, kind: plan.timeline, summary: plan.summary },
    },
    now,
  );
  await applyEffects(tx, clock, acting, id, plan);
  return viewInTransaction(tx, clock, acting, id);
}

/** The request's state under its row lock; 404 when it is not in the caller's scope. */
async function lockRequest(tx: Tx, acting: Acting, id: string): Promise<RequestState> {
  const [row] = await tx
    .select({ status: referenceRequests.status })
    .from(referenceRequests)
    .where(and(inScope(acting, referenceRequests), eq(referenceRequests.id, id)))
    .for('update');
  if (!row) throw AppError.notFound('reference request');
  return row.status as RequestState;
}

type Scoped = typeof referenceRequests | typeof referenceContacts;

function inScope(acting: Acting, table: Scoped): SQL {
  return and(eq(table.tenantId, acting.tenantId), eq(table.environment, acting.environment))!;
}

async function contactStatuses(tx: Tx, acting: Acting, id: string, withEmail = false) {
  const rows = await tx
    .select({ id: referenceContacts.id, status: referenceContacts.status })
    .from(referenceContacts)
    .where(
      and(
        inScope(acting, referenceContacts),
        eq(referenceContacts.referenceRequestId, id),
        withEmail ? isNotNull(referenceContacts.email) : undefined,
      ),
    );
  return rows;
}

/** Whether a move's guard holds for the request (its contacts as committed, under the request's lock). */
async function guardHolds(tx: Tx, acting: Acting, id: string, guard: MoveGuard): Promise<boolean> {
  if (guard === 'contact_with_email') {
    return (await contactStatuses(tx, acting, id, true)).length > 0;
  }
  const statuses = (await contactStatuses(tx, acting, id)).map((contact) => contact.status);
  const awaited = statuses.some((status) => status === 'invited' || status === 'opened');
  const answered = statuses.some((status) => status === 'completed' || status === 'declined');
  return !awaited && answered;
}

/**
 * The plan's effects, each by its table's owner: reminders (and for the end
 * of participation every invitation, e-mail and reminder) of whoever the
 * move stops waiting on are cancelled, their unsent deliveries withdrawn and
 * their links used up; the candidate's consent invitation or the pending
 * referees' invitations are queued (the worker issues links and e-mails).
 */
async function applyEffects(
  tx: Tx,
  clock: Clock,
  acting: Acting,
  id: string,
  plan: PlannedMove,
): Promise<void> {
  const endsParticipation = plan.effects.includes('end_participation');
  const endsRefereeLinks = plan.effects.includes('end_referee_links');
  const subjects: string[] = [];
  if (plan.endsRemindersOf === 'candidate' || endsParticipation) subjects.push(id);
  if (plan.endsRemindersOf === 'referees' || endsParticipation || endsRefereeLinks) {
    subjects.push(...(await contactStatuses(tx, acting, id)).map((contact) => contact.id));
  }
  const jobTypes = endsParticipation ? [...PARTICIPANT_JOB_TYPES] : [REMINDER_JOB_TYPE];
  await cancelPendingJobsOfSubjects(tx, clock, subjects, jobTypes);
  if (endsParticipation) {
    await withdrawQueuedDeliveries(tx, acting, subjects, NOT_SENT.cancelled, clock.now());
  }
  if (endsParticipation || endsRefereeLinks) {
    const purposes = endsParticipation ? (['intake', 'referee'] as const) : (['referee'] as const);
    await useUpRequestLinks(tx, acting, id, clock.now(), purposes);
  }
  if (plan.effects.includes('email_candidate_consent')) {
    await queueCandidateInvitationNow(tx, clock, acting, id);
  }
  if (plan.effects.includes('invite_referees')) {
    await invitePendingReferees(tx, clock, acting, id);
  }
}

async function queueCandidateInvitationNow(tx: Tx, clock: Clock, acting: Acting, id: string) {
  await tx.execute(
    queueCandidateInvitation(
      sql`${newId('job')}`,
      'consent',
      {
        tenantId: sql`${acting.tenantId}`,
        environment: sql`${acting.environment}`,
        actorKind: sql`${acting.actor.kind}`,
        actorId: sql`${acting.actor.id}`,
        traceId: sql`${acting.traceId ?? null}`,
        now: sql`${clock.now().toISOString()}`,
      },
      sql`(select ${id}::text as request) as moved`,
    ),
  );
}

function guardFailed(state: RequestState): AppError {
  return new AppError(
    'invalid_transition',
    'queue_outreach needs at least one referee contact with an e-mail address.',
    { allowedActions: [], currentState: state },
  );
}

/** The 409 of an action not allowed in the request's current state (a move, or a contact change). */
export function invalidTransition(
  request: { status: string },
  move: Move | 'add_contacts' | 'remove_contact',
): AppError {
  const state = request.status as RequestState;
  return new AppError(
    'invalid_transition',
    `Cannot ${move} a reference request in state ${state}.`,
    { allowedActions: allowedActions(state), currentState: state },
  );
}

/**
 * A recruiter's move (`POST …/lifecycle`, `POST …/cancel`) and its answer,
 * the request as GET reads it, in one transaction. 404 for an unknown id,
 * 409 `invalid_transition` for a move the state does not allow.
 *
 * Its result is the route's answer; an Idempotency-Key stores it with the commit.
 */
export async function moveAndAnswer(
  ctx: Pick<AppContext, 'clock'>,
  uow: UnitOfWork<ReferenceRequestView>,
  acting: Acting,
  id: string,
  move: Move,
  options: { reason?: string } = {},
): Promise<ReferenceRequestView> {
  return inTransaction(uow, async (tx) => {
    const moved = await moveRequest(tx, ctx.clock, acting, id, move, options);
    if (!('refused' in moved)) return moved;
    if (moved.guard === 'contact_with_email') throw guardFailed(moved.refused);
    throw invalidTransition({ status: moved.refused }, move);
  });
}

/**
 * A participant's event (intake completed or abandoned, a referee's first
 * open), in the caller's transaction: the move it stands for, or nothing
 * when the request is not where the event moves it from (e.g.
 * `referee_opened` while already `collecting`), which is not an error.
 * Answers the new state or null.
 */
export async function applyWorkflowEvent(
  tx: Tx,
  ctx: Pick<AppContext, 'clock'>,
  acting: Acting,
  referenceRequestId: string,
  event: WorkflowEvent,
): Promise<RequestState | null> {
  const moved = await moveRequest(tx, ctx.clock, acting, referenceRequestId, event);
  return 'refused' in moved ? null : moved.status;
}
