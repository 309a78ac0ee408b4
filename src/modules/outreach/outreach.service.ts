import type { AppContext } from '../../context.ts';
import type { Acting } from '../../core/tenancy.ts';
import type { Tx } from '../../db/client.ts';
import { enqueueEmail, type RenderedEmail } from '../../outbox/jobs/send-email.job.ts';
import type { QueuedJob } from '../../outbox/outbox.ts';
import { recordActivity } from '../activity/activity.repo.ts';
import { findCandidate } from '../candidates/candidates.repo.ts';
import { findTenantSettings } from '../identity/identity.repo.ts';
import {
  type IssuedLink,
  issueParticipantLink,
  type LinkPurpose,
} from '../participant-links/participant-links.service.ts';
import {
  consentRequestEmail,
  type EmailContext,
  intakeInvitationEmail,
  refereeInvitationEmail,
  reminderEmail,
} from './outreach.templates.ts';

/**
 * E-mails to participants. Each one issues a fresh link (the plaintext token
 * exists only in the e-mail, whose body the outbox keeps sealed), queues the
 * e-mail on the outbox and adds the timeline entry, in the caller's
 * transaction. A test-environment e-mail reaches only the tenant's
 * recruiters (the outbox's sandbox rule). Which e-mail goes out when is
 * the workflow's decision (requests module); this module only writes them.
 */

type OutreachCtx = Pick<AppContext, 'clock' | 'config'>;

/** What an e-mail needs of a reference request (the requests module's row fits). */
export interface OutreachRequest {
  id: string;
  candidateId: string;
  roleTitle: string | null;
}

/** What an e-mail needs of a referee contact. */
export interface OutreachContact {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

export type CandidateEmailKind = 'invitation' | 'consent';

/** What every workflow e-mail says about the request: tenant name, candidate, role. */
async function emailFacts(tx: Tx, scope: Acting, request: OutreachRequest) {
  const tenant = await findTenantSettings(tx, scope.tenantId);
  const candidate = await findCandidate(tx, scope, request.candidateId);
  return {
    tenantName: tenant.publicName,
    candidate,
    candidateName: candidate ? `${candidate.firstName} ${candidate.lastName}` : 'the candidate',
    roleTitle: request.roleTitle,
  };
}

async function issueLink(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  purpose: LinkPurpose,
  subjectId: string,
  referenceRequestId: string,
): Promise<IssuedLink> {
  return issueParticipantLink(tx, ctx.config, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    purpose,
    subjectId,
    referenceRequestId,
    now: ctx.clock.now(),
  });
}

async function queueEmail(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  payload: RenderedEmail,
  subjectId: string,
): Promise<QueuedJob> {
  return enqueueEmail(tx, ctx, payload, {
    tenantId: scope.tenantId,
    environment: scope.environment,
    subjectId,
  });
}

/**
 * The candidate's intake link by e-mail: `invitation` at creation of a
 * candidate_intake request, `consent` after request_candidate_consent.
 * Null when the candidate is gone.
 */
export async function emailCandidate(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: OutreachRequest,
  kind: CandidateEmailKind,
): Promise<QueuedJob | null> {
  const facts = await emailFacts(tx, scope, request);
  if (!facts.candidate) return null;
  const link = await issueLink(tx, ctx, scope, 'intake', request.id, request.id);
  const email: EmailContext = {
    to: facts.candidate.email,
    firstName: facts.candidate.firstName,
    tenantName: facts.tenantName,
    candidateName: facts.candidateName,
    roleTitle: facts.roleTitle,
    link: link.url,
    expiresAt: link.expiresAt,
  };
  const payload =
    kind === 'invitation' ? await intakeInvitationEmail(email) : await consentRequestEmail(email);
  const sent = await queueEmail(tx, ctx, scope, payload, request.id);
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
  return sent;
}

/** A referee's invitation with their link; null for a contact without an e-mail. */
export async function emailRefereeInvitation(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: OutreachRequest,
  contact: OutreachContact,
): Promise<QueuedJob | null> {
  if (!contact.email) return null;
  const facts = await emailFacts(tx, scope, request);
  const link = await issueLink(tx, ctx, scope, 'referee', contact.id, request.id);
  const payload = await refereeInvitationEmail({
    to: contact.email,
    firstName: contact.firstName,
    tenantName: facts.tenantName,
    candidateName: facts.candidateName,
    roleTitle: facts.roleTitle,
    link: link.url,
    expiresAt: link.expiresAt,
  });
  const sent = await queueEmail(tx, ctx, scope, payload, contact.id);
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
    ctx.clock.now(),
  );
  return sent;
}

/** Who a reminder goes to, and on which day after the invitation. */
export type ReminderTarget =
  | { kind: 'intake' | 'consent'; day: number }
  | { kind: 'referee'; day: number; contact: OutreachContact };

/** A reminder with a fresh link, to someone who has not finished; null without an address. */
export async function emailReminder(
  tx: Tx,
  ctx: OutreachCtx,
  scope: Acting,
  request: OutreachRequest,
  target: ReminderTarget,
): Promise<QueuedJob | null> {
  const facts = await emailFacts(tx, scope, request);
  const person =
    target.kind === 'referee'
      ? { to: target.contact.email, firstName: target.contact.firstName, id: target.contact.id }
      : { to: facts.candidate?.email, firstName: facts.candidate?.firstName, id: request.id };
  if (!person.to) return null;
  const purpose = target.kind === 'referee' ? 'referee' : 'intake';
  const link = await issueLink(tx, ctx, scope, purpose, person.id, request.id);
  const email = await reminderEmail(
    {
      to: person.to,
      firstName: person.firstName ?? null,
      tenantName: facts.tenantName,
      candidateName: facts.candidateName,
      roleTitle: facts.roleTitle,
      link: link.url,
      expiresAt: link.expiresAt,
    },
    target.kind,
  );
  const sent = await queueEmail(tx, ctx, scope, email, person.id);
  await recordActivity(
    tx,
    scope,
    request.id,
    {
      kind: 'outreach.reminder_sent',
      summary: `Day-${target.day} reminder e-mailed to ${person.to}`,
      data: { kind: target.kind, subjectId: person.id, to: person.to, day: target.day },
    },
    ctx.clock.now(),
  );
  return sent;
}
