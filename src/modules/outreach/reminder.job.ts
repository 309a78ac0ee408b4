import { z } from 'zod';
import { type Acting, environmentSchema } from '../../core/tenancy.ts';
import { inTransaction } from '../../db/tx.ts';
import { defineJob } from '../../outbox/job.ts';
import { sendEmailJob } from '../../outbox/jobs/send-email.job.ts';
import { enqueue } from '../../outbox/outbox.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { issueParticipantToken } from '../participants/participant-tokens.ts';
import { findContact, findRequest } from '../requests/requests.repo.ts';
import { emailFacts } from './outreach.facts.ts';
import { reminderEmail } from './outreach.templates.ts';

export const REMINDER_JOB_TYPE = 'outreach.reminder';

/**
 * Who a reminder is for: `intake` (candidate_intake invitation), `consent`
 * (request_candidate_consent e-mail) or `referee` (a referee invitation).
 */
export type ReminderKind = 'intake' | 'consent' | 'referee';

/**
 * Payload of a reminder job. `subjectId` is the contact id for referees and
 * the reference request id for the candidate; `day` is 3 or 7. No link is
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

/** The request state in which a candidate reminder still makes sense. */
const CANDIDATE_WAITING_STATE = { intake: 'intake_pending', consent: 'consent_requested' } as const;
const REFEREE_WAITING_STATES = new Set(['outreach_queued', 'collecting']);
const REFEREE_UNFINISHED = new Set(['invited', 'opened']);

/**
 * Sends a reminder if the participant has still not finished and the request
 * has not moved on; otherwise does nothing. The new link (and its e-mail)
 * are written in one transaction.
 */
export const reminderJob = defineJob({
  type: REMINDER_JOB_TYPE,
  payload: reminderPayload,
  maxAttempts: 5,
  async run(ctx, payload) {
    const scope = { tenantId: payload.tenantId, environment: payload.environment };
    await inTransaction(ctx.db, async (tx) => {
      const request = await findRequest(tx, scope, payload.referenceRequestId);
      if (!request) return;
      const facts = await emailFacts(tx, scope, request);
      let to: string | null | undefined;
      let firstName: string | null | undefined;
      if (payload.kind === 'referee') {
        const contact = await findContact(tx, scope, payload.subjectId);
        if (!contact || !REFEREE_UNFINISHED.has(contact.status)) return;
        if (!REFEREE_WAITING_STATES.has(request.status)) return;
        to = contact.email;
        firstName = contact.firstName;
      } else {
        if (request.status !== CANDIDATE_WAITING_STATE[payload.kind]) return;
        to = facts.candidate?.email;
        firstName = facts.candidate?.firstName;
      }
      if (!to) return;
      const now = ctx.clock.now();
      const link = await issueParticipantToken(tx, ctx.config, {
        ...scope,
        purpose: payload.kind === 'referee' ? 'referee' : 'intake',
        subjectId: payload.subjectId,
        referenceRequestId: request.id,
        now,
      });
      const email = reminderEmail(
        {
          to,
          firstName: firstName ?? null,
          tenantName: facts.tenantName,
          candidateName: facts.candidateName,
          roleTitle: facts.roleTitle,
          link: link.url,
          expiresAt: link.expiresAt,
        },
        payload.kind,
      );
      await enqueue(tx, ctx.clock, sendEmailJob, email, { ...scope, subjectId: payload.subjectId });
      const system: Acting = {
        ...scope,
        actor: { kind: 'system', id: REMINDER_JOB_TYPE },
        recruiterId: null,
        traceId: null,
      };
      await recordActivity(
        tx,
        system,
        request.id,
        {
          kind: 'outreach.reminder_sent',
          summary: `Day-${payload.day} reminder e-mailed to ${to}`,
          data: { kind: payload.kind, subjectId: payload.subjectId, to, day: payload.day },
        },
        now,
      );
    });
  },
});
