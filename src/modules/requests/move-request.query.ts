import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Executor } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { inOneStatement, type UnitOfWork } from '../../db/tx.ts';
import { cancelPendingJobsOf } from '../../outbox/outbox.ts';
import { insertActivityEntries } from '../activity/activity.repo.ts';
import { insertAuditEvents } from '../audit/audit.repo.ts';
import { NOT_SENT, withdrawQueuedDeliveriesSql } from '../outreach/deliveries.repo.ts';
import { useUpRequestLinksSql } from '../participant-links/participant-links.service.ts';
import {
  type InvitationOrigin,
  inviteReferees,
  PARTICIPANT_JOB_TYPES,
  queueCandidateInvitation,
} from './invitations.ts';
import { REMINDER_JOB_TYPE } from './reminders.ts';
import { VIEW_FROM_REQUESTS, type ViewJson } from './request-view.query.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';
import {
  allowedActions,
  MOVES,
  type Move,
  type MoveGuard,
  planMove,
  REQUEST_STATES,
  type RequestState,
  type WorkflowEvent,
} from './workflow.ts';

/**
 * One row of a move's table as the statement reads it: from each state the
 * move is allowed in, what planMove says it does there.
 */
interface MoveRule {
  from: RequestState;
  to: RequestState;
  transition: Move | null;
  ends: 'candidate' | 'referees' | null;
  guard: MoveGuard | null;
  email_candidate: boolean;
  invite_referees: boolean;
  end_participation: boolean;
  end_referee_links: boolean;
}

interface MoveStatementRow {
  /** The request's row version (xmin) in the statement's snapshot. */
  seen_xmin: string;
  /** The same row as locked (its newest version, after waiting for any other lock). */
  locked_xmin: string | null;
  locked_status: RequestState | null;
  /** Whether the state allows the move, and whether its guard held. */
  allowed: boolean;
  guarded: boolean;
  /** The state it moved to, or null when it did not move. */
  moved_to: RequestState | null;
  moved_at: Date | string | null;
  /** Contacts the move made `invited`. */
  invited: string[] | null;
  view: ViewJson | null;
}

const p = (name: string) => sql`${sql.placeholder(name)}`;

/** Who makes the move, as the invitations it queues record it. */
const origin: InvitationOrigin = {
  tenantId: p('tenantId'),
  environment: p('environment'),
  actorKind: p('actorKind'),
  actorId: p('actorId'),
  traceId: p('traceId'),
  now: p('now'),
};
/** `<alias>` belongs to the request's tenant and environment. */
function inScope(alias: string): SQL {
  return sql`${sql.raw(alias)}.tenant_id = ${p('tenantId')}
    and ${sql.raw(alias)}.environment = ${p('environment')}`;
}

/**
 * Every move of the workflow as ONE statement, its effects all rows: lock
 * the request's row, move it when its state allows (the move's table from
 * planMove, passed as `rules`) and its guard holds, record the audit event
 * and the timeline entry, end the reminders of whoever it stops waiting on;
 * for a cancel, use up the participant links, cancel every invitation,
 * e-mail and reminder still queued and settle the deliveries not yet sent
 * as `failed` (NOT_SENT.cancelled); for request_candidate_consent queue the
 * candidate's invitation, for queue_outreach make the pending contacts with
 * an e-mail `invited` and queue theirs (invitations.ts sends them: links and
 * e-mails are made in Node, by the worker). Then answer the request's view.
 * Each other table is written by its owner's fragment.
 *
 * The lock waits for a transaction that holds the row; the move is made only
 * when the locked row is the version of the statement's snapshot (`xmin`),
 * so that the view, read in that snapshot, is the request as it is under the
 * lock. Otherwise nothing is written and the caller runs the statement
 * again, on a new snapshot (moveRequest).
 */
const moveStatement = preparedStatement<
  MoveStatementRow,
  {
    tenantId: string;
    environment: string;
    id: string;
    now: string;
    rules: string;
    jobTypes: string;
    auditId: string;
    activityId: string;
    candidateInvitationId: string;
    refereeInvitationId: string;
    auditAction: string;
    timelineKind: string;
    summary: string;
    actorKind: string;
    actorId: string;
    traceId: string | null;
    reason: string | null;
  }
>(
  'move_reference_request',
  sql`
    with seen as (
      select xmin::text as xmin from reference_requests r
      where ${inScope('r')} and r.id = ${p('id')}
    ), target as (
      select r.id, r.status, r.xmin::text as xmin from reference_requests r
      where ${inScope('r')} and r.id = ${p('id')}
      for update
    ), rule as (
      select target.id, rule.*
      from target
      join json_to_recordset(${p('rules')}::json) as rule(
        "from" text, "to" text, transition text, ends text, guard text,
        email_candidate boolean, invite_referees boolean, end_participation boolean,
        end_referee_links boolean
      ) on rule."from" = target.status
      where target.xmin = (select xmin from seen)
    ), guarded as (
      select rule.* from rule
      where rule.guard is null
        or (rule.guard = 'contact_with_email' and exists (
          select 1 from reference_contacts c
          where ${inScope('c')} and c.reference_request_id = rule.id and c.email is not null
        ))
        or (rule.guard = 'referees_answered' and not exists (
          select 1 from reference_contacts c
          where ${inScope('c')} and c.reference_request_id = rule.id
            and c.status in ('invited', 'opened')
        ) and exists (
          select 1 from reference_contacts c
          where ${inScope('c')} and c.reference_request_id = rule.id
            and c.status in ('completed', 'declined')
        ))
    ), moved as (
      update reference_requests r
      set status = guarded."to", version = r.version + 1, updated_at = ${p('now')}::timestamptz
      from guarded
      -- The request's id as the index condition, even in the generic plan: joined on the
      -- guarded row alone, the update walked every request of the tenant.
      where ${inScope('r')} and r.id = ${p('id')} and r.id = guarded.id
      returning r.id, r.tenant_id, r.environment, r.status, r.updated_at, guarded.ends,
        guarded.email_candidate, guarded.invite_referees, guarded.end_participation,
        guarded.end_referee_links,
        jsonb_build_object('from', guarded."from", 'to', guarded."to")
          || case when ${p('reason')}::text is null then '{}'::jsonb
            else jsonb_build_object('reason', ${p('reason')}::text) end
          || case when guarded.transition is null then '{}'::jsonb
            else jsonb_build_object('transition', guarded.transition) end as metadata
    ), audit as (
      ${insertAuditEvents(
        {
          id: p('auditId'),
          tenantId: sql`moved.tenant_id`,
          environment: sql`moved.environment`,
          action: p('auditAction'),
          actorKind: p('actorKind'),
          actorId: p('actorId'),
          targetType: sql`'reference_request'`,
          targetId: sql`moved.id`,
          traceId: p('traceId'),
          metadata: sql`moved.metadata`,
          createdAt: p('now'),
        },
        sql`moved`,
      )}
    ), activity as (
      ${insertActivityEntries(
        {
          id: p('activityId'),
          tenantId: sql`moved.tenant_id`,
          environment: sql`moved.environment`,
          referenceRequestId: sql`moved.id`,
          kind: p('timelineKind'),
          actorKind: p('actorKind'),
          actorId: p('actorId'),
          summary: p('summary'),
          data: sql`moved.metadata`,
          createdAt: p('now'),
        },
        sql`moved`,
      )}
    ), subjects as (
      select moved.id from moved where moved.ends = 'candidate' or moved.end_participation
      union all
      select c.id from moved
      join reference_contacts c on ${inScope('c')} and c.reference_request_id = moved.id
      where moved.ends = 'referees' or moved.end_participation or moved.end_referee_links
    ), ended as (
      ${cancelPendingJobsOf(
        sql`select id from subjects`,
        sql`array(select json_array_elements_text(${p('jobTypes')}::json))`,
        p('now'),
      )}
    ), withdrawn as (
      ${withdrawQueuedDeliveriesSql({
        tenantId: p('tenantId'),
        environment: p('environment'),
        subjectIds: sql`select id from subjects`,
        reason: NOT_SENT.cancelled,
        at: p('now'),
        when: sql`exists (select 1 from moved where moved.end_participation)`,
      })}
    ), links as (
      ${useUpRequestLinksSql({
        tenantId: p('tenantId'),
        environment: p('environment'),
        referenceRequestId: sql`(select moved.id from moved
          where moved.end_participation or moved.end_referee_links)`,
        purposes: sql`(select case when moved.end_participation then array['intake', 'referee']
          else array['referee'] end from moved)`,
        at: p('now'),
      })}
    ), ${inviteReferees({
      jobId: p('refereeInvitationId'),
      requestId: sql`(select moved.id from moved where moved.invite_referees)`,
      when: sql`exists (select 1 from moved where moved.invite_referees)`,
      origin,
    })}, candidate_invitation as (
      ${queueCandidateInvitation(
        p('candidateInvitationId'),
        'consent',
        origin,
        sql`(select moved.id as request from moved where moved.email_candidate) as moved`,
      )}
    )
    select seen.xmin as seen_xmin, target.xmin as locked_xmin, target.status as locked_status,
      exists (select 1 from rule) as allowed, exists (select 1 from guarded) as guarded,
      moved.status as moved_to, moved.updated_at as moved_at,
      (select array_agg(invited.id) from invited) as invited, v.view
    from seen
    left join target on true
    left join moved on true
    left join lateral (
      ${VIEW_FROM_REQUESTS}
      where ${inScope('r')} and r.id = ${p('id')}
    ) v on moved.id is not null
  `,
);

const RULES = new Map<Move, string>();

/** A move's table for the statement: what planMove says it does from each state that allows it. */
function rulesOf(move: Move): string {
  const cached = RULES.get(move);
  if (cached) return cached;
  const rules: MoveRule[] = REQUEST_STATES.flatMap((state) => {
    const plan = planMove(state, move);
    if (!plan) return [];
    return [
      {
        from: plan.from,
        to: plan.to,
        transition: plan.transition,
        ends: plan.endsRemindersOf,
        guard: plan.guard,
        email_candidate: plan.effects.includes('email_candidate_consent'),
        invite_referees: plan.effects.includes('invite_referees'),
        end_participation: plan.effects.includes('end_participation'),
        end_referee_links: plan.effects.includes('end_referee_links'),
      },
    ];
  });
  const json = JSON.stringify(rules);
  RULES.set(move, json);
  return json;
}

/** A move not made: the state does not allow it, or its guard failed there. */
interface Refused {
  refused: RequestState;
  guard: MoveGuard | null;
}

/** How often a move runs again on a row that changed under its snapshot before it gives up. */
const MOVE_ATTEMPTS = 8;

/**
 * Makes a move (a recruiter's action or a participant's event) in one
 * statement, in `db` (a pool, or the caller's transaction), and answers the
 * request's view as GET reads it after the move, or `{ refused }` with the
 * request's state when the state does not allow the move or its guard fails
 * there (`guard` says which). 404 for an unknown id (or another tenant's or
 * environment's).
 */
export async function moveRequest(
  db: Executor,
  clock: Clock,
  acting: Acting,
  id: string,
  move: Move,
  options: { reason?: string } = {},
): Promise<ReferenceRequestView | Refused> {
  const recorded = planMove(MOVES_FROM[move], move)!;
  for (let attempt = 0; attempt < MOVE_ATTEMPTS; attempt++) {
    const now = clock.now().toISOString();
    const [row] = await moveStatement(db, {
      tenantId: acting.tenantId,
      environment: acting.environment,
      id,
      now,
      rules: rulesOf(move),
      jobTypes: JSON.stringify(
        recorded.effects.includes('end_participation')
          ? PARTICIPANT_JOB_TYPES
          : [REMINDER_JOB_TYPE],
      ),
      auditId: newId('audit'),
      activityId: newId('activity'),
      candidateInvitationId: newId('job'),
      refereeInvitationId: newId('job'),
      auditAction: recorded.audit,
      timelineKind: recorded.timeline,
      summary: recorded.summary,
      actorKind: acting.actor.kind,
      actorId: acting.actor.id,
      traceId: acting.traceId ?? null,
      reason: options.reason || null,
    });
    if (!row) throw AppError.notFound('reference request');
    // The row changed under the statement's snapshot: nothing was written; run it again.
    if (row.locked_xmin !== row.seen_xmin) continue;
    const state = row.locked_status as RequestState;
    if (!row.allowed) return { refused: state, guard: null };
    if (!row.guarded) return { refused: state, guard: recorded.guard };
    return movedView(row, now);
  }
  throw new AppError('unavailable', 'The reference request kept changing; try the move again.');
}

/** The view read in the statement's snapshot, with what the move itself changed. */
function movedView(row: MoveStatementRow, now: string): ReferenceRequestView {
  const to = row.moved_to as RequestState;
  const invited = new Set(row.invited ?? []);
  const view = row.view!;
  return {
    ...view,
    status: to,
    updatedAt: new Date(row.moved_at!).toISOString(),
    contacts: view.contacts.map((contact) =>
      invited.has(contact.id)
        ? { ...contact, status: 'invited', invitedAt: now, updatedAt: now }
        : contact,
    ),
    allowedActions: allowedActions(to),
  };
}

/**
 * A state each move is allowed from: what a move is recorded as (audit
 * action, timeline kind, summary) does not depend on where it is made from.
 */
const MOVES_FROM = Object.fromEntries(
  (Object.keys(MOVES) as Move[]).map((move) => [
    move,
    REQUEST_STATES.find((state) => planMove(state, move) !== null)!,
  ]),
) as Record<Move, RequestState>;

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
 * the request as GET reads it: one statement, without BEGIN/COMMIT unless an
 * Idempotency-Key stores the answer in the same commit. 404 for an unknown
 * id, 409 `invalid_transition` for a move the state does not allow.
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
  return inOneStatement(uow, async (db) => {
    const moved = await moveRequest(db, ctx.clock, acting, id, move, options);
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
  tx: Executor,
  ctx: Pick<AppContext, 'clock'>,
  acting: Acting,
  referenceRequestId: string,
  event: WorkflowEvent,
): Promise<RequestState | null> {
  const moved = await moveRequest(tx, ctx.clock, acting, referenceRequestId, event);
  return 'refused' in moved ? null : moved.status;
}
