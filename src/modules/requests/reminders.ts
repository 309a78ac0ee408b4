import { z } from 'zod';
import { type Clock, DAY_MS } from '../../core/clock.ts';
import { type Acting, environmentSchema, type TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { inTransaction, unitOfWork } from '../../db/tx.ts';
import { defineJob } from '../../outbox/job.ts';
import { cancelPendingJobs, completeJobIn, enqueue, type QueuedJob } from '../../outbox/outbox.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import { emailReminder } from '../outreach/outreach.service.ts';
import { findContact, findRequest } from './requests.repo.ts';
import { type RequestState, statesWaitingOn } from './workflow.ts';

/** The job type name is stored with every queued reminder: it never changes. */
export const REMINDER_JOB_TYPE = 'outreach.reminder';

/**
 * Who a reminder is for: `intake` (candidate_intake invitation), `consent`
 * (request_candidate_consent e-mail) or `referee` (a referee invitation).
 */
export type ReminderKind = 'intake' | 'consent' | 'referee';

/**
 * Payload of a reminder job. `subjectId` is the contact id for referees and
 * the reference request id for the candidate; `day` is the day after the
 * invitation it was scheduled for (a tenant's `reminderDays`). No link is
 * stored here: the plaintext of a participant token must not sit in the jobs
 * table, so the job issues a fresh link when it runs.
 */
export const reminderPayload = z.object({
  kind: z.enum(['intake', 'consent', 'referee']),
  tenantId: z.string(),
  environment: environmentSchema,
  referenceRequestId: z.string(),
  subjectId: z.string(),
  day: z.number().int().positive(),
});

/** The state a candidate reminder belongs to: the e-mail it follows up moved the request there. */
const CANDIDATE_REMINDER_STATE: Record<'intake' | 'consent', RequestState> = {
  intake: 'intake_pending',
  consent: 'consent_requested',
};
const REFEREE_WAITING_STATES: ReadonlySet<RequestState> = new Set(statesWaitingOn('referees'));
const REFEREE_UNFINISHED = new Set(['invited', 'opened']);

/**
 * Queues the reminder jobs of one participant, on the tenant's
 * `reminderDays` after now (default days 3 and 7; none for an empty list).
 */
export async function scheduleReminders(
  tx: Tx,
  clock: Clock,
  scope: TenantScope,
  target: { kind: ReminderKind; referenceRequestId: string; subjectId: string },
): Promise<QueuedJob[]> {
  const now = clock.now().getTime();
  const { reminderDays } = await findTenantSettings(tx, scope.tenantId);
  const jobs: QueuedJob[] = [];
  for (const day of reminderDays) {
    jobs.push(
      await enqueue(
        tx,
        clock,
        reminderJob,
        { ...target, ...scope, day },
        { ...scope, subjectId: target.subjectId, runAt: new Date(now + day * DAY_MS) },
      ),
    );
  }
  return jobs;
}

/**
 * Cancels the pending reminders of a participant: `subjectId` is the contact
 * id (referee) or the reference request id (intake/consent). Called when the
 * workflow stops waiting on them and when they finish; reminder jobs re-check
 * on their own anyway.
 */
export async function cancelReminders(tx: Executor, clock: Clock, subjectId: string) {
  return cancelPendingJobs(tx, clock, subjectId, [REMINDER_JOB_TYPE]);
}

/**
 * Sends a reminder if the participant has still not finished and the request
 * still waits on them; otherwise does nothing. The new link (and its e-mail)
 * are written in one transaction.
 */
export const reminderJob = defineJob({
  type: REMINDER_JOB_TYPE,
  payload: reminderPayload,
  maxAttempts: 5,
  async run(ctx, payload, job) {
    const scope = { tenantId: payload.tenantId, environment: payload.environment };
    const system: Acting = {
      ...scope,
      actor: { kind: 'system', id: REMINDER_JOB_TYPE },
      recruiterId: null,
      traceId: null,
    };
    await inTransaction(unitOfWork(ctx.db), async (tx) => {
      // Done with this commit: a takeover after it repeats nothing.
      await completeJobIn(tx, ctx.clock, job);
      const request = await findRequest(tx, scope, payload.referenceRequestId);
      if (!request) return;
      const status = request.status as RequestState;
      if (payload.kind === 'referee') {
        const contact = await findContact(tx, scope, payload.subjectId);
        if (!contact || !REFEREE_UNFINISHED.has(contact.status)) return;
        if (!REFEREE_WAITING_STATES.has(status)) return;
        await emailReminder(tx, ctx, system, request, {
          kind: 'referee',
          day: payload.day,
          contact,
        });
        return;
      }
      if (status !== CANDIDATE_REMINDER_STATE[payload.kind]) return;
      await emailReminder(tx, ctx, system, request, { kind: payload.kind, day: payload.day });
    });
  },
});
