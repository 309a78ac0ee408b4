import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Clock } from '../../core/clock.ts';
import { newId } from '../../core/ids.ts';
import { type Acting, environmentSchema } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { defineJob } from '../../outbox/job.ts';
import { sendEmailJob } from '../../outbox/jobs/send-email.job.ts';
import { completeJobIn, insertJobs } from '../../outbox/outbox.ts';
import { DELIVER_JOB_TYPE } from '../outreach/deliver.job.ts';
import { hasDeliveries } from '../outreach/deliveries.repo.ts';
import { emailCandidate, emailRefereeInvitation } from '../outreach/outreach.service.ts';
import { REMINDER_JOB_TYPE, scheduleReminders } from './reminders.ts';
import { findContact, findRequest } from './requests.repo.ts';
import type { RequestState } from './workflow.ts';

/** The job type name is stored with every queued invitation: it never changes. */
export const INVITATION_JOB_TYPE = 'outreach.invitation';

/**
 * Job types that reach a participant: none may go out once a request is
 * cancelled (the cancel cancels those still pending).
 */
export const PARTICIPANT_JOB_TYPES = [
  INVITATION_JOB_TYPE,
  sendEmailJob.type,
  DELIVER_JOB_TYPE,
  REMINDER_JOB_TYPE,
];

/**
 * Payload of an invitation, as the create or move that queued it wrote it
 * (in SQL: create-request.query.ts, move-request.ts):
 * - `intake`: the candidate's intake invitation (a candidate_intake request);
 * - `consent`: the candidate's consent request (request_candidate_consent);
 * - `referees`: the contacts of `contactIds`, made `invited` by the same move
 *   (queue_outreach, or referees added during outreach).
 * `actor` and `traceId` are the change's, so the e-mails' timeline entries
 * name who caused them.
 */
export const invitationPayload = z.object({
  kind: z.enum(['intake', 'consent', 'referees']),
  tenantId: z.string(),
  environment: environmentSchema,
  referenceRequestId: z.string(),
  contactIds: z.array(z.string()).default([]),
  actor: z.object({
    kind: z.enum(['api_key', 'recruiter', 'candidate', 'referee', 'system']),
    id: z.string(),
  }),
  traceId: z.string().nullable().default(null),
});

/** The state a candidate's invitation belongs to: the change that queued it moved the request there. */
const CANDIDATE_INVITATION_STATE: Record<'intake' | 'consent', RequestState> = {
  intake: 'intake_pending',
  consent: 'consent_requested',
};

/**
 * Sends what a create or a move decided: each invitation issues a fresh
 * participant link and queues its e-mail (the outbox's send job) with the
 * day-3 and day-7 reminders, in one transaction, so a retry repeats nothing
 * that committed. The link's plaintext exists only in that e-mail, whose
 * body the outbox keeps sealed: no job row ever holds it. An invitation
 * whose request moved on (cancelled, or the candidate already answered) or
 * whose contact was removed sends nothing; nor does one for a contact
 * already sent something (their address was corrected, or a fresh link
 * sent, before this job ran: that invited them).
 */
export const invitationJob = defineJob({
  type: INVITATION_JOB_TYPE,
  payload: invitationPayload,
  maxAttempts: 5,
  async run(ctx, payload, job) {
    const scope = { tenantId: payload.tenantId, environment: payload.environment };
    const acting: Acting = {
      ...scope,
      actor: payload.actor,
      recruiterId: null,
      traceId: payload.traceId,
    };
    await inTransaction(unitOfWork(ctx.db), async (tx) => {
      // Done with this commit: a takeover after it repeats nothing.
      await completeJobIn(tx, ctx.clock, job);
      const request = await findRequest(tx, scope, payload.referenceRequestId);
      if (!request || request.status === 'cancelled') return;
      if (payload.kind !== 'referees') {
        if (request.status !== CANDIDATE_INVITATION_STATE[payload.kind]) return;
        const kind = payload.kind === 'intake' ? 'invitation' : 'consent';
        if (!(await emailCandidate(tx, ctx, acting, request, kind))) return;
        await scheduleReminders(tx, ctx.clock, acting, {
          kind: payload.kind,
          referenceRequestId: request.id,
          subjectId: request.id,
        });
        return;
      }
      for (const contactId of payload.contactIds) {
        const contact = await findContact(tx, scope, contactId);
        if (contact?.status !== 'invited') continue;
        // Corrected (or sent a fresh link) before this job ran: invited already, at the new address.
        if (await hasDeliveries(tx, scope, contact.id)) continue;
        if (!(await emailRefereeInvitation(tx, ctx, acting, request, contact))) continue;
        await scheduleReminders(tx, ctx.clock, acting, {
          kind: 'referee',
          referenceRequestId: request.id,
          subjectId: contact.id,
        });
      }
    });
  },
});

/** Who queued an invitation and when: recorded in its payload (see invitationPayload). */
export interface InvitationOrigin {
  tenantId: SQL;
  environment: SQL;
  actorKind: SQL;
  actorId: SQL;
  traceId: SQL;
  now: SQL;
}

/** The payload of an invitation job, built in SQL. */
function payloadSql(kind: SQL, requestId: SQL, contactIds: SQL, origin: InvitationOrigin): SQL {
  return sql`jsonb_build_object('kind', ${kind}::text, 'tenantId', ${origin.tenantId}::text,
    'environment', ${origin.environment}::text, 'referenceRequestId', ${requestId}::text,
    'contactIds', ${contactIds},
    'actor', jsonb_build_object('kind', ${origin.actorKind}::text, 'id', ${origin.actorId}::text),
    'traceId', ${origin.traceId}::text)`;
}

/**
 * Queues the candidate's invitation (`intake` at a candidate_intake create,
 * `consent` on request_candidate_consent), one per row of `from`, whose
 * column `request` names the request: a part of the create's and the move's
 * statements.
 */
export function queueCandidateInvitation(
  jobId: SQL,
  kind: 'intake' | 'consent',
  origin: InvitationOrigin,
  from: SQL,
): SQL {
  return insertJobs(
    {
      id: jobId,
      type: sql`${INVITATION_JOB_TYPE}::text`,
      payload: payloadSql(sql`${kind}`, sql`request`, sql`'[]'::jsonb`, origin),
      maxAttempts: sql`${invitationJob.maxAttempts ?? 5}`,
      runAt: origin.now,
      tenantId: origin.tenantId,
      environment: origin.environment,
      subjectId: sql`request`,
      createdAt: origin.now,
    },
    from,
  );
}

/**
 * Invites referees, as two parts of a statement (`invited`, then
 * `referee_invitation`): the contacts of `requestId` still `pending` and
 * with an e-mail, among `contactIds` when given, become `invited`, and one
 * invitation job is queued for them (none when there are none), when `when`
 * holds. The one form of inviting referees: queue_outreach's move and the
 * contacts added during outreach both run it.
 */
export function inviteReferees(c: {
  jobId: SQL;
  requestId: SQL;
  contactIds?: SQL;
  when: SQL;
  origin: InvitationOrigin;
}): SQL {
  const { origin } = c;
  return sql`invited as (
      update reference_contacts c
      set status = 'invited', invited_at = ${origin.now}::timestamptz,
        updated_at = ${origin.now}::timestamptz
      where ${c.when} and c.tenant_id = ${origin.tenantId}
        and c.environment = ${origin.environment} and c.reference_request_id = ${c.requestId}
        and c.status = 'pending' and c.email is not null
        ${c.contactIds ? sql`and c.id = any(${c.contactIds})` : sql``}
      returning c.id
    ), referee_invitation as (
      ${insertJobs(
        {
          id: c.jobId,
          type: sql`${INVITATION_JOB_TYPE}::text`,
          payload: payloadSql(
            sql`'referees'`,
            c.requestId,
            sql`(select jsonb_agg(invited.id) from invited)`,
            origin,
          ),
          maxAttempts: sql`${invitationJob.maxAttempts ?? 5}`,
          runAt: origin.now,
          tenantId: origin.tenantId,
          environment: origin.environment,
          subjectId: c.requestId,
          createdAt: origin.now,
        },
        sql`(select 1) as one where exists (select 1 from invited)`,
      )}
    )`;
}

/**
 * Invites the request's pending referees with an e-mail (among `contactIds`
 * when given; queue_outreach's move invites them all), in the caller's
 * transaction under the request's row lock. Answers the contacts it made
 * `invited`.
 */
export async function invitePendingReferees(
  tx: Tx,
  clock: Clock,
  acting: Acting,
  requestId: string,
  contactIds?: readonly string[],
): Promise<Set<string>> {
  const result = await tx.execute(
    sql`with ${inviteReferees({
      jobId: sql`${newId('job')}`,
      requestId: sql`${requestId}`,
      contactIds: contactIds
        ? sql`array[${sql.join(
            contactIds.map((id) => sql`${id}::text`),
            sql`, `,
          )}]::text[]`
        : undefined,
      when: sql`true`,
      origin: {
        tenantId: sql`${acting.tenantId}`,
        environment: sql`${acting.environment}`,
        actorKind: sql`${acting.actor.kind}`,
        actorId: sql`${acting.actor.id}`,
        traceId: sql`${acting.traceId ?? null}`,
        now: sql`${clock.now().toISOString()}`,
      },
    })} select id from invited`,
  );
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}
