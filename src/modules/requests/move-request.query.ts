import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Clock } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { inOneStatement, inTransaction } from '../../db/tx.ts';
import { sendEmailJob } from '../../outbox/jobs/send-email.job.ts';
import { REMINDER_JOB_TYPE } from './reminders.ts';
import { VIEW_FROM_REQUESTS, type ViewJson, viewInTransaction } from './request-view.query.ts';
import type { ReferenceRequestView } from './requests.schemas.ts';
import { applyMove, invalidTransition } from './workflow.service.ts';
import {
  allowedActions,
  MOVES,
  type Move,
  planMove,
  REQUEST_STATES,
  type RequestState,
} from './workflow.ts';

/**
 * One row of the move's table as the statement reads it: from each state the
 * move is allowed in, the state it leads to, the transition it uses when not
 * its own (`metadata.transition`), and whose reminders it ends.
 */
interface MoveRule {
  from: RequestState;
  to: RequestState;
  transition: Move | null;
  ends: 'candidate' | 'referees' | null;
}

interface MoveStatementRow {
  /** The request's row version (xmin) in the statement's snapshot. */
  seen_xmin: string;
  /** The same row as locked (the newest version), or null when another transaction holds it. */
  locked_xmin: string | null;
  locked_status: RequestState | null;
  /** The state it moved to, or null when the move was not allowed (or not tried). */
  moved_to: RequestState | null;
  moved_at: Date | null;
  view: ViewJson | null;
}

/**
 * A lifecycle move as ONE statement, for the moves whose effects are rows
 * (see movesInOneStatement): lock the request's row, move it when its state
 * allows (the table of MOVES passed as `rules`), record the audit event and
 * the timeline entry, end the reminders of whoever it stops waiting on, and
 * for the cancel use up the participant links and cancel every e-mail and
 * reminder still queued; then answer the request's view. The rows written
 * are the ones applyMove writes for the same move (workflow.service.ts).
 *
 * The lock skips a row another transaction holds (`skip locked`), and the
 * move is made only when the locked row is the version of the statement's
 * snapshot (`xmin`): the view, read in that snapshot, is then the request as
 * it is under the lock, except for the status and updatedAt the move sets.
 * Otherwise nothing is written and the caller moves with applyMove, which
 * waits for the lock and reads afresh.
 */
const moveRequest = preparedStatement<
  MoveStatementRow,
  {
    tenantId: string;
    environment: string;
    id: string;
    now: Date;
    rules: string;
    endParticipation: boolean;
    jobTypes: string;
    auditId: string;
    activityId: string;
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
      select xmin::text as xmin from reference_requests
      where tenant_id = ${sql.placeholder('tenantId')}
        and environment = ${sql.placeholder('environment')} and id = ${sql.placeholder('id')}
    ), target as (
      select id, status, xmin::text as xmin from reference_requests
      where tenant_id = ${sql.placeholder('tenantId')}
        and environment = ${sql.placeholder('environment')} and id = ${sql.placeholder('id')}
      for update skip locked
    ), rule as (
      select target.id, rule."from", rule."to", rule.transition, rule.ends
      from target
      join json_to_recordset(${sql.placeholder('rules')}::json)
        as rule("from" text, "to" text, transition text, ends text)
        on rule."from" = target.status
      where target.xmin = (select xmin from seen)
    ), moved as (
      update reference_requests r
      set status = rule."to", version = r.version + 1,
        updated_at = ${sql.placeholder('now')}::timestamptz
      from rule
      where r.tenant_id = ${sql.placeholder('tenantId')}
        and r.environment = ${sql.placeholder('environment')} and r.id = ${sql.placeholder('id')}
        and r.id = rule.id
      returning r.id, r.tenant_id, r.environment, r.status, r.updated_at,
        rule."from" as from_state, rule.ends, jsonb_build_object('from', rule."from", 'to', rule."to")
          || case when ${sql.placeholder('reason')}::text is null then '{}'::jsonb
            else jsonb_build_object('reason', ${sql.placeholder('reason')}::text) end
          || case when rule.transition is null then '{}'::jsonb
            else jsonb_build_object('transition', rule.transition) end as metadata
    ), audit as (
      insert into audit_events
        (id, tenant_id, environment, action, actor_kind, actor_id, target_type, target_id,
         trace_id, metadata, created_at)
      select ${sql.placeholder('auditId')}, moved.tenant_id, moved.environment,
        ${sql.placeholder('auditAction')}, ${sql.placeholder('actorKind')},
        ${sql.placeholder('actorId')}, 'reference_request', moved.id,
        ${sql.placeholder('traceId')}::text, moved.metadata, ${sql.placeholder('now')}::timestamptz
      from moved
    ), activity as (
      insert into activity_entries
        (id, tenant_id, environment, reference_request_id, kind, actor_kind, actor_id, summary,
         data, created_at)
      select ${sql.placeholder('activityId')}, moved.tenant_id, moved.environment, moved.id,
        ${sql.placeholder('timelineKind')}, ${sql.placeholder('actorKind')},
        ${sql.placeholder('actorId')}, ${sql.placeholder('summary')}, moved.metadata,
        ${sql.placeholder('now')}::timestamptz
      from moved
    ), subjects as (
      select moved.id from moved
      where moved.ends = 'candidate' or ${sql.placeholder('endParticipation')}::boolean
      union all
      select c.id from moved
      join reference_contacts c
        on c.tenant_id = moved.tenant_id and c.environment = moved.environment
          and c.reference_request_id = ${sql.placeholder('id')}
      where moved.ends = 'referees' or ${sql.placeholder('endParticipation')}::boolean
    ), ended as (
      update jobs
      set status = 'cancelled', finished_at = ${sql.placeholder('now')}::timestamptz,
        updated_at = ${sql.placeholder('now')}::timestamptz
      where subject_id = any(array(select id from subjects)) and status = 'pending'
        and type in (select json_array_elements_text(${sql.placeholder('jobTypes')}::json))
    ), links as (
      update participant_tokens
      set used_at = ${sql.placeholder('now')}::timestamptz,
        updated_at = ${sql.placeholder('now')}::timestamptz
      where ${sql.placeholder('endParticipation')}::boolean and id in (
        select p.id from participant_tokens p
        join moved
          on p.tenant_id = moved.tenant_id and p.environment = moved.environment
            and p.reference_request_id = ${sql.placeholder('id')}
        where ${sql.placeholder('endParticipation')}::boolean
          and p.purpose in ('intake', 'referee') and p.used_at is null
        for update of p skip locked
      )
    )
    select seen.xmin as seen_xmin, target.xmin as locked_xmin, target.status as locked_status,
      moved.status as moved_to, moved.updated_at as moved_at, v.view
    from seen
    left join target on true
    left join moved on true
    left join lateral (
      ${VIEW_FROM_REQUESTS}
      where r.tenant_id = ${sql.placeholder('tenantId')}
        and r.environment = ${sql.placeholder('environment')} and r.id = ${sql.placeholder('id')}
    ) v on moved.id is not null
  `,
);

/** Job types that carry a participant's e-mail: neither may go out once a request is cancelled. */
const PARTICIPANT_JOB_TYPES = [sendEmailJob.type, REMINDER_JOB_TYPE];

const RULES = new Map<Move, MoveRule[] | null>();

/**
 * The move's table for the statement, or null when some transition of the
 * move has a guard or an effect that is more than rows (an e-mail rendered
 * with a new link: request_candidate_consent, queue_outreach), which only
 * applyMove makes.
 */
function rulesOf(move: Move): MoveRule[] | null {
  if (RULES.has(move)) return RULES.get(move)!;
  const plans = REQUEST_STATES.map((state) => planMove(state, move)).filter((p) => p !== null);
  const rowsOnly = plans.every(
    (plan) => !plan.guard && plan.effects.every((effect) => effect === 'end_participation'),
  );
  const rules = rowsOnly
    ? plans.map((plan) => ({
        from: plan.from,
        to: plan.to,
        transition: plan.transition,
        ends: plan.endsRemindersOf,
      }))
    : null;
  RULES.set(move, rules);
  return rules;
}

/** Whether a move can be made by moveInOneStatement (else applyMove, in a transaction). */
export function movesInOneStatement(move: Move): boolean {
  return rulesOf(move) !== null;
}

/**
 * Makes a move of movesInOneStatement in one statement and answers the
 * request's view as GET reads it after the move; 404 for an unknown id (or
 * another tenant's or environment's), 409 `invalid_transition` when the
 * request's state does not allow the move. Answers null, having written
 * nothing, when the row was locked by another transaction or changed since
 * the statement's snapshot: the caller then makes the move with applyMove.
 */
export async function moveInOneStatement(
  db: Executor,
  clock: Clock,
  acting: Acting,
  id: string,
  move: Move,
  options: { reason?: string } = {},
): Promise<ReferenceRequestView | null> {
  const rules = rulesOf(move);
  if (!rules) throw new Error(`${move} is not made in one statement`);
  const endParticipation = MOVES[move].effects.includes('end_participation');
  // What the move is recorded as does not depend on the state it is made from.
  const recordedAs = planMove(rules[0]!.from, move)!;
  const now = clock.now();
  const [row] = await moveRequest(db, {
    tenantId: acting.tenantId,
    environment: acting.environment,
    id,
    now,
    rules: JSON.stringify(rules),
    endParticipation,
    jobTypes: JSON.stringify(endParticipation ? PARTICIPANT_JOB_TYPES : [REMINDER_JOB_TYPE]),
    auditId: newId('audit'),
    activityId: newId('activity'),
    auditAction: recordedAs.audit,
    timelineKind: recordedAs.timeline,
    summary: recordedAs.summary,
    actorKind: acting.actor.kind,
    actorId: acting.actor.id,
    traceId: acting.traceId ?? null,
    reason: options.reason || null,
  });
  if (!row) throw AppError.notFound('reference request');
  if (row.locked_xmin === null || row.locked_xmin !== row.seen_xmin) return null;
  if (!row.moved_to || !row.moved_at || !row.view) {
    throw invalidTransition({ status: row.locked_status as RequestState }, move);
  }
  return {
    ...row.view,
    status: row.moved_to,
    updatedAt: row.moved_at.toISOString(),
    allowedActions: allowedActions(row.moved_to),
  };
}

/**
 * A recruiter's move (`POST …/lifecycle`, `POST …/cancel`) and its answer,
 * the request as GET reads it: in one statement when the move allows it
 * (movesInOneStatement; no BEGIN/COMMIT unless an Idempotency-Key stores
 * the answer in the same commit), else, or when the row was busy, with
 * applyMove and the view read in one transaction. 404 for an unknown id,
 * 409 `invalid_transition` for a move the state does not allow.
 */
export async function moveAndAnswer(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  acting: Acting,
  id: string,
  move: Move,
  options: { reason?: string } = {},
): Promise<ReferenceRequestView> {
  const inTransactionWithApplyMove = (db: Executor) =>
    inTransaction(db, async (tx: Tx) => {
      const moved = await applyMove(tx, ctx, acting, id, move, options);
      if ('refused' in moved) throw invalidTransition(moved.refused, move);
      return viewInTransaction(tx, ctx.clock, acting, id);
    });
  if (!movesInOneStatement(move)) return inTransactionWithApplyMove(ctx.db);
  return inOneStatement(
    ctx.db,
    async (db) =>
      (await moveInOneStatement(db, ctx.clock, acting, id, move, options)) ??
      inTransactionWithApplyMove(db),
  );
}
