import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Clock } from '../../core/clock.ts';
import { DAY_MS } from '../../core/clock.ts';
import type { Acting, TenantScope } from '../../core/tenancy.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { sendEmailJob } from '../../outbox/jobs/send-email.job.ts';
import { cancelPendingJobs, enqueue, type QueuedJob } from '../../outbox/outbox.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { issueParticipantToken } from '../participants/participant-tokens.ts';
import type { ContactRow, ReferenceRequestRow } from '../requests/requests.repo.ts';
import { markContactInvited } from '../requests/requests.repo.ts';
import { emailFacts } from './outreach.facts.ts';
import {
  consentRequestEmail,
  type EmailContext,
  intakeInvitationEmail,
  refereeInvitationEmail,
} from './outreach.templates.ts';
import { REMINDER_JOB_TYPE, type ReminderKind, reminderJob } from './reminder.job.ts';

/** Reminders go out this many days after an invitation, to whoever has not finished by then. */
export const REMINDER_DAYS = [3, 7] as const;

type OutreachCtx = Pick<AppContext, 'clock'> & {
  config: Pick<Config, 'secretKey' | 'publicBaseUrl'>;
};

/**
 * Issues an intake link for the request's candidate and queues the e-mail
 * carrying it (`invitation` at creation of a candidate_intake request,
 * `consent` after request_candidate_consent), plus its reminders.
 */
export async function queueCandidateEmail(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: ReferenceRequestRow,
  kind: 'invitation' | 'consent',
): Promise<QueuedJob[]> {
  const facts = await emailFacts(tx, scope, request);
  if (!facts.candidate) return [];
  const link = await issueParticipantToken(tx, ctx.config, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    purpose: 'intake',
    subjectId: request.id,
    referenceRequestId: request.id,
    now: ctx.clock.now(),
  });
  const email: EmailContext = {
    to: facts.candidate.email,
    firstName: facts.candidate.firstName,
    tenantName: facts.tenantName,
    candidateName: facts.candidateName,
    roleTitle: facts.roleTitle,
    link: link.url,
    expiresAt: link.expiresAt,
  };
  const payload = kind === 'invitation' ? intakeInvitationEmail(email) : consentRequestEmail(email);
  const sent = await enqueue(tx, ctx.clock, sendEmailJob, payload, {
    ...scope,
    subjectId: request.id,
  });
  await recordActivity(
    tx,
    scope,
    request.id,
    {
      kind: kind === 'invitation' ? 'outreach.intake_invited' : 'outreach.consent_requested',
      summary:
        kind === 'invitation'
          ? `Intake invitation e-mailed to ${facts.candidate.email}`
          : `Consent request e-mailed to ${facts.candidate.email}`,
      data: { to: facts.candidate.email, jobId: sent.id, linkExpiresAt: link.expiresAt },
    },
    ctx.clock.now(),
  );
  const reminders = await scheduleReminders(tx, ctx.clock, scope, {
    kind: kind === 'invitation' ? 'intake' : 'consent',
    referenceRequestId: request.id,
    subjectId: request.id,
  });
  return [sent, ...reminders];
}

/**
 * On queue_outreach: one referee link (purpose `referee`, subject = the
 * contact) and one invitation per contact with an e-mail; the contact becomes
 * `invited`. Contacts already invited or finished are left alone.
 */
export async function queueRefereeInvitations(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: ReferenceRequestRow,
  contacts: ContactRow[],
): Promise<QueuedJob[]> {
  const facts = await emailFacts(tx, scope, request);
  const now = ctx.clock.now();
  const queued: QueuedJob[] = [];
  for (const contact of contacts) {
    if (!contact.email || contact.status !== 'pending') continue;
    const link = await issueParticipantToken(tx, ctx.config, {
      tenantId: scope.tenantId,
      environment: scope.environment,
      purpose: 'referee',
      subjectId: contact.id,
      referenceRequestId: request.id,
      now,
    });
    const payload = refereeInvitationEmail({
      to: contact.email,
      firstName: contact.firstName,
      tenantName: facts.tenantName,
      candidateName: facts.candidateName,
      roleTitle: facts.roleTitle,
      link: link.url,
      expiresAt: link.expiresAt,
    });
    queued.push(
      await enqueue(tx, ctx.clock, sendEmailJob, payload, { ...scope, subjectId: contact.id }),
    );
    await markContactInvited(tx, scope, contact.id, now);
    const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
    await recordActivity(
      tx,
      scope,
      request.id,
      {
        kind: 'outreach.referee_invited',
        summary: `Invitation e-mailed to ${name ? `${name} <${contact.email}>` : contact.email}`,
        data: { contactId: contact.id, to: contact.email, linkExpiresAt: link.expiresAt },
      },
      now,
    );
    queued.push(
      ...(await scheduleReminders(tx, ctx.clock, scope, {
        kind: 'referee',
        referenceRequestId: request.id,
        subjectId: contact.id,
      })),
    );
  }
  return queued;
}

/** Queues the day-3 and day-7 reminder jobs of one participant. */
export async function scheduleReminders(
  tx: Tx,
  clock: Clock,
  scope: TenantScope,
  target: { kind: ReminderKind; referenceRequestId: string; subjectId: string },
): Promise<QueuedJob[]> {
  const now = clock.now().getTime();
  const jobs: QueuedJob[] = [];
  for (const day of REMINDER_DAYS) {
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
 * id (referee) or the reference request id (intake/consent). The participant
 * module calls it when someone completes or abandons; the lifecycle calls it
 * when the request moves on. Reminder jobs re-check on their own anyway.
 */
export async function cancelReminders(tx: Executor, clock: Clock, subjectId: string) {
  return cancelPendingJobs(tx, clock, subjectId, [REMINDER_JOB_TYPE]);
}
